// Lookups over the built-in cities. The host's city guard and the API's city validation use these.
import type { City } from '../domain/city';
import { CITIES } from './cities';

export const DEFAULT_CITY_ALIAS = 'moscow';

const byAlias = new Map(CITIES.map((city) => [city.alias, city]));
const byId = new Map(CITIES.map((city) => [city.id, city]));

export function findCityByAlias(alias: string | null | undefined): City | undefined {
  return alias ? byAlias.get(alias) : undefined;
}

export function findCityById(id: number | null | undefined): City | undefined {
  return id == null ? undefined : byId.get(id);
}

/** Moscow: always present in CITIES (checked by the tests). */
export const DEFAULT_CITY: City = byAlias.get(DEFAULT_CITY_ALIAS)!;

/** A city is open (clickable in the selector) when it has a card colour; the others are 'скоро'. */
export function isOpenCity(city: Pick<City, 'options'>): boolean {
  return Boolean(city.options.cardBgColor);
}

/** The title with non-breaking hyphens (U+2011) replaced by '-', as the city selector shows it. */
export function cityDisplayTitle(city: Pick<City, 'title'>): string {
  return city.title.replaceAll('\u2011', '-');
}
