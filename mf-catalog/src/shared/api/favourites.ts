import { apiClients, type Event, type Page, type Place } from '@kaver/shared-contracts';

export type FavouriteKind = 'events' | 'places';

/** SPEC.md 9: favourites 20 a page. */
export const FAVOURITES_PER_PAGE = 20;

/** What the API answers a toggle with. */
type FavouriteCount = Pick<Event, 'isFavorite' | 'favoritesCnt'>;

/** POST adds a favourite, DELETE removes it (SPEC.md 7.1; the places twin has the same shape). */
export async function setFavourite(
  kind: FavouriteKind,
  id: number,
  favourite: boolean,
): Promise<FavouriteCount> {
  const path = `/${kind}/${id}/subscribe`;
  const web = apiClients().web;
  const { data } = favourite ? await web.post<FavouriteCount>(path) : await web.delete<FavouriteCount>(path);
  return data;
}

export async function fetchFavouriteEvents(page = 1): Promise<Page<Event>> {
  const { data } = await apiClients().web.get<Page<Event>>('/profile/events/favorites', {
    params: { page, perPage: FAVOURITES_PER_PAGE },
  });
  return data;
}

export async function fetchFavouritePlaces(page = 1): Promise<Page<Place>> {
  const { data } = await apiClients().web.get<Page<Place>>('/profile/places/favorites', {
    params: { page, perPage: FAVOURITES_PER_PAGE },
  });
  return data;
}
