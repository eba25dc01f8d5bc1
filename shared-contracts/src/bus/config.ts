import { createEvent, createStore } from 'effector';
import type { RuntimeConfig } from '../config/runtime-config';

/** Owner: host (reads /config.json at start). Everyone reads it; null until loaded. */
export const $runtimeConfig = createStore<RuntimeConfig | null>(null);
export const runtimeConfigLoaded = createEvent<RuntimeConfig>();
$runtimeConfig.on(runtimeConfigLoaded, (_, config) => config);

let loaded: RuntimeConfig | null = null;
// One config per page in the browser and per process on the server, whichever scope loaded it.
runtimeConfigLoaded.watch((config) => {
  loaded = config;
});

/** The runtime config for code outside components and models (URL builders, SDK set-up); null until loaded. */
export function currentRuntimeConfig(): RuntimeConfig | null {
  return loaded;
}
