// Following a place (issue 24). Whether the visitor follows a place is personal: it comes with their session in
// the browser (GET /me lists the followed places; never while the public page renders on the server), and a
// button shows a placeholder of its own size until it is known. An anonymous visitor is asked to sign in, and the follow is
// made once the sign-in completes; closing the login modal instead forgets it.
import {
  $isAuthenticated,
  $personalLists,
  isApiError,
  loggedOut,
  loginCompleted,
  loginRequested,
  modalClosed,
  subscriptionOfferRequested,
} from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { setFollowing } from '../../shared/api/follows';
import { $knownAnonymous } from '../../shared/model/session';

/** A follow button of this place is on screen (in the browser), or no longer. */
export const followShown = createEvent<number>();
export const followHidden = createEvent<number>();
/** The button of this place was pressed. */
export const followToggled = createEvent<number>();
/** States known from elsewhere (the profile's list of followed places): no need to ask for them. */
export const followingLearned = createEvent<Record<number, boolean>>();

type States = Record<number, boolean>;

/** Whether the visitor follows these places, from the list their session brought (`followed`). */
export const loadFollowingFx = createEffect(
  ({ placeIds, followed }: { placeIds: number[]; followed: number[] }) =>
    Object.fromEntries(placeIds.map((id) => [id, followed.includes(id)])) as States,
);
export const setFollowingFx = createEffect(
  async ({ placeId, follow }: { placeId: number; follow: boolean }) => ({
    [placeId]: await setFollowing(placeId, follow),
  }),
);

const logFailureFx = createEffect((error: unknown) => {
  console.error('[follows]', error);
});

/** Ids of the places whose button is on screen (a place may have several: the profile, its page). */
export const $shownPlaces = createStore<number[]>([])
  .on(followShown, (ids, id) => [...ids, id])
  .on(followHidden, (ids, id) => {
    const at = ids.indexOf(id);
    return at === -1 ? ids : [...ids.slice(0, at), ...ids.slice(at + 1)];
  });

/** What the API said of the signed-in visitor, by place id. A place not in it is not known yet. */
export const $following = createStore<States>({})
  .on([loadFollowingFx.doneData, setFollowingFx.doneData, followingLearned], (states, answer) => ({
    ...states,
    ...answer,
  }))
  .reset(loggedOut);

/** Places with a follow or unfollow in flight: another press waits for it. */
export const $followPending = createStore<Record<number, true>>({})
  .on(setFollowingFx, (pending, { placeId }) => ({ ...pending, [placeId]: true }))
  .on(setFollowingFx.finally, (pending, { params }) => {
    const { [params.placeId]: _, ...rest } = pending;
    return rest;
  });

/** A secret place is followed with premium only (SPEC.md 1): the API's 403 is an offer, not a failure to retry. */
const needsPremium = (error: unknown) => isApiError(error) && error.code === 'subscription_required';

/** The place whose last follow or unfollow failed: its button says so. */
export const $followFailed = createStore<number | null>(null, { skipVoid: false })
  .on(setFollowingFx.fail, (_, { params, error }) => (needsPremium(error) ? null : params.placeId))
  .reset(setFollowingFx);
sample({
  clock: setFollowingFx.failData,
  filter: needsPremium,
  fn: () => ({ source: 'follow-secret-place' }),
  target: subscriptionOfferRequested,
});

/** A place an anonymous visitor asked to follow: followed once the sign-in completes. */
export const $followAfterLogin = createStore<number | null>(null, { skipVoid: false }).reset(loggedOut);

sample({
  clock: followShown,
  source: { signedIn: $isAuthenticated, states: $following, lists: $personalLists },
  filter: ({ signedIn, states }, id) => signedIn && !(id in states),
  fn: ({ lists }, id) => ({ placeIds: [id], followed: lists.followedPlaces }),
  target: loadFollowingFx,
});
// The session arrived after the buttons (a page's start): they learn their state from its lists.
sample({
  clock: $personalLists.updates,
  source: { signedIn: $isAuthenticated, shown: $shownPlaces },
  filter: ({ signedIn, shown }) => signedIn && shown.length > 0,
  fn: ({ shown }, lists) => ({ placeIds: [...new Set(shown)], followed: lists.followedPlaces }),
  target: loadFollowingFx,
});

sample({
  clock: followToggled,
  filter: $knownAnonymous,
  fn: () => ({ source: 'follow' }),
  target: loginRequested,
});
sample({ clock: followToggled, filter: $knownAnonymous, target: $followAfterLogin });
sample({
  clock: followToggled,
  source: { signedIn: $isAuthenticated, states: $following, pending: $followPending },
  filter: ({ signedIn, states, pending }, id) => signedIn && id in states && !pending[id],
  fn: ({ states }, id) => ({ placeId: id, follow: !states[id] }),
  target: setFollowingFx,
});

// Signed in: the asked-for follow is made, and the other buttons on screen learn their state.
const signedInOnPage = sample({
  clock: loginCompleted,
  source: { shown: $shownPlaces, pending: $followAfterLogin, lists: $personalLists },
});
sample({
  clock: signedInOnPage,
  filter: ({ pending }) => pending !== null,
  fn: ({ pending }) => ({ placeId: pending as number, follow: true }),
  target: setFollowingFx,
});
sample({
  clock: signedInOnPage,
  filter: ({ shown, pending }) => shown.some((id) => id !== pending),
  fn: ({ shown, pending, lists }) => ({
    placeIds: [...new Set(shown)].filter((id) => id !== pending),
    followed: lists.followedPlaces,
  }),
  target: loadFollowingFx,
});
$followAfterLogin.reset(signedInOnPage);
sample({
  clock: modalClosed,
  filter: ({ id }) => id === 'login',
  target: $followAfterLogin.reinit,
});

sample({
  clock: setFollowingFx.failData,
  filter: (error) => !needsPremium(error),
  target: logFailureFx,
});
