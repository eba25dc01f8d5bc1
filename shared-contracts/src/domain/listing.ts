// Listings and the place categories their filters use (SPEC.md 2.2, 3). Plain types only: the API imports
// this file in Node.

/** Place categories used in listing filters, in the order of SPEC.md 2.2. */
export type PlaceCategorySlug =
  | 'bar'
  | 'gallery'
  | 'club'
  | 'theater'
  | 'film'
  | 'tourist'
  | 'artplace'
  | 'museum'
  | 'place'
  | 'restaurant'
  | 'cafe';

export interface PlaceCategory {
  slug: PlaceCategorySlug;
  /** Plural, as a section title: 'Бары'. */
  title: string;
  /** One place of the kind, as a card label: 'Бар'. */
  singular: string;
}

/** The five cities SPEC.md 2.2 names for listings; the themed articles are kept per these cities. */
export type ListingCityAlias = 'moscow' | 'saint-petersburg' | 'kemerovo' | 'ekaterinburg' | 'kazan';

/** Time presets (SPEC.md 3), also the /{time} segment of listing and list routes. */
export type TimePresetName = 'today' | 'tomorrow' | 'weekend';

/**
 * A date window. Either fixed ('DD.MM.YYYY'), or yearly ('DD.MM', e.g. '25.12'–'08.01' for the New Year
 * holidays), resolved to the current or next occurrence when the listing is queried.
 */
export interface ListingDateRange {
  start: string;
  end: string;
}

export interface ListingFilters {
  /** Editorial collection ids (the /events query's idCollection). */
  collections?: number[];
  /** Event-type ids to query; when absent the listing's `types` are used. */
  categories?: number[];
  /** The kind of places shown beside the events. */
  placeCategory?: PlaceCategorySlug;
  date?: ListingDateRange | TimePresetName;
  /** Also list events that began before the window and still run (exhibitions run for weeks). */
  showPast?: boolean;
}

/**
 * A listing as written in the data. Texts are templates with {city_nominative}, {city_dative} and
 * {city_prepositional}, filled from the city's title declensions.
 */
export interface ListingDefinition {
  slug: string;
  /** Event-type ids the listing stands for (the /{city}/events?types=N redirect rule of SPEC.md 2.1). */
  types: number[];
  /** Aliases of the cities that offer the listing. */
  cities: string[];
  title: string;
  titleForPage: string;
  seoTitle: string;
  seoDescription: string;
  /** An emoji. */
  icon: string;
  isHidden: boolean;
  filters: ListingFilters;
}

/** A listing with its derived main-page title: titleForPage without the suffix ' в {city_prepositional}'. */
export interface Listing extends ListingDefinition {
  titleForMainPage: string;
}

/** A listing's texts filled in for one city. */
export interface ResolvedListingTexts {
  title: string;
  titleForPage: string;
  titleForMainPage: string;
  seoTitle: string;
  seoDescription: string;
}
