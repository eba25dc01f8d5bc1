import { apiClients, type Page, type Place } from '@kaver/shared-contracts';

export const PLACES_PER_PAGE = 12;

export interface PlacesQuery {
  city: string;
  page?: number;
  perPage?: number;
  category?: string | null;
}

export function fetchPlaces(query: PlacesQuery): Promise<Page<Place>> {
  return apiClients().web.get<Page<Place>>('/places', {
    query: {
      city: query.city,
      page: query.page ?? 1,
      perPage: query.perPage ?? PLACES_PER_PAGE,
      placeCategory: query.category ?? null,
    },
  });
}

export function fetchPlace(city: string, slug: string): Promise<Place> {
  return apiClients().web.get<Place>(`/places/${encodeURIComponent(slug)}`, { query: { city } });
}
