import { createEvent, createStore } from 'effector';
import { DEFAULT_CITY } from '../data/cities';
import type { City } from '../domain/city';

/** Owner: host. The current city: from the route, else the `city` cookie, else Moscow (SPEC.md 4). */
export const $city = createStore<City>(DEFAULT_CITY);
/** Owner: host. Fired when the current city changes. */
export const cityChanged = createEvent<City>();
$city.on(cityChanged, (_, city) => city);
