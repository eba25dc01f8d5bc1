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

/** The page being entered has a city in its route: it becomes the current city and goes into the cookie. */
export const routeCityEntered = createEvent<City>();

sample({
  clock: routeCityEntered,
  source: $city,
  filter: (current, city) => city.alias !== current.alias,
  fn: (_, city) => city,
  target: cityChanged,
});

sample({ clock: routeCityEntered, target: writeCityCookieFx });
