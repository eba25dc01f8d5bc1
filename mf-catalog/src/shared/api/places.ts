// GET /places: a city's places, a page at a time (SPEC.md 7.1). One place and its events: place.ts.
import { apiClients, type Page, type Place } from '@kaver/shared-contracts';
import { type NearQuery, nearParams } from './near';

export const PLACES_PER_PAGE = 12;

export interface PlacesQuery {
  city: string;
  page?: number;
  perPage?: number;
  category?: string | null;
  near?: NearQuery;
}

export async function fetchPlaces(query: PlacesQuery): Promise<Page<Place>> {
  const { data } = await apiClients().web.get<Page<Place>>('/places', {
    params: {
      city: query.city,
      page: query.page ?? 1,
      perPage: query.perPage ?? PLACES_PER_PAGE,
      placeCategory: query.category ?? null,
      ...nearParams(query.near),
    },
  });
  return data;
}
