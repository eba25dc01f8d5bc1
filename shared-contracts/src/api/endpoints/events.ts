// Event calls of SPEC.md 7.1 on the web client (api/README.md lists every path).

import type { ArticleSummary } from '../../domain/article';
import type { DatingProfile } from '../../domain/dating-profile';
import type { Event, EventTypeCount } from '../../domain/event';
import type { Page } from '../../domain/paging';
import type { ApiClients } from '../http';
import { apiClients } from '../registry';

export interface EventsQuery {
  city: string;
  page?: number;
  perPage?: number;
  /** 'DD.MM.YYYY' */
  dateStart?: string | null;
  dateEnd?: string | null;
  /** 'HH:mm' */
  timeStart?: string | null;
  timeEnd?: string | null;
  costStart?: number | null;
  costEnd?: number | null;
  idAge?: number | null;
  idCollection?: readonly number[] | null;
  categories?: readonly number[] | null;
  placeCategory?: string | null;
  showPast?: 0 | 1;
  q?: string;
}

/** GET /events with SPEC.md's defaults: page 1, 6 a page, 'null' for every unset filter, showPast 0. */
export function getEvents(query: EventsQuery, clients: ApiClients = apiClients()): Promise<Page<Event>> {
  return clients.web.get<Page<Event>>('/events', {
    query: {
      dateStart: null,
      dateEnd: null,
      timeStart: null,
      timeEnd: null,
      costStart: null,
      costEnd: null,
      idAge: null,
      idCollection: null,
      categories: null,
      ...query,
      page: query.page ?? 1,
      perPage: query.perPage ?? 6,
      showPast: query.showPast ?? 0,
    },
  });
}

export function getEventTypes(city: string, clients: ApiClients = apiClients()): Promise<EventTypeCount[]> {
  return clients.web.get<EventTypeCount[]>('/events/types', { query: { city } });
}

/** GET /events/{id or slug}; rejects with 'City is required' without a city (SPEC.md 5). */
export function getEvent(
  city: string,
  idOrSlug: number | string,
  clients: ApiClients = apiClients(),
): Promise<Event> {
  if (!city) return Promise.reject(new Error('City is required'));
  return clients.web.get<Event>(`/events/${encodeURIComponent(String(idOrSlug))}`, { query: { city } });
}

export function getSimilarEvents(
  city: string,
  id: number,
  page = 1,
  clients: ApiClients = apiClients(),
): Promise<Page<Event>> {
  return clients.web.get<Page<Event>>(`/events/${id}/similar`, { query: { city, page, perPage: 6 } });
}

export function getEventProfiles(
  city: string,
  id: number,
  page = 1,
  clients: ApiClients = apiClients(),
): Promise<Page<DatingProfile>> {
  return clients.web.get<Page<DatingProfile>>(`/events/${id}/profiles`, {
    query: { city, page, perPage: 15 },
  });
}

export function getEventArticles(
  id: number,
  clients: ApiClients = apiClients(),
): Promise<Page<ArticleSummary>> {
  return clients.web.get<Page<ArticleSummary>>(`/events/${id}/articles`, {
    query: { page: null, perPage: null },
  });
}

export interface FavoriteState {
  isFavorite: 0 | 1;
  favoritesCnt: number;
}

/** POST /events/{id}/subscribe (idempotent). */
export function subscribeEvent(id: number, clients: ApiClients = apiClients()): Promise<FavoriteState> {
  return clients.web.post<FavoriteState>(`/events/${id}/subscribe`);
}

/** DELETE /events/{id}/subscribe (idempotent). */
export function unsubscribeEvent(id: number, clients: ApiClients = apiClients()): Promise<FavoriteState> {
  return clients.web.delete<FavoriteState>(`/events/${id}/subscribe`);
}
