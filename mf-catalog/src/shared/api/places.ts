import { apiClients, type Page, type Place } from '@kaver/shared-contracts';

export const PLACES_PER_PAGE = 12;

/** A point and a radius in meters: the list then holds what is within it, nearest first, with `distance`. */
export interface NearQuery {
  latitude: number;
  longitude: number;
  radius: number;
}

/** The API's lat, lon and radius parameters, or none. */
export const nearParams = (near: NearQuery | undefined) =>
  near ? { lat: near.latitude, lon: near.longitude, radius: near.radius } : {};

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

export async function fetchPlace(city: string, slug: string): Promise<Place> {
  const { data } = await apiClients().web.get<Place>(`/places/${encodeURIComponent(slug)}`, {
    params: { city },
  });
  return data;
}
