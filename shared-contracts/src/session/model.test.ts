import { allSettled, fork } from 'effector';
import {
  $accessToken,
  $hasPremium,
  $session,
  loginCompleted,
  logoutRequested,
  sessionRefreshRequested,
  tokensReceived,
} from '../bus/session';
import type { User, UserSubscription } from '../domain';
import {
  clearTokensFx,
  loadSessionFx,
  readTokenCookieFx,
  revokeSessionFx,
  sessionStarted,
  storeTokensFx,
} from './model';

const user = { id: 7, firstName: 'Анна' } as User;
const paid = {
  idSubscription: 3,
  isSubscriptionPaid: true,
  subscriptionStatusText: 'Премиум',
} as UserSubscription;

function scopeWith(handlers: {
  cookie?: string | null;
  load?: () => Promise<{ user: User; subscription: UserSubscription | null }>;
}) {
  const calls = { store: 0, clear: 0, revoke: 0, load: 0 };
  const scope = fork({
    handlers: [
      [readTokenCookieFx, () => handlers.cookie ?? null],
      [storeTokensFx, () => void calls.store++],
      [clearTokensFx, () => void calls.clear++],
      [revokeSessionFx, async () => void calls.revoke++],
      [
        loadSessionFx,
        () => {
          calls.load++;
          return handlers.load ? handlers.load() : Promise.resolve({ user, subscription: null });
        },
      ],
    ],
  });
  return { scope, calls };
}

describe('session service', () => {
  it('start-up: a token cookie sets the token and loads the user, then the subscription', async () => {
    const { scope, calls } = scopeWith({ cookie: 'abc', load: async () => ({ user, subscription: paid }) });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($accessToken)).toBe('abc');
    expect(calls.load).toBe(1);
    expect(scope.getState($session)).toEqual({ status: 'authenticated', user, subscription: paid });
    expect(scope.getState($hasPremium)).toBe(true);
  });

  it('start-up without a cookie stays anonymous and calls nothing', async () => {
    const { scope, calls } = scopeWith({ cookie: null });
    await allSettled(sessionStarted, { scope });
    expect(calls.load).toBe(0);
    expect(scope.getState($session).status).toBe('anonymous');
  });

  it('start-up: a token the API refuses is cleared', async () => {
    const { scope, calls } = scopeWith({
      cookie: 'expired',
      load: () => Promise.reject(Object.assign(new Error('unauthorized'), { status: 401 })),
    });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($accessToken)).toBeNull();
    expect(scope.getState($session).status).toBe('anonymous');
    expect(calls.clear).toBe(1);
  });

  it('start-up: a network failure keeps the token for the next visit', async () => {
    const { scope, calls } = scopeWith({
      cookie: 'abc',
      load: () => Promise.reject(Object.assign(new Error('offline'), { isNetworkError: true })),
    });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($accessToken)).toBe('abc');
    expect(scope.getState($session).status).toBe('anonymous');
    expect(calls.clear).toBe(0);
  });

  it('tokens from a login are stored, the user loaded, and loginCompleted fires', async () => {
    const { scope, calls } = scopeWith({});
    const completed: User[] = [];
    const unwatch = loginCompleted.watch((u) => completed.push(u));
    await allSettled(tokensReceived, { scope, params: { accessToken: 'new', refreshToken: 'r' } });
    unwatch();
    expect(calls.store).toBe(1);
    expect(scope.getState($accessToken)).toBe('new');
    expect(scope.getState($session).status).toBe('authenticated');
    expect(completed).toEqual([user]);
  });

  it('keeps the signed-in user on screen while a refresh loads', async () => {
    let finish: (value: { user: User; subscription: UserSubscription | null }) => void = () => undefined;
    const { scope } = scopeWith({ load: () => new Promise((resolve) => (finish = resolve)) });
    const login = allSettled(tokensReceived, { scope, params: { accessToken: 't', refreshToken: 'r' } });
    expect(scope.getState($session).status).toBe('loading');
    finish({ user, subscription: null });
    await login;
    const refresh = allSettled(sessionRefreshRequested, { scope });
    expect(scope.getState($session)).toMatchObject({ status: 'authenticated', user });
    finish({ user, subscription: paid });
    await refresh;
    expect(scope.getState($hasPremium)).toBe(true);
  });

  it('a refresh reloads only when signed in, and is not a login', async () => {
    const { scope, calls } = scopeWith({ load: async () => ({ user, subscription: paid }) });
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

  it('logout tells the API, then clears user, subscription and tokens even if the API fails', async () => {
    const { scope, calls } = scopeWith({ load: async () => ({ user, subscription: paid }) });
    await allSettled(tokensReceived, { scope, params: { accessToken: 't', refreshToken: 'r' } });
    const failing = fork({
      values: [
        [$accessToken, 't'],
        [$session, { status: 'authenticated', user, subscription: paid }],
      ],
      handlers: [
        [revokeSessionFx, () => Promise.reject(new Error('offline'))],
        [clearTokensFx, () => void calls.clear++],
      ],
    });
    for (const target of [scope, failing]) {
      await allSettled(logoutRequested, { scope: target });
      expect(target.getState($accessToken)).toBeNull();
      expect(target.getState($session)).toEqual({ status: 'anonymous', user: null, subscription: null });
    }
    expect(calls.revoke).toBe(1);
    expect(calls.clear).toBe(2);
  });
});
