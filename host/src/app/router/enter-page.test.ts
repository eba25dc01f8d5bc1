/** @jest-environment node */
import { CITIES, type RemotePage } from '@kaver/shared-contracts';
import { allSettled, createEffect, createEvent, fork } from 'effector';
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
    });
    expect(Date.now() - begun).toBeLessThan(1_000);
    expect(entry).toEqual({ buildId: 'b1', complete: false });
    await long;
  }, 10_000);
});
