import { apiClients, type DatingProfile, type Page } from '@kaver/shared-contracts';

/** Dating cards come 15 a page (SPEC.md 9). */
export const DATING_PAGE_SIZE = 15;

/** GET /events/{id}/profiles: people going to an event. */
export function fetchEventProfiles(eventId: number, city: string, page = 1): Promise<Page<DatingProfile>> {
  return apiClients().web.get<Page<DatingProfile>>(`/events/${eventId}/profiles`, {
    query: { city, page, perPage: DATING_PAGE_SIZE },
  });
}

/** GET /profiles: the dating profiles of a city. */
export function fetchCityProfiles(city: string, page = 1): Promise<Page<DatingProfile>> {
  return apiClients().web.get<Page<DatingProfile>>('/profiles', {
    query: { city, page, perPage: DATING_PAGE_SIZE },
  });
}
