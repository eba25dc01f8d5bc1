import { $isAuthenticated, $personalLists } from '@kaver/shared-contracts';
import { useStoreMap, useUnit } from 'effector-react';
import { $favouriteOverrides, type FavouriteState, type FavouriteTarget, favouriteKey } from './model';

/**
 * Whether the visitor keeps an event or a place, and its count, as the page shows them. The page (public, the same
 * for everyone) brings the count; whether the visitor keeps it comes with their session after hydration (GET /me);
 * the state after a toggle on this page wins over both.
 */
export function useFavouriteState(target: FavouriteTarget): FavouriteState {
  const key = favouriteKey(target);
  const override = useStoreMap($favouriteOverrides, (overrides) => overrides[key] ?? null);
  const signedIn = useUnit($isAuthenticated);
  const kept = useStoreMap({
    store: $personalLists,
    keys: [target.kind, target.id],
    fn: (lists, [kind, id]) =>
      (kind === 'events' ? lists.favouriteEvents : lists.favouritePlaces).includes(id),
  });
  return (
    override ?? {
      favoritesCnt: target.favoritesCnt,
      isFavorite: (signedIn ? kept : target.isFavorite === 1) ? 1 : 0,
    }
  );
}
