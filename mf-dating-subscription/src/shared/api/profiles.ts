import { apiClients, type DatingProfile, type Page } from '@kaver/shared-contracts';

/** Dating cards come 15 a page (SPEC.md 9). */
export const DATING_PAGE_SIZE = 15;

/** GET /events/{id}/profiles: people going to an event. */
export async function fetchEventProfiles(
  eventId: number,
  city: string,
  page = 1,
): Promise<Page<DatingProfile>> {
  const { data } = await apiClients().web.get<Page<DatingProfile>>(`/events/${eventId}/profiles`, {
    params: { city, page, perPage: DATING_PAGE_SIZE },
  });
  return data;
}

/** GET /profiles: the dating profiles of a city. */
export async function fetchCityProfiles(city: string, page = 1): Promise<Page<DatingProfile>> {
  const { data } = await apiClients().web.get<Page<DatingProfile>>('/profiles', {
    params: { city, page, perPage: DATING_PAGE_SIZE },
  });
  return data;
}
