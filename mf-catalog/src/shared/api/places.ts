import { apiClients, type Page, type Place } from '@kaver/shared-contracts';

export const PLACES_PER_PAGE = 12;

export interface PlacesQuery {
  city: string;
  page?: number;
  perPage?: number;
  category?: string | null;
}

export async function fetchPlaces(query: PlacesQuery): Promise<Page<Place>> {
  const { data } = await apiClients().web.get<Page<Place>>('/places', {
    params: {
      city: query.city,
      page: query.page ?? 1,
      perPage: query.perPage ?? PLACES_PER_PAGE,
      placeCategory: query.category ?? null,
    },
  });
  return data;
}

export async function fetchPlace(city: string, slug: string): Promise<Place> {
  const { data } = await apiClients().web.get<Place>(`/places/${encodeURIComponent(slug)}`, {
    params: { city },
  });
  return data;
}
