import {
  $personalLists,
  $session,
  loginCompleted,
  loginRequested,
  modalClosed,
  type User,
} from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import {
  $favouriteAfterLogin,
  $favouriteOverrides,
  favouriteToggled,
  nextFavouriteState,
  toggleFavouriteFx,
} from './model';

const signedIn = { status: 'authenticated' as const, user: null, subscription: null };
const anonymous = { status: 'anonymous' as const, user: null, subscription: null };
const loading = { status: 'loading' as const, user: null, subscription: null };
const lists = (favouriteEvents: number[]) => ({
  favouriteEvents,
  favouritePlaces: [],
  followedPlaces: [],
});
const user = { id: 1 } as User;

/** A scope whose toggles are recorded, not sent. */
function recording(session: typeof signedIn | typeof anonymous | typeof loading) {
  const calls: (typeof target)[] = [];
  const scope = fork({
    values: [[$session, session]],
    handlers: [
      [
        toggleFavouriteFx,
        async (t: typeof target) => {
          calls.push(t);
          return { key: `${t.kind}:${t.id}`, state: nextFavouriteState(t) };
        },
      ],
    ],
  });
  return { scope, calls };
}
const target = { kind: 'events' as const, id: 5, isFavorite: 0 as const, favoritesCnt: 3 };

describe('favourite toggle (SPEC.md 4)', () => {
  test('0 subscribes with count +1; 1 unsubscribes with count -1', () => {
    expect(nextFavouriteState({ isFavorite: 0, favoritesCnt: 3 })).toEqual({
      isFavorite: 1,
      favoritesCnt: 4,
    });
    expect(nextFavouriteState({ isFavorite: 1, favoritesCnt: 4 })).toEqual({
      isFavorite: 0,
      favoritesCnt: 3,
    });
  });

  test('a signed-in toggle calls the API and records the new state', async () => {
    const { scope, calls } = recording(signedIn);
    await allSettled(favouriteToggled, { scope, params: target });
    expect(calls).toHaveLength(1);
    expect(scope.getState($favouriteOverrides)).toEqual({ 'events:5': { isFavorite: 1, favoritesCnt: 4 } });
  });

  test('a failure leaves the state unchanged and is only logged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const scope = fork({
      values: [[$session, signedIn]],
      handlers: [
        [
          toggleFavouriteFx,
          async () => {
            throw new Error('500');
          },
        ],
      ],
    });
    await allSettled(favouriteToggled, { scope, params: target });
    expect(scope.getState($favouriteOverrides)).toEqual({});
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  test('an anonymous visitor is asked to sign in and nothing is sent', async () => {
    const asked: unknown[] = [];
    const unwatch = loginRequested.watch((request) => asked.push(request));
    const toggle = jest.fn();
    const scope = fork({ handlers: [[toggleFavouriteFx, toggle]] });
    await allSettled(favouriteToggled, { scope, params: target });
    unwatch();
    expect(asked).toEqual([{ source: 'favourite' }]);
    expect(toggle).not.toHaveBeenCalled();
  });

  test('while the session is still loading a press neither asks to sign in nor sends anything', async () => {
    const asked: unknown[] = [];
    const unwatch = loginRequested.watch((request) => asked.push(request));
    const { scope, calls } = recording(loading);
    await allSettled(favouriteToggled, { scope, params: target });
    unwatch();
    expect(asked).toEqual([]);
    expect(calls).toEqual([]);
    expect(scope.getState($favouriteAfterLogin)).toBeNull();
  });

  test('what an anonymous visitor pressed is made a favourite once the sign-in completes', async () => {
    const { scope, calls } = recording(anonymous);
    await allSettled(favouriteToggled, { scope, params: target });
    await allSettled($session, { scope, params: signedIn });
    await allSettled($personalLists, { scope, params: lists([9]) });
    await allSettled(loginCompleted, { scope, params: user });
    expect(calls).toEqual([{ ...target, isFavorite: 0 }]);
    expect(scope.getState($favouriteOverrides)).toEqual({ 'events:5': { isFavorite: 1, favoritesCnt: 4 } });
    expect(scope.getState($favouriteAfterLogin)).toBeNull();
  });

  test('nothing is sent when the account keeps it already, or when the login modal was closed', async () => {
    const kept = recording(anonymous);
    await allSettled(favouriteToggled, { scope: kept.scope, params: target });
    await allSettled($personalLists, { scope: kept.scope, params: lists([5]) });
    await allSettled(loginCompleted, { scope: kept.scope, params: user });
    expect(kept.calls).toEqual([]);

    const closed = recording(anonymous);
    await allSettled(favouriteToggled, { scope: closed.scope, params: target });
    await allSettled(modalClosed, { scope: closed.scope, params: { id: 'login' } });
    await allSettled(loginCompleted, { scope: closed.scope, params: user });
    expect(closed.calls).toEqual([]);
  });
});
