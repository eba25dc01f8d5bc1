// Events: rows to the Event domain type (with types, place and the caller's favourite flag in three queries
// per page, whatever its size).
import { findEventTypeById } from '@kaver/shared-contracts/src/data/event-types';
import type { AgeRating } from '@kaver/shared-contracts/src/domain/age-rating';
import type { Event, EventPrice } from '@kaver/shared-contracts/src/domain/event';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { cityAliasById, cityTimezone } from '../http/params';
import { formatDateTime, formatIsoInZone } from '../lib/dates';
import { gallery, mediaUrl } from './media';
import { placeSummary, placesByIds } from './places';

export type EventRow = Selectable<Database['events']>;

export const AGE_RATINGS: AgeRating[] = [
  { id: 1, title: '0+', minAge: 0 },
  { id: 2, title: '6+', minAge: 6 },
  { id: 3, title: '12+', minAge: 12 },
  { id: 4, title: '16+', minAge: 16 },
  { id: 5, title: '18+', minAge: 18 },
];

const ageById = new Map(AGE_RATINGS.map((rating) => [rating.id, rating]));

export function priceOf(min: number, max: number): EventPrice {
  if (max === 0) return { min: 0, max: 0, isFree: true, text: 'Бесплатно' };
  const text = min === max ? `${min} ₽` : `от ${min} ₽`;
  return { min, max, isFree: false, text };
}

/** Maps a page of event rows to domain events, in the rows' order. */
export async function toEvents(
  db: Db,
  publicUrl: string,
  rows: EventRow[],
  userId: number | null,
): Promise<Event[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [typeRows, places, favorites] = await Promise.all([
    db.selectFrom('eventEventTypes').selectAll().where('eventId', 'in', ids).orderBy('eventTypeId').execute(),
    placesByIds(
      db,
      rows.flatMap((row) => (row.placeId === null ? [] : [row.placeId])),
    ),
    userId === null
      ? Promise.resolve([])
      : db
          .selectFrom('favoriteEvents')
          .select('eventId')
          .where('userId', '=', userId)
          .where('eventId', 'in', ids)
          .execute(),
  ]);
  const favoriteIds = new Set(favorites.map((row) => row.eventId));
  const typesByEvent = new Map<number, Event['eventTypes']>();
  for (const { eventId, eventTypeId } of typeRows) {
    const type = findEventTypeById(eventTypeId);
    if (!type) continue;
    const list = typesByEvent.get(eventId) ?? [];
    list.push({ id: type.id, title: type.title });
    typesByEvent.set(eventId, list);
  }
  return rows.map((row) => {
    const zone = cityTimezone(row.cityId);
    const place = row.placeId === null ? undefined : places.get(row.placeId);
    return {
      id: row.id,
      slug: row.slug,
      city: cityAliasById.get(row.cityId) ?? '',
      title: row.title,
      shortDescription: row.shortDescription,
      description: row.description,
      dateStart: formatDateTime(zone, row.startsAt),
      dateEnd: formatDateTime(zone, row.endsAt),
      startsAt: formatIsoInZone(zone, row.startsAt),
      endsAt: formatIsoInZone(zone, row.endsAt),
      place: place ? placeSummary(publicUrl, place) : null,
      address: row.address,
      price: priceOf(row.priceMin, row.priceMax),
      ageRating: ageById.get(row.ageRatingId) ?? AGE_RATINGS[0]!,
      image: mediaUrl(publicUrl, row.images[0]?.path ?? `events/${row.id}-1.svg`),
      images: gallery(publicUrl, row.images),
      eventTypes: typesByEvent.get(row.id) ?? [],
      isFavorite: favoriteIds.has(row.id) ? 1 : 0,
      favoritesCnt: row.favoritesCnt,
    };
  });
}
