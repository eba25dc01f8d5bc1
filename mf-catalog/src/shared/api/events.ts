// GET /events, a city's events a page at a time (SPEC.md 7.1), on the web client. Unset filters go out as 'null'
// (the client's params serializer encodes null that way), as the API expects. One event's calls: event.ts.
import { apiClients, type Event, type Page } from '@kaver/shared-contracts';
import { type NearQuery, nearParams } from './near';

/** SPEC.md 9: events 6 a page. */
export const EVENTS_PER_PAGE = 6;

export interface EventsQuery {
  city: string;
  page?: number;
  perPage?: number;
  dateStart?: string | null;
  dateEnd?: string | null;
  timeStart?: string | null;
  timeEnd?: string | null;
  costStart?: number | null;
  costEnd?: number | null;
  idAge?: number | null;
  idCollection?: readonly number[] | null;
  categories?: readonly number[] | null;
  placeCategory?: string | null;
  showPast?: 0 | 1;
  near?: NearQuery;
}

export async function fetchEvents(query: EventsQuery, signal?: AbortSignal): Promise<Page<Event>> {
  const { data } = await apiClients().web.get<Page<Event>>('/events', {
    params: {
      city: query.city,
      page: query.page ?? 1,
      perPage: query.perPage ?? EVENTS_PER_PAGE,
      dateStart: query.dateStart ?? null,
      dateEnd: query.dateEnd ?? null,
      timeStart: query.timeStart ?? null,
      timeEnd: query.timeEnd ?? null,
      costStart: query.costStart ?? null,
      costEnd: query.costEnd ?? null,
      idAge: query.idAge ?? null,
      idCollection: query.idCollection ?? null,
      categories: query.categories ?? null,
      ...(query.placeCategory && { placeCategory: query.placeCategory }),
      showPast: query.showPast ?? 0,
      ...nearParams(query.near),
    },
    signal,
  });
  return data;
}
