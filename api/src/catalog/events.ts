// Events: the columns of an event card and the mapping to the Event domain type. A card's event types, its
// place and the caller's favourite flag come in the same query as the event rows (`eventCard`), so a page of
// events is one round trip to the database, whatever its size.
import { findEventTypeById } from '@kaver/shared-contracts/data';
import type { AgeRating, Event, EventPrice } from '@kaver/shared-contracts/domain';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/schema';
import { formatDateTime, formatIsoInZone } from '../lib/dates';
import { cityAliasOf, cityTimezone } from './cities';
import { gallery, mediaUrl } from './media';
import { type PlaceSummaryRow, placeSummary } from './places';
import { revealsAddress } from './secret-places';

export type EventRow = Selectable<Database['events']>;

/** The columns of `events` a card shows: select them with `.select(EVENT_COLUMNS)`. */
export const EVENT_COLUMNS = [
  'events.id',
  'events.slug',
  'events.cityId',
  'events.placeId',
  'events.title',
  'events.shortDescription',
  'events.description',
  'events.address',
  'events.startsAt',
  'events.endsAt',
  'events.priceMin',
  'events.priceMax',
  'events.ageRatingId',
  'events.images',
  'events.favoritesCnt',
] as const;

/** An event row with what its card shows beside it. */
export interface EventCardRow
  extends Pick<
    EventRow,
    | 'id'
    | 'slug'
    | 'cityId'
    | 'placeId'
    | 'title'
    | 'shortDescription'
    | 'description'
    | 'address'
    | 'startsAt'
    | 'endsAt'
    | 'priceMin'
    | 'priceMax'
    | 'ageRatingId'
    | 'images'
    | 'favoritesCnt'
  > {
  typeIds: number[];
  place: PlaceSummaryRow | null;
  isFavorite: boolean;
  /** Meters from the point of a nearby list (geo.ts); null or absent elsewhere. */
  distance?: number | null;
}

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

/**
 * What a card shows beside the event's own columns, for a query over `events`: select them with
 * `.select(EVENT_COLUMNS).select((eb) => eventCard(eb, userId))`.
 */
export function eventCard(eb: ExpressionBuilder<Database, 'events'>, userId: number | null) {
  return [
    // ARRAY() reads the types in key order from the primary key index: no sort per row.
    sql<number[]>`array(select t.event_type_id from event_event_types t where t.event_id = events.id
      order by t.event_type_id)`.as('typeIds'),
    jsonObjectFrom(
      eb
        .selectFrom('places')
        .select([
          'places.id',
          'places.slug',
          'places.title',
          'places.category',
          'places.address',
          'places.latitude',
          'places.longitude',
          'places.images',
          'places.isSecret',
        ])
        .whereRef('places.id', '=', 'events.placeId'),
    ).as('place'),
    sql<boolean>`${
      userId === null
        ? sql`false`
        : eb.exists(
            eb
              .selectFrom('favoriteEvents')
              .select(sql`1`.as('one'))
              .whereRef('favoriteEvents.eventId', '=', 'events.id')
              .where('favoriteEvents.userId', '=', userId),
          )
    }`.as('isFavorite'),
  ] as const;
}

/**
 * Maps event card rows to domain events, in the rows' order. Without premium an event at a secret place shows
 * the place concealed and no address of its own (catalog/secret-places.ts).
 */
export function toEvents(publicUrl: string, rows: readonly EventCardRow[], premium: boolean): Event[] {
  return rows.map((row) => {
    const zone = cityTimezone(row.cityId);
    const place = row.place ? placeSummary(publicUrl, row.place, premium) : null;
    return {
      id: row.id,
      slug: row.slug,
      city: cityAliasOf(row.cityId),
      title: row.title,
      shortDescription: row.shortDescription,
      description: row.description,
      dateStart: formatDateTime(zone, row.startsAt),
      dateEnd: formatDateTime(zone, row.endsAt),
      startsAt: formatIsoInZone(zone, row.startsAt),
      endsAt: formatIsoInZone(zone, row.endsAt),
      place,
      address: revealsAddress(place, premium) ? row.address : '',
      price: priceOf(row.priceMin, row.priceMax),
      ageRating: ageById.get(row.ageRatingId) ?? AGE_RATINGS[0]!,
      image: mediaUrl(publicUrl, row.images[0]?.path ?? `events/${row.id}-1.svg`),
      images: gallery(publicUrl, row.images),
      eventTypes: row.typeIds.flatMap((id) => {
        const type = findEventTypeById(id);
        return type ? [{ id: type.id, title: type.title }] : [];
      }),
      isFavorite: row.isFavorite ? 1 : 0,
      favoritesCnt: row.favoritesCnt,
      ...(row.distance != null && { distance: row.distance }),
    };
  });
}
