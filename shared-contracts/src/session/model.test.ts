import { allSettled, fork, serialize } from 'effector';
import {
  $hasPremium,
  $personalLists,
  $session,
  loggedOut,
  loginCompleted,
  logoutFailed,
  logoutRequested,
  NO_PERSONAL_LISTS,
  sessionExpired,
  sessionRefreshRequested,
  tokensReceived,
} from '../bus/session';
import type { User, UserSubscription } from '../domain';
import type { SessionAnswer } from './api';
import { detectSessionFx, loadSessionFx, revokeSessionFx, sessionStarted } from './model';

const user = { id: 7, firstName: 'Анна' } as User;
const paid = {
  idSubscription: 3,
  isSubscriptionPaid: true,
  subscriptionStatusText: 'Премиум',
} as UserSubscription;

function scopeWith(handlers: { signedIn?: boolean; load?: () => Promise<SessionAnswer> }) {
  const calls = { revoke: 0, load: 0 };
  const scope = fork({
    handlers: [
      [detectSessionFx, () => handlers.signedIn ?? false],
      [revokeSessionFx, async () => void calls.revoke++],
      [
        loadSessionFx,
        () => {
          calls.load++;
          return handlers.load
            ? handlers.load()
            : Promise.resolve({ user, subscription: null, personal: NO_PERSONAL_LISTS });
        },
      ],
    ],
  });
  return { scope, calls };
}

/** Counts loggedOut in any scope while `work` runs. */
async function countLoggedOut(work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const unwatch = loggedOut.watch(() => count++);
  await work();
  unwatch();
  return count;
}

describe('session service', () => {
  it('start-up: the signed_in cookie loads the user, then the subscription', async () => {
    const { scope, calls } = scopeWith({
      signedIn: true,
      load: async () => ({ user, subscription: paid, personal: NO_PERSONAL_LISTS }),
    });
    await allSettled(sessionStarted, { scope });
    expect(calls.load).toBe(1);
    expect(scope.getState($session)).toEqual({ status: 'authenticated', user, subscription: paid });
    expect(scope.getState($hasPremium)).toBe(true);
  });

  it('what the visitor keeps comes with the session (GET /me), and goes with it', async () => {
    const personal = { favouriteEvents: [4, 9], favouritePlaces: [2], followedPlaces: [2, 3] };
    const { scope } = scopeWith({
      signedIn: true,
      load: async () => ({ user, subscription: null, personal }),
    });
    expect(scope.getState($personalLists)).toEqual(NO_PERSONAL_LISTS);
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($personalLists)).toEqual(personal);
    await allSettled(logoutRequested, { scope });
    expect(scope.getState($personalLists)).toEqual(NO_PERSONAL_LISTS);
    // Personal, never written into a public page.
    expect(serialize(scope)).not.toHaveProperty([$personalLists.sid as string]);
  });

  it('start-up without a session stays anonymous and calls nothing', async () => {
    const { scope, calls } = scopeWith({ signedIn: false });
    await allSettled(sessionStarted, { scope });
    expect(calls.load).toBe(0);
    expect(scope.getState($session).status).toBe('anonymous');
  });

  it('start-up loads the visitor in the browser, whatever the page came with (public pages carry nobody)', async () => {
    const calls = { load: 0 };
    const scope = fork({
      values: [[$session, { status: 'authenticated', user, subscription: null }]],
      handlers: [
        [detectSessionFx, () => true],
        [
          loadSessionFx,
          async () => {
            calls.load++;
            return { user, subscription: null, personal: NO_PERSONAL_LISTS };
          },
        ],
      ],
    });
    await allSettled(sessionStarted, { scope });
    expect(calls.load).toBe(1);
  });

  it('start-up: a session the API refuses is forgotten (loggedOut)', async () => {
    const { scope } = scopeWith({
      signedIn: true,
      load: () => Promise.reject(Object.assign(new Error('unauthorized'), { status: 401 })),
    });
    expect(await countLoggedOut(() => allSettled(sessionStarted, { scope }))).toBe(1);
    expect(scope.getState($session).status).toBe('anonymous');
  });

  it('start-up: a network failure ends nothing', async () => {
    const { scope } = scopeWith({
      signedIn: true,
      load: () => Promise.reject(Object.assign(new Error('offline'), { isNetworkError: true })),
    });
    expect(await countLoggedOut(() => allSettled(sessionStarted, { scope }))).toBe(0);
    expect(scope.getState($session).status).toBe('anonymous');
  });

  it('a sign-in loads the user and fires loginCompleted; the tokens are not kept', async () => {
    const { scope } = scopeWith({});
    const completed: User[] = [];
    const unwatch = loginCompleted.watch((u) => completed.push(u));
    await allSettled(tokensReceived, { scope, params: { accessToken: 'new', refreshToken: 'r' } });
    unwatch();
    expect(scope.getState($session).status).toBe('authenticated');
    expect(completed).toEqual([user]);
    expect(JSON.stringify(serialize(scope))).not.toContain('new');
  });

  it('keeps the signed-in user on screen while a refresh loads', async () => {
    let finish: (value: SessionAnswer) => void = () => undefined;
    const { scope } = scopeWith({ load: () => new Promise((resolve) => (finish = resolve)) });
    const login = allSettled(tokensReceived, { scope, params: { accessToken: 't', refreshToken: 'r' } });
    expect(scope.getState($session).status).toBe('loading');
    finish({ user, subscription: null, personal: NO_PERSONAL_LISTS });
    await login;
    const refresh = allSettled(sessionRefreshRequested, { scope });
    expect(scope.getState($session)).toMatchObject({ status: 'authenticated', user });
    finish({ user, subscription: paid, personal: NO_PERSONAL_LISTS });
    await refresh;
    expect(scope.getState($hasPremium)).toBe(true);
  });

  it('a refresh reloads only when signed in, and is not a login', async () => {
    const { scope, calls } = scopeWith({
      load: async () => ({ user, subscription: paid, personal: NO_PERSONAL_LISTS }),
    });
    await allSettled(sessionRefreshRequested, { scope });
    expect(calls.load).toBe(0);
    await allSettled(tokensReceived, { scope, params: { accessToken: 't', refreshToken: 'r' } });
    const completed = jest.fn();
    const unwatch = loginCompleted.watch(completed);
    await allSettled(sessionRefreshRequested, { scope });
    unwatch();
    expect(calls.load).toBe(2);
    expect(completed).not.toHaveBeenCalled();
  });

  it('an expired session (refresh refused by the API) clears the user', async () => {
    const { scope } = scopeWith({
      load: async () => ({ user, subscription: paid, personal: NO_PERSONAL_LISTS }),
    });
    await allSettled(tokensReceived, { scope, params: { accessToken: 't', refreshToken: 'r' } });
    expect(await countLoggedOut(() => allSettled(sessionExpired, { scope }))).toBe(1);
    expect(scope.getState($session)).toEqual({ status: 'anonymous', user: null, subscription: null });
  });

  it('logout tells the API, then clears user and subscription; an API with no session left (401) too', async () => {
    const { scope, calls } = scopeWith({
      load: async () => ({ user, subscription: paid, personal: NO_PERSONAL_LISTS }),
    });
    await allSettled(tokensReceived, { scope, params: { accessToken: 't', refreshToken: 'r' } });
    const gone = fork({
      values: [[$session, { status: 'authenticated', user, subscription: paid }]],
      handlers: [[revokeSessionFx, () => Promise.reject(Object.assign(new Error('gone'), { status: 401 }))]],
    });
    for (const target of [scope, gone]) {
      expect(await countLoggedOut(() => allSettled(logoutRequested, { scope: target }))).toBe(1);
      expect(target.getState($session)).toEqual({ status: 'anonymous', user: null, subscription: null });
    }
    expect(calls.revoke).toBe(1);
  });

  it('a logout that cannot reach the API keeps the session (its cookies are still set) and says it failed', async () => {
    const signedIn = { status: 'authenticated', user, subscription: paid } as const;
    const refused = (status: number) => Object.assign(new Error('refused'), { status });
    // Offline, a server error, a 403 (a foreign origin's logout, refused before the API cleared anything).
    for (const failure of [new Error('offline'), refused(503), refused(403)]) {
      const scope = fork({
        values: [[$session, signedIn]],
        handlers: [[revokeSessionFx, () => Promise.reject(failure)]],
      });
      const failed = jest.fn();
      const unwatch = logoutFailed.watch(failed);
      expect(await countLoggedOut(() => allSettled(logoutRequested, { scope }))).toBe(0);
      unwatch();
      expect(scope.getState($session)).toEqual(signedIn);
      expect(failed).toHaveBeenCalledWith(failure);
    }
  });
});
