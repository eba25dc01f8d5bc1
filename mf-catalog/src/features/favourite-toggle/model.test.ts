import { $session, loginRequested } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $favouriteOverrides, favouriteToggled, nextFavouriteState, toggleFavouriteFx } from './model';

const signedIn = { status: 'authenticated' as const, user: null, subscription: null };
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
    const calls: unknown[] = [];
    const scope = fork({
      values: [[$session, signedIn]],
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
});
