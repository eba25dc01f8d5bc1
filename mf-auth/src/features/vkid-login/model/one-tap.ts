import { createEffect, createEvent, createStore, sample } from 'effector';
import { wait } from '../../../shared/lib';
import { loginModalReset } from '../../../shared/model';
import type { VkIdError } from '../lib';

/** SPEC.md 4 'Social network one-tap widget'. */
export type OneTapState = 'loading' | 'loaded' | 'not_loaded';

/** Not loaded within 5 s is not_loaded; loaded shows 300 ms after the load message (SPEC.md 4, 9). */
export const ONE_TAP_LOAD_TIMEOUT_MS = 5000;
export const ONE_TAP_LOADED_DELAY_MS = 300;
/** Widget error codes: 0 timeout, 1 internal error, 2 auth error (the last one leaves the widget shown). */
const WIDGET_AUTH_ERROR = 2;

export const oneTapRenderStarted = createEvent<void>();
export const oneTapLoaded = createEvent<void>();
export const oneTapFailed = createEvent<VkIdError>();
/** VK ID has no signed-in user on this device: the widget is hidden. */
export const oneTapNotAuthorized = createEvent<void>();

/** A timer of the widget's: the render it belongs to, and the signal that ends it early. */
export interface OneTapTimer {
  render: number;
  signal: AbortSignal;
}

/** Each render counts; a timer of an earlier render never touches a later one. */
const $render = createStore(0).on(oneTapRenderStarted, (render) => render + 1);
export const loadTimeoutFx = createEffect(async ({ render, signal }: OneTapTimer) => {
  await wait(ONE_TAP_LOAD_TIMEOUT_MS, signal);
  return render;
});
export const loadedDelayFx = createEffect(async ({ render, signal }: OneTapTimer) => {
  await wait(ONE_TAP_LOADED_DELAY_MS, signal);
  return render;
});

/**
 * The timers of the current render end as soon as they cannot matter any more: the widget stopped loading, a new
 * render started, or the modal went (a sign-in done). Left to run, the 5 s timer kept the page's scope busy after
 * a quick sign-in, and the host's navigation waits for the scope to settle: the address kept the
 * ?redirect=subscription the login was for until the 5 s were up (and for good when the page was reloaded first).
 */
const $timers = createStore<AbortController | null>(null, { serialize: 'ignore' });
export const startTimersFx = createEffect(() => new AbortController());
export const stopTimersFx = createEffect((timers: AbortController | null) => timers?.abort());
$timers.on(startTimersFx.doneData, (_, timers) => timers);

export const $oneTapState = createStore<OneTapState>('loading')
  .on(oneTapRenderStarted, () => 'loading')
  .reset(loginModalReset);
export const $oneTapHidden = createStore(false)
  .on(oneTapNotAuthorized, () => true)
  .reset(oneTapRenderStarted, loginModalReset);

sample({ clock: oneTapRenderStarted, source: $timers, target: stopTimersFx });
sample({ clock: oneTapRenderStarted, target: startTimersFx });
sample({
  clock: startTimersFx.doneData,
  source: $render,
  fn: (render, { signal }): OneTapTimer => ({ render, signal }),
  target: loadTimeoutFx,
});

sample({
  clock: loadTimeoutFx.doneData,
  source: { render: $render, state: $oneTapState },
  filter: ({ render, state }, timedOut) => render === timedOut && state === 'loading',
  fn: () => 'not_loaded' as const,
  target: $oneTapState,
});

sample({
  clock: oneTapLoaded,
  source: { render: $render, state: $oneTapState, timers: $timers },
  filter: ({ state, timers }) => state === 'loading' && timers !== null,
  fn: ({ render, timers }): OneTapTimer => ({ render, signal: (timers as AbortController).signal }),
  target: loadedDelayFx,
});
sample({
  clock: loadedDelayFx.doneData,
  source: { render: $render, state: $oneTapState },
  filter: ({ render, state }, loaded) => render === loaded && state === 'loading',
  fn: () => 'loaded' as const,
  target: $oneTapState,
});

sample({
  clock: oneTapFailed,
  filter: (error) => error.code !== WIDGET_AUTH_ERROR,
  fn: () => 'not_loaded' as const,
  target: $oneTapState,
});

const loadingOver = sample({ clock: $oneTapState.updates, filter: (state) => state !== 'loading' });
sample({ clock: [loadingOver, loginModalReset], source: $timers, target: stopTimersFx });
