/** @jest-environment node */
import { CITIES, type RemotePage } from '@kaver/shared-contracts';
import { allSettled, createEffect, createEvent, createStore, fork, sample } from 'effector';
import { enterPage } from './enter-page';

const moscow = CITIES[0]!;
const page = {
  remote: 'mf_catalog' as const,
  expose: './city-page',
  city: moscow,
  route: { name: 'city' as const, path: '/moscow', params: { city: 'moscow' }, query: {} },
};

describe('enterPage', () => {
  test('an effect of something else still under way does not hold the page past its data wait', async () => {
    // Something long in the tab's scope, started before the navigation: a widget's time-out, a payment's recheck.
    const longFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, 3_000)));
    const scope = fork();
    const long = allSettled(longFx, { scope });

    const begun = Date.now();
    const entry = await enterPage(page, {
      scope,
      pages: new Map(),
      loadPage: async () => ({ started: createEvent<unknown>(), buildId: 'b1' }) as unknown as RemotePage,
      dataTimeoutMs: 200,
      settle: 'scope',
    });
    expect(Date.now() - begun).toBeLessThan(1_000);
    expect(entry).toEqual({ buildId: 'b1', complete: false });
    await long;
  }, 10_000);

  /** A page whose start loads its data in `ms`, saying so with $loading. */
  function pageLoadingFor(ms: number) {
    const started = createEvent<unknown>();
    const loadFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    const $loading = createStore(false)
      .on(loadFx, () => true)
      .on(loadFx.finally, () => false);
    sample({ clock: started, target: loadFx });
    return { started, $loading, buildId: 'b2' } as unknown as RemotePage;
  }

  /** A page whose start loads one thing in `ms`, then, on its answer, another in `ms`. */
  function pageLoadingInTurn(ms: number) {
    const started = createEvent<unknown>();
    const firstFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    const secondFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    const $count = createStore(0)
      .on([firstFx, secondFx], (count) => count + 1)
      .on([firstFx.finally, secondFx.finally], (count) => count - 1);
    sample({ clock: started, target: firstFx });
    sample({ clock: firstFx.done, target: secondFx });
    return { started, $loading: $count.map((count) => count > 0), buildId: 'b3' } as unknown as RemotePage;
  }

  /** Enters the page while another app's effect of `foreignMs` is under way in the scope. */
  async function enterBeside(foreignMs: number, loaded: RemotePage, settle: 'page' | 'scope') {
    const foreignFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, foreignMs)));
    const scope = fork();
    const foreign = allSettled(foreignFx, { scope });
    const begun = Date.now();
    const entry = await enterPage(page, {
      scope,
      pages: new Map(),
      loadPage: async () => loaded,
      dataTimeoutMs: 2_000,
      settle,
    });
    const took = Date.now() - begun;
    await foreign;
    return { entry, took };
  }

  test('in the browser a page that says when its data is there is waited on for that only', async () => {
    const { entry, took } = await enterBeside(3_000, pageLoadingFor(100), 'page');
    expect(entry).toEqual({ buildId: 'b2', complete: true });
    expect(took).toBeGreaterThanOrEqual(90);
    expect(took).toBeLessThan(1_000);
  }, 10_000);

  test('a load chained on the first one’s answer is waited on too', async () => {
    const { entry, took } = await enterBeside(0, pageLoadingInTurn(150), 'page');
    expect(entry).toEqual({ buildId: 'b3', complete: true });
    expect(took).toBeGreaterThanOrEqual(280);
  }, 10_000);

  test('a page whose data takes longer than the data wait renders with its loading states', async () => {
    const { entry, took } = await enterBeside(0, pageLoadingFor(3_000), 'page');
    expect(entry).toEqual({ buildId: 'b2', complete: false });
    expect(took).toBeLessThan(2_900);
  }, 10_000);

  test('on the server, whose scope is the request’s, the whole scope is waited on', async () => {
    const { entry, took } = await enterBeside(600, pageLoadingFor(50), 'scope');
    expect(entry).toEqual({ buildId: 'b2', complete: true });
    expect(took).toBeGreaterThanOrEqual(550);
  }, 10_000);
});
