import { apiClients, type Event, type Page, type Place } from '@kaver/shared-contracts';

export type FavouriteKind = 'events' | 'places';

/** SPEC.md 9: favourites 20 a page. */
export const FAVOURITES_PER_PAGE = 20;

/** POST adds a favourite, DELETE removes it (SPEC.md 7.1; the places twin has the same shape). */
export function setFavourite(kind: FavouriteKind, id: number, favourite: boolean) {
  const path = `/${kind}/${id}/subscribe`;
  const web = apiClients().web;
  return favourite
    ? web.post<{ isFavorite: 0 | 1; favoritesCnt: number }>(path)
    : web.delete<{ isFavorite: 0 | 1; favoritesCnt: number }>(path);
}

export function fetchFavouriteEvents(page = 1): Promise<Page<Event>> {
  return apiClients().web.get<Page<Event>>('/profile/events/favorites', {
    query: { page, perPage: FAVOURITES_PER_PAGE },
  });
}

export function fetchFavouritePlaces(page = 1): Promise<Page<Place>> {
  return apiClients().web.get<Page<Place>>('/profile/places/favorites', {
    query: { page, perPage: FAVOURITES_PER_PAGE },
  });
}
