// The favourite toggle (SPEC.md 4): 0 -> subscribe (count +1, flag 1), otherwise unsubscribe (count -1, flag 0).
// A failure leaves the state as it was and is only logged. An anonymous visitor is asked to sign in, and the
// favourite is made once the sign-in completes; a press while the session is still loading does nothing.
import {
  $isAuthenticated,
  $personalLists,
  loggedOut,
  loginCompleted,
  loginRequested,
  modalClosed,
} from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { type FavouriteKind, setFavourite } from '../../shared/api/favourites';
import { $knownAnonymous } from '../../shared/model/session';

export interface FavouriteState {
  isFavorite: 0 | 1;
  favoritesCnt: number;
}

export interface FavouriteTarget extends FavouriteState {
  kind: FavouriteKind;
  id: number;
}

export const favouriteKey = (target: Pick<FavouriteTarget, 'kind' | 'id'>) => `${target.kind}:${target.id}`;

export function nextFavouriteState({ isFavorite, favoritesCnt }: FavouriteState): FavouriteState {
  return isFavorite === 0
    ? { isFavorite: 1, favoritesCnt: favoritesCnt + 1 }
    : { isFavorite: 0, favoritesCnt: Math.max(0, favoritesCnt - 1) };
}

/** The button was pressed with the state it shows. */
export const favouriteToggled = createEvent<FavouriteTarget>();

export const toggleFavouriteFx = createEffect(async (target: FavouriteTarget) => {
  await setFavourite(target.kind, target.id, target.isFavorite === 0);
  return { key: favouriteKey(target), state: nextFavouriteState(target) };
});

const logFailureFx = createEffect((error: unknown) => {
  console.error('[favourites] toggle failed', error);
});

/** States changed on this page after a toggle, by key; they win over the loaded data. */
export const $favouriteOverrides = createStore<Record<string, FavouriteState>>({})
  .on(toggleFavouriteFx.doneData, (overrides, { key, state }) => ({ ...overrides, [key]: state }))
  .reset(loggedOut, loginCompleted);

/** Keys with a request in flight: another press waits for it. */
export const $favouritesPending = createStore<Record<string, true>>({})
  .on(toggleFavouriteFx, (pending, target) => ({ ...pending, [favouriteKey(target)]: true }))
  .on(toggleFavouriteFx.finally, (pending, { params }) => {
    const { [favouriteKey(params)]: _, ...rest } = pending;
    return rest;
  });

/** What an anonymous visitor pressed: made a favourite once the sign-in completes. */
export const $favouriteAfterLogin = createStore<FavouriteTarget | null>(null, { skipVoid: false }).reset(
  loggedOut,
);

sample({
  clock: favouriteToggled,
  filter: $knownAnonymous,
  fn: () => ({ source: 'favourite' }),
  target: loginRequested,
});
sample({ clock: favouriteToggled, filter: $knownAnonymous, target: $favouriteAfterLogin });
// Signed in: the favourite is made, unless the account keeps it already (then the page just shows it kept).
const signedInWithPending = sample({
  clock: loginCompleted,
  source: { pending: $favouriteAfterLogin, lists: $personalLists },
  filter: ({ pending }) => pending !== null,
  fn: ({ pending, lists }) => ({ target: pending as FavouriteTarget, lists }),
});
sample({
  clock: signedInWithPending,
  filter: ({ target, lists }) =>
    !(target.kind === 'events' ? lists.favouriteEvents : lists.favouritePlaces).includes(target.id),
  fn: ({ target }) => ({ ...target, isFavorite: 0 as const }),
  target: toggleFavouriteFx,
});
$favouriteAfterLogin.reset(signedInWithPending);
sample({ clock: modalClosed, filter: ({ id }) => id === 'login', target: $favouriteAfterLogin.reinit });

sample({
  clock: favouriteToggled,
  source: { signedIn: $isAuthenticated, pending: $favouritesPending },
  filter: ({ signedIn, pending }, target) => signedIn && !pending[favouriteKey(target)],
  fn: (_, target) => target,
  target: toggleFavouriteFx,
});

sample({ clock: toggleFavouriteFx.failData, target: logFailureFx });
