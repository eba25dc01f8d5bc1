import { createEvent, sample } from 'effector';
import { toEventCards } from '../../entities/event';
import { toPlaceCards } from '../../entities/place';
import { type FavouriteKind, fetchFavouriteEvents, fetchFavouritePlaces } from '../../shared/api/favourites';
import { createResource } from '../../shared/lib/create-resource';

export const favouritesShown = createEvent<FavouriteKind>();
export const favouriteEvents = createResource((_: number) => toEventCards(fetchFavouriteEvents()));
export const favouritePlaces = createResource((_: number) => toPlaceCards(fetchFavouritePlaces()));

// A new object each time, so a later showing always reloads (favourites change on other pages).
sample({
  clock: favouritesShown,
  filter: (kind) => kind === 'events',
  fn: () => Date.now(),
  target: favouriteEvents.load,
});
sample({
  clock: favouritesShown,
  filter: (kind) => kind === 'places',
  fn: () => Date.now(),
  target: favouritePlaces.load,
});
