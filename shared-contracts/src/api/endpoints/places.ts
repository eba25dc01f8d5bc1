// Place calls (api/README.md): list with the place-category filter, one place, favourites.
import type { Page } from '../../domain/paging';
import type { Place } from '../../domain/place';
import type { ApiClients } from '../http';
import { apiClients } from '../registry';
import type { FavoriteState } from './events';

export interface PlacesQuery {
  city: string;
  page?: number;
  perPage?: number;
  placeCategory?: readonly string[] | null;
  q?: string;
}

export function getPlaces(query: PlacesQuery, clients: ApiClients = apiClients()): Promise<Page<Place>> {
  return clients.web.get<Page<Place>>('/places', {
    query: {
      ...query,
      page: query.page ?? 1,
      perPage: query.perPage ?? 12,
      placeCategory: query.placeCategory ?? null,
    },
  });
}

/** GET /places/{id or slug}; a secret place answers 403 'Доступно только по подписке' without premium. */
export function getPlace(
  city: string,
  idOrSlug: number | string,
  clients: ApiClients = apiClients(),
): Promise<Place> {
  return clients.web.get<Place>(`/places/${encodeURIComponent(String(idOrSlug))}`, { query: { city } });
}

export function subscribePlace(id: number, clients: ApiClients = apiClients()): Promise<FavoriteState> {
  return clients.web.post<FavoriteState>(`/places/${id}/subscribe`);
}

export function unsubscribePlace(id: number, clients: ApiClients = apiClients()): Promise<FavoriteState> {
  return clients.web.delete<FavoriteState>(`/places/${id}/subscribe`);
}
