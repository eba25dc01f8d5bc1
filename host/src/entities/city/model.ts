import {
  $city,
  CITY_COOKIE,
  CITY_COOKIE_MAX_AGE,
  type City,
  cityChanged,
  findCityByAlias,
  readCookie,
  writeCookie,
} from '@kaver/shared-contracts';
import { createEffect, createEvent, sample } from 'effector';
import { $resolution } from '../route/model';

/**
 * The current city (SPEC.md 4): taken from the route's city parameter, otherwise from the `city` cookie,
 * otherwise Moscow; kept in the store and in the cookie.
 */
export const cityStarted = createEvent<void>();

export const readCityCookieFx = createEffect(() => findCityByAlias(readCookie(CITY_COOKIE)) ?? null);
export const writeCityCookieFx = createEffect((city: City) =>
  writeCookie(CITY_COOKIE, city.alias, { maxAgeSeconds: CITY_COOKIE_MAX_AGE }),
);

sample({ clock: cityStarted, target: readCityCookieFx });
sample({
  clock: readCityCookieFx.doneData,
  filter: (city): city is City => city !== null,
  target: cityChanged,
});

sample({
  clock: $resolution.updates,
  source: $city,
  filter: (current, resolution) =>
    resolution?.kind === 'page' && resolution.city !== null && resolution.city.alias !== current.alias,
  fn: (_, resolution) => (resolution as { city: City }).city,
  target: cityChanged,
});

sample({
  clock: $resolution.updates,
  filter: (resolution) => resolution?.kind === 'page' && resolution.city !== null,
  fn: (resolution) => (resolution as { city: City }).city,
  target: writeCityCookieFx,
});
