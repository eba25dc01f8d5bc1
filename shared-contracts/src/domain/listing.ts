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
