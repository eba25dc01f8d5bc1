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

/** A place as a card in lists and as the place of an event. */
export interface PlaceSummary {
  id: number;
  slug: string;
  title: string;
  category: PlaceCategoryRef;
  address: string;
  coordinates: Coordinates;
  image: string;
}

export interface Place extends PlaceSummary {
  /** City alias. */
  city: string;
  description: string;
  hours: OpeningHours[];
  phone: string | null;
  website: string | null;
  images: GalleryImage[];
  /** Secret places are for subscribers only (SPEC.md 1). */
  isSecret: boolean;
  isFavorite: 0 | 1;
  favoritesCnt: number;
  /** Meters from the point a nearby list was asked for (lat, lon); absent in other answers. */
  distance?: number;
}
