import { DEFAULT_CITY, type Event, findCityByAlias } from '@kaver/shared-contracts';
import type { Instant } from '@kaver/shared-contracts/time';
import { eventWhen } from '../../shared/lib/event-dates';
import type { EventCardData } from './card-data';

/**
 * An event as its card shows it, its time in the event's city read at `now`. The zone is the card's own city,
 * not the page's: a guide for every city, a pick and the profile's favourites (pages with no city of their own)
 * list events of several cities, and a card must tell each event's local time.
 */
export function toEventCard(event: Event, now: Instant): EventCardData {
  const timeZone = (findCityByAlias(event.city) ?? DEFAULT_CITY).timezone;
  const { text, dateTime } = eventWhen(event, now, timeZone);
  return {
    id: event.id,
    slug: event.slug,
    city: event.city,
    title: event.title,
    image: event.image,
    type: event.eventTypes[0]?.title ?? null,
    age: event.ageRating.title,
    when: text,
    dateTime,
    where: event.place?.title ?? event.address ?? null,
    price: event.price.text,
    ...(event.distance !== undefined && { distance: event.distance }),
  };
}
