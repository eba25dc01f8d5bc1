// The /events filters (SPEC.md 7.1) as one Kysely query, and the page of event cards they select in one round
// trip. Dates are the city's local days; with show_past=0 a window lists events starting in it, with
// show_past=1 («Показывать уже идущие») also those that began earlier and still run. An event that has ended
// is listed only for a window that lies entirely in the past (see `queryEvents`). Near a point (geo.ts), the
// events of the places within the radius come nearest first.
import type { City, Page } from '@kaver/shared-contracts/domain';
import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { parseDayMonthYear, parseTimeOfDay, zonedTime } from '../lib/dates';
import { EVENT_COLUMNS, type EventCardRow, eventCard } from './events';
import { distanceMeters, type NearPoint, withinRadius } from './geo';
import { COUNT_ALL, FULL_COUNT, type Paging, paged } from './paging';
import { textMatches, textRank, withTypoFallback } from './text-search';

export interface EventFilters {
  dateStart: string | null;
  dateEnd: string | null;
  timeStart: string | null;
  timeEnd: string | null;
  costStart: number | null;
  costEnd: number | null;
  idAge: number | null;
  idCollection: number[] | null;
  categories: number[] | null;
  placeCategories: string[] | null;
  /** Events held at this place. */
  idPlace: number | null;
  showPast: boolean;
  /** Free-text search over title and short description (text-search.ts). */
  text?: string | null;
  /** Only events at places within the radius of this point, nearest first, with their distance. */
  near?: NearPoint | null;
  /** Whether `near` may take in secret places: only for a subscriber (secret-places.ts). */
  nearSecretPlaces?: boolean;
}

/** 'date': soonest first (lists); 'relevance': best text match first (search). */
export type EventOrder = 'date' | 'relevance';

export const NO_FILTERS: EventFilters = {
  dateStart: null,
  dateEnd: null,
  timeStart: null,
  timeEnd: null,
  costStart: null,
  costEnd: null,
  idAge: null,
  idCollection: null,
  categories: null,
  placeCategories: null,
  idPlace: null,
  showPast: false,
};

/**
 * The events that have not ended at `now`: the rule of every answer of current events (lists, counts, search,
 * articles, suggestions, the sitemap). `ends_at` is never null (migration 0001), so nothing falls back to
 * `starts_at`: an event written without an end of its own has its start as its end.
 */
export function notEnded(now: Date): Expression<SqlBool> {
  return expressionBuilder<Database, 'events'>()('events.endsAt', '>=', now);
}

function dayStart(city: City, text: string, field: string, plusDays = 0): Date {
  const date = parseDayMonthYear(text);
  if (!date) throw badRequest(`${field} must be a real date DD.MM.YYYY`, field);
  return zonedTime(city.timezone, date.year, date.month, date.day + plusDays);
}

function minuteOf(text: string, field: string): number {
  const minutes = parseTimeOfDay(text);
  if (minutes === null) throw badRequest(`${field} must be HH:mm`, field);
  return minutes;
}

export async function queryEvents(
  db: Db,
  city: City,
  filters: EventFilters,
  paging: Paging,
  now: Date,
  userId: number | null,
  order: EventOrder = 'date',
): Promise<Page<EventCardRow>> {
  const from = filters.dateStart ? dayStart(city, filters.dateStart, 'date_start') : null;
  const to = filters.dateEnd ? dayStart(city, filters.dateEnd, 'date_end', 1) : null;
  if (from && to && to <= from) throw badRequest('date_end is before date_start', 'date_end');
  const timeFrom = filters.timeStart ? minuteOf(filters.timeStart, 'time_start') : null;
  const timeTo = filters.timeEnd ? minuteOf(filters.timeEnd, 'time_end') : null;
  if (filters.costStart !== null && filters.costEnd !== null && filters.costEnd < filters.costStart) {
    throw badRequest('cost_end is below cost_start', 'cost_end');
  }

  // Against now (the total is counted over this same query; GET /events/types counts the events not ended, what
  // the list holds without a window, either show_past):
  // - show_past=0: events not ended yet; a window lists those starting in it (one that began on a past day of
  //   the window and still runs too).
  // - show_past=1, «Показывать уже идущие»: also what began before the window and still runs. An event that has
  //   ended is not going on: it is left out like any other list of current events, with or without a window,
  //   near a point or not.
  // - show_past=1 with a window that lies entirely in the past (its last day before today: someone asking for
  //   yesterday's dates): what was on in it, ended or not, as the list has always answered such a window.
  //   A window that reaches today or later is not past: its ended events stay out.
  const pastWindow = filters.showPast && to !== null && to <= now;
  let query = db.selectFrom('events').where('events.cityId', '=', city.id);
  if (!pastWindow) query = query.where(notEnded(now));
  if (from) {
    query = filters.showPast
      ? query.where('events.endsAt', '>=', from)
      : query.where('events.startsAt', '>=', from);
  }
  if (to) query = query.where('events.startsAt', '<', to);
  if (timeFrom !== null) query = query.where('events.startMinute', '>=', timeFrom);
  if (timeTo !== null) query = query.where('events.startMinute', '<=', timeTo);
  if (filters.costStart !== null) query = query.where('events.priceMax', '>=', filters.costStart);
  if (filters.costEnd !== null) query = query.where('events.priceMin', '<=', filters.costEnd);
  if (filters.idAge !== null) query = query.where('events.ageRatingId', '=', filters.idAge);
  if (filters.idPlace !== null) query = query.where('events.placeId', '=', filters.idPlace);
  const { idCollection, categories, placeCategories, text, near } = filters;
  if (near) {
    query = query.where('events.placeId', 'in', (eb) =>
      eb
        .selectFrom('places as near')
        .select('near.id')
        .where('near.cityId', '=', city.id)
        .where(withinRadius(near, 'near'))
        .$if(!filters.nearSecretPlaces, (places) => places.where('near.isSecret', '=', false)),
    );
  }
  if (idCollection && idCollection.length > 0) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('collectionEvents')
          .whereRef('collectionEvents.eventId', '=', 'events.id')
          .where('collectionEvents.collectionId', 'in', idCollection)
          .select(sql`1`.as('one')),
      ),
    );
  }
  if (categories && categories.length > 0) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('eventEventTypes')
          .whereRef('eventEventTypes.eventId', '=', 'events.id')
          .where('eventEventTypes.eventTypeId', 'in', categories)
          .select(sql`1`.as('one')),
      ),
    );
  }
  if (placeCategories && placeCategories.length > 0) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('places')
          .whereRef('places.id', '=', 'events.placeId')
          .where('places.category', 'in', placeCategories)
          .select(sql`1`.as('one')),
      ),
    );
  }

  const page = (typos: boolean) => {
    const matching = text ? query.where(textMatches('events', text, typos)) : query;
    let rows = matching
      .select(EVENT_COLUMNS)
      .select(FULL_COUNT)
      .select((eb) => eventCard(eb, userId))
      .select(
        (near
          ? sql<number | null>`(select ${distanceMeters(near, 'near')} from places near
              where near.id = events.place_id)`
          : sql<number | null>`null`
        ).as('distance'),
      );
    if (near) rows = rows.orderBy('distance');
    if (order === 'relevance' && text) rows = rows.orderBy(textRank('events', text), 'desc');
    return paged(paging, rows.orderBy('events.startsAt').orderBy('events.id'), matching.select(COUNT_ALL));
  };
  return text ? withTypoFallback(text, page, (found) => found.total > 0) : page(false);
}
