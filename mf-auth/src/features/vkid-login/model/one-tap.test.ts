import { allSettled, fork } from 'effector';
import {
  $oneTapHidden,
  $oneTapState,
  loadedDelayFx,
  loadTimeoutFx,
  ONE_TAP_LOAD_TIMEOUT_MS,
  ONE_TAP_LOADED_DELAY_MS,
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
    const scope = fork({ handlers: [[loadTimeoutFx, async (render: number) => render]] });
    await allSettled(oneTapRenderStarted, { scope });
    expect(scope.getState($oneTapState)).toBe('not_loaded');
    expect(ONE_TAP_LOAD_TIMEOUT_MS).toBe(5000);
  });

  it('a late load message does not revive a timed-out widget', async () => {
    const scope = fork({
      handlers: [
        [loadTimeoutFx, async (render: number) => render],
        [loadedDelayFx, async (render: number) => render],
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
          (render: number) => {
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
});
