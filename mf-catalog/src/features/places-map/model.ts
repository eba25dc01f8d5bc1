import { $runtimeConfig } from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { loadYmaps, type MapLoaderStatus } from './ymaps-loader';

/** A map wants to be shown. */
export const mapRequested = createEvent<void>();

export const loadMapFx = createEffect((apiKey: string | undefined) => loadYmaps(apiKey));

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
