// GET /events and its relatives (SPEC.md 7.1) on the web client. Unset filters go out as 'null' (the client's
// params serializer encodes null that way), as the API expects.
import {
  type ArticleSummary,
  apiClients,
  type Event,
  type EventTypeCount,
  type Page,
} from '@kaver/shared-contracts';
import { type NearQuery, nearParams } from './places';

/** SPEC.md 9: events 6 a page, similar events 6. */
export const EVENTS_PER_PAGE = 6;
export const SIMILAR_PER_PAGE = 6;

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

/** One event by slug (or id); the API needs the city (SPEC.md 5). */
export async function fetchEvent(city: string, slug: string): Promise<Event> {
  if (!city) throw new Error('City is required');
  const { data } = await apiClients().web.get<Event>(`/events/${encodeURIComponent(slug)}`, {
    params: { city },
  });
  return data;
}

export async function fetchSimilarEvents(city: string, id: number): Promise<Page<Event>> {
  const { data } = await apiClients().web.get<Page<Event>>(`/events/${id}/similar`, {
    params: { city, page: 1, perPage: SIMILAR_PER_PAGE },
  });
  return data;
}

/** SPEC.md 7.1: page and perPage both 'null'. */
export async function fetchEventArticles(id: number): Promise<Page<ArticleSummary>> {
  const { data } = await apiClients().web.get<Page<ArticleSummary>>(`/events/${id}/articles`, {
    params: { page: null, perPage: null },
  });
  return data;
}

export async function fetchEventTypes(city: string): Promise<EventTypeCount[]> {
  const { data } = await apiClients().web.get<EventTypeCount[]>('/events/types', { params: { city } });
  return data;
}

/** The first 12 current and coming events held at one place (GET /events?id_place). */
export async function fetchPlaceEvents(city: string, placeId: number): Promise<Page<Event>> {
  const { data } = await apiClients().web.get<Page<Event>>('/events', {
    params: { city, page: 1, perPage: 12, idPlace: placeId, showPast: 0 },
  });
  return data;
}
