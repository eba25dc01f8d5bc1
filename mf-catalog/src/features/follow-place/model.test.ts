import {
  $session,
  ApiError,
  loginCompleted,
  loginRequested,
  modalClosed,
  type Session,
  subscriptionOfferRequested,
  type User,
} from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import {
  $followAfterLogin,
  $followFailed,
  $following,
  followShown,
  followToggled,
  loadFollowingFx,
  setFollowingFx,
} from './model';

const signedIn: Session = { status: 'authenticated', user: null, subscription: null };
const loading: Session = { status: 'loading', user: null, subscription: null };
const user = { id: 1 } as User;

/** A scope whose API answers from `states` and records every follow and unfollow. */
function scopeWith(session: Session | null, states: Record<number, boolean> = {}) {
  const loads: number[][] = [];
  const writes: { placeId: number; follow: boolean }[] = [];
  const scope = fork({
    values: session ? [[$session, session]] : [],
    handlers: [
      [
        loadFollowingFx,
        async ({ placeIds: ids }: { placeIds: number[] }) => {
          loads.push(ids);
          return Object.fromEntries(ids.map((id) => [id, states[id] ?? false]));
        },
      ],
      [
        setFollowingFx,
        async (write: { placeId: number; follow: boolean }) => {
          writes.push(write);
          return { [write.placeId]: write.follow };
        },
      ],
    ],
  });
  return { scope, loads, writes };
}

function recordLoginRequests() {
  const asked: unknown[] = [];
  const unwatch = loginRequested.watch((request) => asked.push(request));
  return { asked, unwatch };
}

describe('following a place', () => {
  test('signed in: the state is asked for once the button is on screen, and a press flips it', async () => {
    const { scope, loads, writes } = scopeWith(signedIn, { 7: true });
    await allSettled(followShown, { scope, params: 7 });
    expect(loads).toEqual([[7]]);
    expect(scope.getState($following)).toEqual({ 7: true });
    await allSettled(followToggled, { scope, params: 7 });
    expect(writes).toEqual([{ placeId: 7, follow: false }]);
    expect(scope.getState($following)).toEqual({ 7: false });
    await allSettled(followToggled, { scope, params: 7 });
    expect(writes.at(-1)).toEqual({ placeId: 7, follow: true });
  });

  test('a press before the state is known sends nothing', async () => {
    const { scope, writes } = scopeWith(loading);
    await allSettled(followShown, { scope, params: 7 });
    await allSettled(followToggled, { scope, params: 7 });
    expect(writes).toEqual([]);
  });

  test('while the session is still loading nothing is asked', async () => {
    const { scope, loads } = scopeWith(loading);
    await allSettled(followShown, { scope, params: 7 });
    expect(loads).toEqual([]);
  });

  test('anonymous: the login modal, then the follow once the sign-in completes; other buttons learn their state', async () => {
    const { asked, unwatch } = recordLoginRequests();
    const { scope, loads, writes } = scopeWith(null, { 9: true });
    await allSettled(followShown, { scope, params: 7 });
    await allSettled(followShown, { scope, params: 9 });
    expect(loads).toEqual([]);
    await allSettled(followToggled, { scope, params: 7 });
    unwatch();
    expect(asked).toEqual([{ source: 'follow' }]);
    expect(writes).toEqual([]);
    expect(scope.getState($followAfterLogin)).toBe(7);

    await allSettled($session, { scope, params: signedIn });
    await allSettled(loginCompleted, { scope, params: user });
    expect(writes).toEqual([{ placeId: 7, follow: true }]);
    expect(loads).toEqual([[9]]);
    expect(scope.getState($following)).toEqual({ 7: true, 9: true });
    expect(scope.getState($followAfterLogin)).toBeNull();
  });

  test('closing the login modal forgets the follow: a later sign-in does not make it', async () => {
    const { scope, writes } = scopeWith(null);
    await allSettled(followShown, { scope, params: 7 });
    await allSettled(followToggled, { scope, params: 7 });
    await allSettled(modalClosed, { scope, params: { id: 'login' } });
    expect(scope.getState($followAfterLogin)).toBeNull();
    await allSettled($session, { scope, params: signedIn });
    await allSettled(loginCompleted, { scope, params: user });
    expect(writes).toEqual([]);
  });

  test('a failed follow keeps the state and says so on that button', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const scope = fork({
      values: [[$session, signedIn]],
      handlers: [
        [loadFollowingFx, async () => ({ 7: false })],
        [
          setFollowingFx,
          async () => {
            throw new Error('503');
          },
        ],
      ],
    });
    await allSettled(followShown, { scope, params: 7 });
    await allSettled(followToggled, { scope, params: 7 });
    expect(scope.getState($following)).toEqual({ 7: false });
    expect(scope.getState($followFailed)).toBe(7);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  test('a secret place without premium opens the subscription offer, not a failure to retry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const offers: unknown[] = [];
    const unwatch = subscriptionOfferRequested.watch((request) => offers.push(request));
    const scope = fork({
      values: [[$session, signedIn]],
      handlers: [
        [loadFollowingFx, async () => ({ 34: false })],
        [
          setFollowingFx,
          async () => {
            throw new ApiError({
              status: 403,
              code: 'subscription_required',
              message: 'Доступно только по подписке',
              method: 'POST',
              url: '/places/34/follow',
            });
          },
        ],
      ],
    });
    await allSettled(followShown, { scope, params: 34 });
    await allSettled(followToggled, { scope, params: 34 });
    unwatch();
    expect(offers).toEqual([{ source: 'follow-secret-place' }]);
    expect(scope.getState($followFailed)).toBeNull();
    expect(scope.getState($following)).toEqual({ 34: false });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
