// Listing texts are templates with city-case placeholders (SPEC.md 2.1), filled from a city's declensions.
import type { City } from '../domain/city';
import type { Listing, ResolvedListingTexts } from '../domain/listing';
import { inCityPhrase } from '../text/in-city';

const PLACEHOLDERS = {
  '{city_nominative}': 'nominative',
  '{city_dative}': 'dative',
  '{city_prepositional}': 'prepositional',
} as const;

const PLACEHOLDER_PATTERN = /\{city_(?:nominative|dative|prepositional)\}/g;
/** 'в {city_prepositional}' as words of their own: «во» where the city needs it (inCityPhrase). */
const IN_CITY_PATTERN = /(?<![а-яё])в \{city_prepositional\}/g;

/** The suffix the main-page title drops. */
export const MAIN_PAGE_SUFFIX = ' в {city_prepositional}';

export function fillCityTemplate(template: string, city: Pick<City, 'options'>): string {
  const declensions = city.options.titleDeclensions;
  return template
    .replace(IN_CITY_PATTERN, () => inCityPhrase(city))
    .replace(
      PLACEHOLDER_PATTERN,
      (placeholder) => declensions[PLACEHOLDERS[placeholder as keyof typeof PLACEHOLDERS]],
    );
}

/** 'Концерты в {city_prepositional}' -> 'Концерты'; a title without the suffix is kept as it is. */
export function mainPageTitle(titleForPage: string): string {
  return titleForPage.endsWith(MAIN_PAGE_SUFFIX)
    ? titleForPage.slice(0, -MAIN_PAGE_SUFFIX.length)
    : titleForPage;
}

export function resolveListing(listing: Listing, city: Pick<City, 'options'>): ResolvedListingTexts {
  return {
    title: fillCityTemplate(listing.title, city),
    titleForPage: fillCityTemplate(listing.titleForPage, city),
    titleForMainPage: fillCityTemplate(listing.titleForMainPage, city),
    seoTitle: fillCityTemplate(listing.seoTitle, city),
    seoDescription: fillCityTemplate(listing.seoDescription, city),
  };
}
