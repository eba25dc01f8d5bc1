import {
  $location,
  type AuthTokens,
  type Goal,
  goalReached,
  loadSessionFx,
  loginAbandoned,
  loginCompleted,
  modalClosed,
  NO_PERSONAL_LISTS,
  navigationRequested,
  onboardingRequested,
  type SessionAnswer,
  subscriptionOfferRequested,
  type TokenResponse,
  tokensReceived,
  type User,
} from '@kaver/shared-contracts';
import { allSettled, createWatch, fork, type StoreValue, scopeBind } from 'effector';
import {
  $accountDeletingSignInFocusDue,
  loginModalOpened,
  loginModalReset,
  tokensObtained,
} from '../../../shared/model';
import {
  $isProfileLoading,
  $profileLoadError,
  LOGIN_PURPOSE_KEY,
  profileRetryClicked,
  redirectOf,
  SUBSCRIPTION_OFFER_DELAY_MS,
  subscriptionOfferTimerFx,
} from './model';

const tokens = (isNewUser = false): TokenResponse => ({
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 60,
  refreshExpiresIn: 600,
  isNewUser,
});
const known = { id: 5, firstName: 'Анна', birthDt: '01.02.1990' } as User;

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});
beforeEach(() => window.sessionStorage.clear());

const at = (pathname: string, search = ''): [typeof $location, StoreValue<typeof $location>] => [
  $location,
  { pathname, search, hash: '' },
];
const kept = () => JSON.parse(window.sessionStorage.getItem(LOGIN_PURPOSE_KEY) ?? 'null');

/** The address the host is asked to go to, in order. */
function recordNavigations() {
  const navigations: unknown[] = [];
  stops.push(navigationRequested.watch((request) => navigations.push(request)));
  return navigations;
}

/** Back from the provider in a new page: the host reopens the modal for the return, then the login ends. */
async function returnFromRedirect(user: User, { apiSaysNew = false, pathname = '/' } = {}) {
  const scope = fork({
    values: [at(pathname)],
    handlers: [[subscriptionOfferTimerFx, async () => undefined]],
  });
  await allSettled(loginModalOpened, {
    scope,
    params: { source: 'social-return', socialReturn: { provider: 'vk_id' } },
  });
  await allSettled(tokensObtained, { scope, params: tokens(apiSaysNew) });
  await allSettled(loginCompleted, { scope, params: user });
  return scope;
}

function record() {
  const log: string[] = [];
  const received: AuthTokens[] = [];
  stops.push(
    modalClosed.watch(({ id }) => log.push(`modalClosed:${id}`)),
    goalReached.watch((goal: Goal) => log.push(`goal:${goal.name}`)),
    onboardingRequested.watch(() => log.push('onboarding')),
    subscriptionOfferRequested.watch(() => log.push('subscription')),
    tokensReceived.watch((value) => received.push(value)),
  );
  return { log, received };
}

/** The session service loads nothing until `load` says so, and `user` is what it then loads. */
function sessionLoading(user: User) {
  let finish: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const handler = async () => {
    await loaded;
    return { user, subscription: null, personal: NO_PERSONAL_LISTS };
  };
  return { handler, finish: () => finish() };
}

/** The modal opened by a purchase at /community?redirect=subscription; `loadSession` is the session service's load. */
async function purchaseLogin(loadSession: () => Promise<SessionAnswer>) {
  const scope = fork({
    values: [at('/community', '?redirect=subscription')],
    handlers: [
      [loadSessionFx, loadSession],
      [subscriptionOfferTimerFx, async () => undefined],
    ],
  });
  await allSettled(loginModalOpened, {
    scope,
    params: { redirect: 'subscription', source: 'subscription' },
  });
  return scope;
}

describe('completing a login', () => {
  it('hands the tokens to the session service, shows the overlay and closes once the user is loaded', async () => {
    const { log, received } = record();
    const session = sessionLoading(known);
    const scope = fork({ handlers: [[loadSessionFx, session.handler]] });
    const settled = allSettled(tokensObtained, { scope, params: tokens() });
    expect(received.at(-1)).toEqual({ accessToken: 'access', refreshToken: 'refresh' });
    expect(scope.getState($isProfileLoading)).toBe(true);
    expect(log).toEqual([]);

    session.finish();
    await settled;
    expect(scope.getState($isProfileLoading)).toBe(false);
    expect(log).toEqual(['modalClosed:login', 'goal:uspeshnaya-avtorizaciya']);
  });

  it('sends a new user to onboarding: no name, no birth date, or the API created the account', async () => {
    const { log } = record();
    for (const [user, apiSaysNew] of [
      [{ ...known, firstName: null }, false],
      [{ ...known, birthDt: null }, false],
      [known, true],
    ] as const) {
      const scope = fork();
      log.length = 0;
      await allSettled(tokensObtained, { scope, params: tokens(apiSaysNew) });
      await allSettled(loginCompleted, { scope, params: user as User });
      expect(log).toEqual(['modalClosed:login', 'goal:uspeshnaya-avtorizaciya', 'onboarding']);
      expect(scope.getState($accountDeletingSignInFocusDue)).toBe(false);
    }
  });

  it('leads a login the account deletion asked for back to it: no onboarding without a name, no offer', async () => {
    const { log } = record();
    const timer = jest.fn(async () => undefined);
    for (const [user, apiSaysNew] of [
      [{ ...known, firstName: null, birthDt: null }, false],
      [known, true],
      [known, false],
    ] as const) {
      const scope = fork({
        values: [
          [$location, { pathname: '/services/account-deleting', search: '?redirect=subscription', hash: '' }],
        ],
        handlers: [[subscriptionOfferTimerFx, timer]],
      });
      log.length = 0;
      await allSettled(loginModalOpened, { scope, params: { source: 'account-deleting' } });
      await allSettled(tokensObtained, { scope, params: tokens(apiSaysNew) });
      await allSettled(loginCompleted, { scope, params: user as User });
      expect(log).toEqual(['modalClosed:login', 'goal:uspeshnaya-avtorizaciya']);
      // The deletion's page gives the focus the closing modal leaves to what the person presses next.
      expect(scope.getState($accountDeletingSignInFocusDue)).toBe(true);
    }
    expect(timer).not.toHaveBeenCalled();
  });

  it("opens the subscription offer 500 ms after a login with redirect 'subscription'", async () => {
    const { log } = record();
    const scope = fork();
    await allSettled(loginModalOpened, { scope, params: { redirect: 'subscription' } });
    await allSettled(tokensObtained, { scope, params: tokens() });
    const started = Date.now();
    await allSettled(loginCompleted, { scope, params: known });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SUBSCRIPTION_OFFER_DELAY_MS - 5);
    expect(log).toEqual(['modalClosed:login', 'goal:uspeshnaya-avtorizaciya', 'subscription']);
  });

  it('reads ?redirect=subscription from the address too, and takes it out of the address after the login', async () => {
    const { log } = record();
    const navigations: unknown[] = [];
    stops.push(navigationRequested.watch((request) => navigations.push(request)));
    const scope = fork({
      values: [[$location, { pathname: '/community', search: '?a=1&redirect=subscription', hash: '#x' }]],
      handlers: [[subscriptionOfferTimerFx, async () => undefined]],
    });
    await allSettled(tokensObtained, { scope, params: tokens() });
    await allSettled(loginCompleted, { scope, params: known });
    expect(log.at(-1)).toBe('subscription');
    expect(navigations).toEqual([{ to: '/community?a=1#x', replace: true }]);
    expect(redirectOf({}, '?redirect=other')).toBeUndefined();
  });

  it('takes ?redirect=subscription out of the address when the modal closes without a sign-in', async () => {
    const { log } = record();
    const navigations = recordNavigations();
    const scope = fork({ values: [at('/community', '?offer_variant=1&redirect=subscription')] });
    await allSettled(loginModalOpened, {
      scope,
      params: { redirect: 'subscription', source: 'subscription' },
    });
    await allSettled(modalClosed, { scope, params: { id: 'subscription-offer' } });
    expect(navigations).toEqual([]);
    await allSettled(modalClosed, { scope, params: { id: 'login' } });
    expect(navigations).toEqual([{ to: '/community?offer_variant=1', replace: true }]);
    expect(log.filter((entry) => entry === 'subscription')).toEqual([]);
  });

  it('keeps ?redirect=subscription when the modal closes while the profile loads: the login still ends in the offer', async () => {
    const { log } = record();
    const navigations = recordNavigations();
    const session = sessionLoading(known);
    const scope = await purchaseLogin(session.handler);
    const settled = allSettled(tokensObtained, { scope, params: tokens() });
    // Closed while the session service loads the user (allSettled would wait for that).
    scopeBind(modalClosed, { scope })({ id: 'login' });
    expect(navigations).toEqual([]);
    session.finish();
    await settled;
    expect(log.at(-1)).toBe('subscription');
    expect(navigations).toEqual([{ to: '/community', replace: true }]);
  });

  it('takes ?redirect=subscription out of the address when the modal closes after the profile failed to load', async () => {
    const { log } = record();
    const navigations = recordNavigations();
    const scope = await purchaseLogin(() => Promise.reject(new Error('offline')));
    // The tokens came, but nobody is signed in: the session service could not load the user.
    await allSettled(tokensObtained, { scope, params: tokens() });
    expect(scope.getState($profileLoadError)).not.toBeNull();
    const abandoned = jest.fn();
    createWatch({ unit: loginAbandoned, scope, fn: abandoned });
    await allSettled(modalClosed, { scope, params: { id: 'login' } });
    expect(abandoned.mock.calls).toEqual([['closed']]);
    expect(navigations).toEqual([{ to: '/community', replace: true }]);
    // Only the close: no goal, no offer.
    expect(log).toEqual(['modalClosed:login']);
  });

  it('takes ?redirect=subscription out of the address when the profile loading as the modal closed fails', async () => {
    const navigations = recordNavigations();
    let fail: () => void = () => undefined;
    const scope = await purchaseLogin(
      () =>
        new Promise((_, reject) => {
          fail = () => reject(new Error('offline'));
        }),
    );
    const abandoned = jest.fn();
    createWatch({ unit: loginAbandoned, scope, fn: abandoned });
    const settled = allSettled(tokensObtained, { scope, params: tokens() });
    scopeBind(modalClosed, { scope })({ id: 'login' });
    expect(navigations).toEqual([]);
    expect(abandoned).not.toHaveBeenCalled();
    fail();
    await settled;
    expect(abandoned.mock.calls).toEqual([['load-failed']]);
    expect(navigations).toEqual([{ to: '/community', replace: true }]);
  });

  it('remembers a subscription login across a provider redirect whose return address lost the query', async () => {
    const { log } = record();
    const before = fork({ values: [at('/community', '?redirect=subscription')] });
    await allSettled(loginModalOpened, { scope: before, params: {} });
    expect(kept()).toEqual({ redirect: 'subscription', forAccountDeletion: false });

    // Back from VK ID at '/', in a new page: the modal reopens for the return.
    await returnFromRedirect(known);
    expect(log.at(-1)).toBe('subscription');
    expect(kept()).toBeNull();
  });

  it('remembers a login for the account deletion across a provider redirect, and leads back to the deletion', async () => {
    const { log } = record();
    const navigations = recordNavigations();
    const before = fork({ values: [at('/services/account-deleting')] });
    await allSettled(loginModalOpened, { scope: before, params: { source: 'account-deleting' } });
    expect(kept()).toEqual({ forAccountDeletion: true });

    // A new account without a name, back from VK ID at its redirectUrl '/': no onboarding, back to the deletion.
    const back = await returnFromRedirect({ ...known, firstName: null, birthDt: null } as User, {
      apiSaysNew: true,
    });
    expect(log).toEqual(['modalClosed:login', 'goal:uspeshnaya-avtorizaciya']);
    expect(navigations).toEqual([{ to: '/services/account-deleting', replace: true }]);
    // Due before the deletion's page is loaded: it takes the focus once there.
    expect(back.getState($accountDeletingSignInFocusDue)).toBe(true);
    expect(kept()).toBeNull();

    // Firebase's redirect comes back to the page it left: the person is there already.
    log.length = 0;
    navigations.length = 0;
    await allSettled(loginModalOpened, { scope: before, params: { source: 'account-deleting' } });
    await returnFromRedirect(known, { apiSaysNew: true, pathname: '/services/account-deleting' });
    expect(log).toEqual(['modalClosed:login', 'goal:uspeshnaya-avtorizaciya']);
    expect(navigations).toEqual([]);
  });

  it('lets no kept purpose reach a later login: used, closed, or left behind by an abandoned opening', async () => {
    const { log } = record();
    const navigations = recordNavigations();
    const onboarding = ['modalClosed:login', 'goal:uspeshnaya-avtorizaciya', 'onboarding'];
    const deletion = fork({ values: [at('/services/account-deleting')] });

    // Used by the login it was kept for: the next one, by redirect from the header, is an ordinary one.
    await allSettled(loginModalOpened, { scope: deletion, params: { source: 'account-deleting' } });
    await returnFromRedirect(known, { apiSaysNew: true });
    log.length = 0;
    navigations.length = 0;
    await returnFromRedirect(known, { apiSaysNew: true });
    expect(log).toEqual(onboarding);

    // The modal closed.
    await allSettled(loginModalOpened, { scope: deletion, params: { source: 'account-deleting' } });
    await allSettled(loginModalReset, { scope: deletion });
    expect(kept()).toBeNull();

    // The page left with the modal open (a reload): the next opening, from the header, drops what it left.
    await allSettled(loginModalOpened, { scope: deletion, params: { source: 'account-deleting' } });
    await allSettled(loginModalOpened, {
      scope: fork({ values: [at('/moscow')] }),
      params: { source: 'header' },
    });
    expect(kept()).toBeNull();
    log.length = 0;
    await returnFromRedirect(known, { apiSaysNew: true });
    expect(log).toEqual(onboarding);
    expect(navigations).toEqual([]);
  });

  it('ignores a user loaded without a login of ours (start-up, refresh)', async () => {
    const { log } = record();
    const scope = fork();
    await allSettled(loginCompleted, { scope, params: known });
    expect(log).toEqual([]);
  });

  it('shows why the profile did not load and retries with the same tokens', async () => {
    const { received } = record();
    const scope = fork({
      handlers: [
        [
          loadSessionFx,
          async () => {
            throw new Error('offline');
          },
        ],
      ],
    });
    await allSettled(tokensObtained, { scope, params: tokens() });
    expect(scope.getState($isProfileLoading)).toBe(false);
    expect(scope.getState($profileLoadError)).toBe('Неизвестная ошибка');
    received.length = 0;
    await allSettled(profileRetryClicked, { scope });
    expect(received).toEqual([{ accessToken: 'access', refreshToken: 'refresh' }]);
  });
});
