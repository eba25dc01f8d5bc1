// The /events filters (SPEC.md 7.1) as one Kysely query. Dates are the city's local days; with show_past=0
// a window lists events starting in it, with show_past=1 also those that began earlier and still run.
import type { City } from '@kaver/shared-contracts/src/domain/city';
import type { Page } from '@kaver/shared-contracts/src/domain/paging';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { badRequest } from '../http/errors';
import { parseDayMonthYear, parseTimeOfDay, zonedTime } from '../lib/dates';
import type { EventRow } from './events';
import { COUNT_ALL, type Paging, paged } from './paging';

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
  /** Free-text search over title and descriptions. */
  text?: string | null;
}

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

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function queryEvents(
  db: Db,
  city: City,
  filters: EventFilters,
  paging: Paging,
  now: Date,
): Promise<Page<EventRow>> {
  const from = filters.dateStart ? dayStart(city, filters.dateStart, 'date_start') : null;
  const to = filters.dateEnd ? dayStart(city, filters.dateEnd, 'date_end', 1) : null;
  if (from && to && to <= from) throw badRequest('date_end is before date_start', 'date_end');
  const timeFrom = filters.timeStart ? minuteOf(filters.timeStart, 'time_start') : null;
  const timeTo = filters.timeEnd ? minuteOf(filters.timeEnd, 'time_end') : null;
  if (filters.costStart !== null && filters.costEnd !== null && filters.costEnd < filters.costStart) {
    throw badRequest('cost_end is below cost_start', 'cost_end');
  }

  let query = db.selectFrom('events').where('events.cityId', '=', city.id);
  if (!filters.showPast) query = query.where('events.endsAt', '>=', now);
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
  const { idCollection, categories, placeCategories, text } = filters;
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
  if (text) {
    const pattern = `%${escapeLike(text.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['events.title']), 'like', pattern),
        eb(eb.fn('lower', ['events.shortDescription']), 'like', pattern),
      ]),
    );
  }

  return paged(
    paging,
    query.selectAll('events').orderBy('events.startsAt').orderBy('events.id'),
    query.select(COUNT_ALL),
  );
}
