// One place and the events held there (SPEC.md 7.1): the place page's calls, apart from the places list (places.ts).
import { apiClients, type Event, type Page, type Place } from '@kaver/shared-contracts';

export async function fetchPlace(city: string, slug: string): Promise<Place> {
  const { data } = await apiClients().web.get<Place>(`/places/${encodeURIComponent(slug)}`, {
    params: { city },
  });
  return data;
}

/** The first 12 current and coming events held at one place (GET /events?id_place). */
export async function fetchPlaceEvents(city: string, placeId: number): Promise<Page<Event>> {
  const { data } = await apiClients().web.get<Page<Event>>('/events', {
    params: { city, page: 1, perPage: 12, idPlace: placeId, showPast: 0 },
  });
  return data;
}
