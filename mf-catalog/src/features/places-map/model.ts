import { $runtimeConfig } from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { loadYmaps, MAP_LOAD_TIMEOUT_MS, type MapLoaderStatus, withinTimeout } from './ymaps-loader';

/** A map wants to be shown. */
export const mapRequested = createEvent<void>();

/** Loads the map script (SPEC.md 4 'Map loader status': pending, loading, loaded, error), or fails in time. */
export const loadMapFx = createEffect((apiKey: string | undefined) =>
  withinTimeout(loadYmaps(apiKey), MAP_LOAD_TIMEOUT_MS),
);

export const $mapStatus = createStore<MapLoaderStatus>('pending')
  .on(loadMapFx, () => 'loading')
  .on(loadMapFx.done, () => 'loaded')
  .on(loadMapFx.fail, () => 'error');

/** Why the map is not there: no key configured (a deliberate list-only site) or a failed load. */
export const $mapError = createStore<'no-key' | 'failed' | null>(null)
  .on(loadMapFx, () => null)
  .on(loadMapFx.failData, (_, error) => (/apikey/i.test(error.message) ? 'no-key' : 'failed'));

sample({
  clock: mapRequested,
  source: { status: $mapStatus, config: $runtimeConfig },
  filter: ({ status }) => status === 'pending' || status === 'error',
  fn: ({ config }) => config?.maps?.apiKey,
  target: loadMapFx,
});
