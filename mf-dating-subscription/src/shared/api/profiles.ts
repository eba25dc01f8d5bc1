import { apiClients, type DatingProfile, type Event, type Page } from '@kaver/shared-contracts';

/** Dating cards come 15 a page (SPEC.md 9). */
export const DATING_PAGE_SIZE = 15;

/** GET /events/{id}/profiles: people going to an event. */
export function fetchEventProfiles(eventId: number, city: string, page = 1): Promise<Page<DatingProfile>> {
  return apiClients().web.get<Page<DatingProfile>>(`/events/${eventId}/profiles`, {
    query: { city, page, perPage: DATING_PAGE_SIZE },
  });
}

/** GET /events: the city's current events, first page (6, SPEC.md 9). */
export function fetchCityEvents(city: string): Promise<Page<Event>> {
  return apiClients().web.get<Page<Event>>('/events', { query: { city, page: 1, perPage: 6 } });
}
