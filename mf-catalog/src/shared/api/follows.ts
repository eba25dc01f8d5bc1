// Followed places (issue 24; the API's routes/follows.ts). Every call is personal: made in the browser after
// hydration, never while a public page renders on the server.
import { apiClients, type Event, type Page, type Place } from '@kaver/shared-contracts';

/** The profile lists followed places 20 a page, as favourites; their coming events 12 a page. */
export const FOLLOWED_PLACES_PER_PAGE = 20;
export const FOLLOWED_EVENTS_PER_PAGE = 12;

const followPath = (placeId: number) => `/places/${placeId}/follow`;
const CALENDAR_PATH = '/profile/calendar-feed/followed-places';

/** Follows (or stops following) the place; answers whether the caller follows it now. */
export async function setFollowing(placeId: number, follow: boolean): Promise<boolean> {
  const web = apiClients().web;
  const path = followPath(placeId);
  const { data } = follow
    ? await web.post<{ isFollowing: boolean }>(path)
    : await web.delete<{ isFollowing: boolean }>(path);
  return data.isFollowing;
}

export async function fetchFollowedPlaces(page = 1): Promise<Page<Place>> {
  const { data } = await apiClients().web.get<Page<Place>>('/profile/places/follows', {
    params: { page, perPage: FOLLOWED_PLACES_PER_PAGE },
  });
  return data;
}

/** «Новое в твоих местах»: coming events at the followed places, soonest first. */
export async function fetchFollowedPlaceEvents(page = 1): Promise<Page<Event>> {
  const { data } = await apiClients().web.get<Page<Event>>('/profile/places/follows/events', {
    params: { page, perPage: FOLLOWED_EVENTS_PER_PAGE },
  });
  return data;
}

/** Whether the personal calendar feed takes in the events of the followed places. */
export async function fetchFollowsInCalendar(): Promise<boolean> {
  const { data } = await apiClients().web.get<{ included: boolean }>(CALENDAR_PATH);
  return data.included;
}

export async function setFollowsInCalendar(included: boolean): Promise<boolean> {
  const web = apiClients().web;
  const { data } = included
    ? await web.post<{ included: boolean }>(CALENDAR_PATH)
    : await web.delete<{ included: boolean }>(CALENDAR_PATH);
  return data.included;
}
