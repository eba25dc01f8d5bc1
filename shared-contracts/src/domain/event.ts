// An event of the catalog (SPEC.md 3: id, isFavorite, favoritesCnt, plus what the pages show).
import type { AgeRating } from './age-rating';
import type { EventType } from './event-type';
import type { GalleryImage } from './image';
import type { PlaceSummary } from './place';

export interface EventPrice {
  /** Rubles; 0 with isFree. */
  min: number;
  max: number;
  isFree: boolean;
  /** Ready to show: 'Бесплатно', '500 ₽', 'от 500 ₽'. */
  text: string;
}

export interface Event {
  id: number;
  slug: string;
  /** City alias. */
  city: string;
  title: string;
  shortDescription: string;
  /** Trusted HTML from the API's editors; sanitise before inserting it into a page all the same. */
  description: string;
  /** Local time of the city, 'DD.MM.YYYY HH:mm' (SPEC.md 9). */
  dateStart: string;
  dateEnd: string;
  /** The same instants as ISO 8601 with offset, for machines (structured data, calendars). */
  startsAt: string;
  endsAt: string;
  place: PlaceSummary | null;
  address: string;
  price: EventPrice;
  ageRating: AgeRating;
  image: string;
  images: GalleryImage[];
  eventTypes: EventType[];
  isFavorite: 0 | 1;
  favoritesCnt: number;
  /** Meters from the point a nearby list was asked for (lat, lon) to the event's place; absent elsewhere. */
  distance?: number;
}

/** GET /events/types: the event types of a city with the number of current events. */
export interface EventTypeCount extends EventType {
  eventsCount: number;
}
