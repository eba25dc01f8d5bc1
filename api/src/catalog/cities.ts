// The API's one owner of the city: a request's `city` parameter, a saved id, a row's city and the city a weekend
// article's slug names all find their City here, and nowhere else. The 22 cities themselves are the contracts'
// data.
import { DEFAULT_CITY, findCityByAlias, findCityById } from '@kaver/shared-contracts/data';
import type { City } from '@kaver/shared-contracts/domain';
import { ApiError } from '../http/errors';

/** The `city` query parameter of a route's schema. */
export const cityQuery = { type: 'string', maxLength: 64, description: 'City alias, e.g. moscow' } as const;

const isUnset = (alias: string | undefined) => alias === undefined || alias === '' || alias === 'null';

/** The city of a call that needs one: 'City is required' without one, 404 'City Not Found' for an unknown alias. */
export function requireCity(alias: string | undefined): City {
  if (isUnset(alias)) throw new ApiError(400, 'city_required', 'City is required', 'city');
  const city = findCityByAlias(alias);
  if (!city) throw new ApiError(404, 'city_not_found', 'City Not Found', 'city');
  return city;
}

/** An optional city filter: absent means every city; an unknown alias is still a 404. */
export function optionalCity(alias: string | undefined): City | null {
  return isUnset(alias) ? null : requireCity(alias);
}

/** The city of an id (a row's `cityId`, a profile's `id_city`), or null for an unknown one. */
export function cityById(id: number | null | undefined): City | null {
  return findCityById(id) ?? null;
}

/** The alias of a row's city, as the answers name it ('' for an id no city has: never, the ids are a foreign key). */
export function cityAliasOf(cityId: number): string {
  return cityById(cityId)?.alias ?? '';
}

/** The time zone of a row's city, in which its times are written (Moscow's for an id no city has). */
export function cityTimezone(cityId: number): string {
  return (cityById(cityId) ?? DEFAULT_CITY).timezone;
}

const WEEKEND_SUFFIX = '-weekend';

/** The slug of a city's weekend article, whose events are that city's coming weekend: 'kazan-weekend'. */
export function weekendArticleSlug(city: Pick<City, 'alias'>): string {
  return `${city.alias}${WEEKEND_SUFFIX}`;
}

/** The city a weekend article's slug names ('kazan-weekend' -> Kazan), or null for any other article. */
export function weekendArticleCity(slug: string): City | null {
  return slug.endsWith(WEEKEND_SUFFIX)
    ? (findCityByAlias(slug.slice(0, -WEEKEND_SUFFIX.length)) ?? null)
    : null;
}
