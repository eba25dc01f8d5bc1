// City (SPEC.md 3). Plain types only: the API imports this file in Node.

export interface CityCoordinates {
  latitude: number;
  longitude: number;
}

/** The three cases the listing templates use: {city_nominative}, {city_dative}, {city_prepositional}. */
export interface CityTitleDeclensions {
  /** «Москва» */
  nominative: string;
  /** «по Москве», «к Москве» */
  dative: string;
  /** «в Москве» (without the preposition) */
  prepositional: string;
}

export interface CityOptions {
  /** Card colour in the city selector, '#rrggbb'. Absent = the city is not open yet ('скоро', greyed out). */
  cardBgColor?: string;
  titleDeclensions: CityTitleDeclensions;
}

export interface City {
  /** Stable numeric id (the profile's id_city). */
  id: number;
  /** Russian title; may hold non-breaking hyphens (U+2011), see cityDisplayTitle. */
  title: string;
  /** Lowercase Latin slug used in routes (/{city}) and the city cookie. */
  alias: string;
  coordinates: CityCoordinates;
  /** IANA time zone, e.g. 'Europe/Moscow'. */
  timezone: string;
  options: CityOptions;
}
