import { createEvent, createStore } from 'effector';
import type { RuntimeConfig } from '../config/runtime-config';

/** Owner: host (reads /config.json at start). Everyone reads it; null until loaded. */
export const $runtimeConfig = createStore<RuntimeConfig | null>(null);
export const runtimeConfigLoaded = createEvent<RuntimeConfig>();
$runtimeConfig.on(runtimeConfigLoaded, (_, config) => config);
