// A place (bar, museum, theatre...) in a city, with its category of SPEC.md 2.2.
import type { GalleryImage } from './image';
import type { PlaceCategorySlug } from './listing';

export interface PlaceCategoryRef {
  slug: PlaceCategorySlug;
  title: string;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Opening hours of one weekday; `open`/`close` are 'HH:mm', both null on a day off. */
export interface OpeningHours {
  /** 1 = Monday ... 7 = Sunday (the Russian week starts on Monday). */
  day: number;
  open: string | null;
  close: string | null;
}

/**
 * A place as a card in lists and as the place of an event. A secret place (SPEC.md 1) reaches a visitor without
 * premium concealed, the same wherever it appears (the API decides: api/src/catalog/secret-places.ts): its name,
 * category and picture, with an empty address and no coordinates; see `isConcealedPlace`.
 */
export interface PlaceSummary {
  id: number;
  slug: string;
  title: string;
  category: PlaceCategoryRef;
  /** '' when concealed. */
  address: string;
  /** null when concealed. */
  coordinates: Coordinates | null;
  image: string;
  /** Secret places are for subscribers only (SPEC.md 1). */
  isSecret?: boolean;
}

export interface Place extends PlaceSummary {
  /** City alias. */
  city: string;
  description: string;
  hours: OpeningHours[];
  phone: string | null;
  website: string | null;
  /** Concealed: the teaser text, no hours, phone or website, the cover picture only. */
  images: GalleryImage[];
  isSecret: boolean;
  isFavorite: 0 | 1;
  favoritesCnt: number;
  /** Meters from the point a nearby list was asked for (lat, lon); absent in other answers. */
  distance?: number;
}

/** A secret place sent to a visitor without premium: its address, coordinates and details are left out. */
export function isConcealedPlace(place: PlaceSummary): boolean {
  return Boolean(place.isSecret) && place.coordinates === null;
}
