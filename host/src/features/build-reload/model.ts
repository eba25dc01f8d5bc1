import { $runtimeConfig, type RuntimeConfig } from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { tryClaimReload } from './reload-guard';

export const buildPollingStarted = createEvent<void>();

/** When it answers true for a target, the next navigation loads the page from the server. */
export const $fullReloadPredicate = createStore<(to: string) => boolean>(() => false, {
  serialize: 'ignore',
});
export const newBuildDetected = createEvent<string>();
export const $newBuildId = createStore<string | null>(null).on(newBuildDetected, (_, id) => id);

/** Reads the deployed build id; a network failure just means "no news". */
export const fetchLatestBuildFx = createEffect(async (): Promise<string | null> => {
  const response = await fetch('/latest-build.json', { cache: 'no-store' });
  if (!response.ok) return null;
  const body = (await response.json()) as { id?: unknown };
  return typeof body.id === 'string' ? body.id : null;
});

/** Polls in the page's scope: the effect is bound to it when the polling starts. */
const schedulePollingFx = createEffect((config: RuntimeConfig) => {
  const fetchLatest = scopeBind(fetchLatestBuildFx, { safe: true });
  const poll = () => fetchLatest().catch(() => null);
  setInterval(poll, config.buildPollIntervalMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') poll();
  });
});

sample({
  clock: buildPollingStarted,
  source: $runtimeConfig,
  filter: (config): config is RuntimeConfig => config !== null,
  fn: (config) => config as RuntimeConfig,
  target: schedulePollingFx,
});

sample({
  clock: fetchLatestBuildFx.doneData,
  filter: (id): id is string => id !== null && id !== __BUILD_ID__,
  target: newBuildDetected,
});

// A new deploy: the next navigation loads the page from the server, at most once per 10 s per path.
$fullReloadPredicate.on(
  newBuildDetected,
  () => (to: string) => tryClaimReload(new URL(to, window.location.href).pathname),
);

/** A chunk that failed to load (usually a deploy removed it) reloads the page, guarded the same way. */
export function reloadOnChunkLoadFailure(): void {
  const isChunkError = (reason: unknown) =>
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/.test(reason.message));
  const onFailure = (reason: unknown) => {
    if (isChunkError(reason) && tryClaimReload(window.location.pathname)) window.location.reload();
  };
  window.addEventListener('unhandledrejection', (event) => onFailure(event.reason));
  window.addEventListener('error', (event) => onFailure(event.error));
}
