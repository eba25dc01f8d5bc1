import { DEFAULT_CITY, type Event, findCityByAlias } from '@kaver/shared-contracts';
import type { Instant } from '@kaver/shared-contracts/time';
import { eventWhen } from '../../shared/lib/event-dates';
import type { EventCardData } from './card-data';

/** An event as its card shows it, its time in the event's city read at `now`. */
export function toEventCard(event: Event, now: Instant): EventCardData {
  const timeZone = (findCityByAlias(event.city) ?? DEFAULT_CITY).timezone;
  return {
    id: event.id,
    slug: event.slug,
    city: event.city,
    title: event.title,
    image: event.image,
    type: event.eventTypes[0]?.title ?? null,
    age: event.ageRating.title,
    startsAt: event.startsAt,
    when: eventWhen(event, now, timeZone),
    where: event.place?.title ?? event.address ?? null,
    price: event.price.text,
    ...(event.distance !== undefined && { distance: event.distance }),
  };
}
