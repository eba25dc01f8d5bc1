import { allSettled, fork, type Scope } from 'effector';
import { loginModalReset } from '../../../shared/model';
import {
  $oneTapHidden,
  $oneTapState,
  loadedDelayFx,
  loadTimeoutFx,
  ONE_TAP_LOAD_TIMEOUT_MS,
  ONE_TAP_LOADED_DELAY_MS,
  type OneTapTimer,
  oneTapFailed,
  oneTapLoaded,
  oneTapNotAuthorized,
  oneTapRenderStarted,
} from './one-tap';

describe('VK ID one-tap widget states', () => {
  it('is loading, then loaded 300 ms after its load message', async () => {
    const scope = fork({ handlers: [[loadTimeoutFx, () => new Promise(() => undefined)]] });
    void allSettled(oneTapRenderStarted, { scope });
    expect(scope.getState($oneTapState)).toBe('loading');
    const started = Date.now();
    const loading = allSettled(oneTapLoaded, { scope });
    expect(scope.getState($oneTapState)).toBe('loading');
    await Promise.race([
      loading,
      new Promise((resolve) => setTimeout(resolve, ONE_TAP_LOADED_DELAY_MS + 50)),
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(ONE_TAP_LOADED_DELAY_MS - 5);
    expect(scope.getState($oneTapState)).toBe('loaded');
  });

  it('goes to not_loaded when nothing loaded within 5 s', async () => {
    const scope = fork({ handlers: [[loadTimeoutFx, async ({ render }: OneTapTimer) => render]] });
    await allSettled(oneTapRenderStarted, { scope });
    expect(scope.getState($oneTapState)).toBe('not_loaded');
    expect(ONE_TAP_LOAD_TIMEOUT_MS).toBe(5000);
  });

  it('a late load message does not revive a timed-out widget', async () => {
    const scope = fork({
      handlers: [
        [loadTimeoutFx, async ({ render }: OneTapTimer) => render],
        [loadedDelayFx, async ({ render }: OneTapTimer) => render],
      ],
    });
    await allSettled(oneTapRenderStarted, { scope });
    await allSettled(oneTapLoaded, { scope });
    expect(scope.getState($oneTapState)).toBe('not_loaded');
  });

  it('a timer of an earlier render leaves a new render alone', async () => {
    let finishFirst: () => void = () => undefined;
    let calls = 0;
    const scope = fork({
      handlers: [
        [
          loadTimeoutFx,
          ({ render }: OneTapTimer) => {
            calls += 1;
            return calls === 1
              ? new Promise<number>((resolve) => (finishFirst = () => resolve(render)))
              : new Promise<number>(() => undefined);
          },
        ],
      ],
    });
    void allSettled(oneTapRenderStarted, { scope });
    void allSettled(oneTapRenderStarted, { scope });
    finishFirst();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scope.getState($oneTapState)).toBe('loading');
  });

  it('goes to not_loaded on a timeout or internal error, not on an auth error', async () => {
    const scope = fork({ handlers: [[loadTimeoutFx, () => new Promise(() => undefined)]] });
    void allSettled(oneTapRenderStarted, { scope });
    void allSettled(oneTapFailed, { scope, params: { code: 2, text: 'New tab has been closed' } });
    expect(scope.getState($oneTapState)).toBe('loading');
    void allSettled(oneTapFailed, { scope, params: { code: 1, text: 'Internal error' } });
    expect(scope.getState($oneTapState)).toBe('not_loaded');
  });

  it('is hidden when VK ID reports no signed-in user', async () => {
    const scope = fork({ handlers: [[loadTimeoutFx, () => new Promise(() => undefined)]] });
    void allSettled(oneTapRenderStarted, { scope });
    void allSettled(oneTapNotAuthorized, { scope });
    expect(scope.getState($oneTapHidden)).toBe(true);
  });

  // The timers are real here: a timer left running keeps the page's scope busy, and the host's navigation (the
  // one that takes ?redirect=subscription out of the address after a sign-in) waits for the scope to settle.
  it('leaves no timer running once the modal goes: a quick sign-in does not keep the page busy for 5 s', async () => {
    const scope = fork();
    void allSettled(oneTapRenderStarted, { scope });
    expect(await settlesWithin(scope, 100)).toBe(false);
    void allSettled(loginModalReset, { scope });
    expect(await settlesWithin(scope, 100)).toBe(true);
    // The timer that was stopped changes nothing later either.
    expect(scope.getState($oneTapState)).toBe('loading');
  });

  it('stops the 5 s timer once the widget loaded or failed', async () => {
    const loaded = fork();
    void allSettled(oneTapRenderStarted, { scope: loaded });
    void allSettled(oneTapLoaded, { scope: loaded });
    expect(await settlesWithin(loaded, ONE_TAP_LOADED_DELAY_MS + 100)).toBe(true);
    expect(loaded.getState($oneTapState)).toBe('loaded');

    const failed = fork();
    void allSettled(oneTapRenderStarted, { scope: failed });
    void allSettled(oneTapFailed, { scope: failed, params: { code: 1, text: 'Internal error' } });
    expect(await settlesWithin(failed, 100)).toBe(true);
    expect(failed.getState($oneTapState)).toBe('not_loaded');
  });
});

/** Whether every effect under way in the scope ends within `ms`. */
function settlesWithin(scope: Scope, ms: number): Promise<boolean> {
  return Promise.race([
    allSettled(scope).then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}
