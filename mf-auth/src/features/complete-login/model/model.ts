import {
  $location,
  type AuthTokens,
  goalReached,
  type LoginRequest,
  loadSessionFx,
  loginCompleted,
  modalClosed,
  navigationRequested,
  onboardingRequested,
  subscriptionOfferRequested,
  type TokenResponse,
  tokensReceived,
  type User,
} from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { AUTH_STORAGE_PREFIX, errorText, wait } from '../../../shared/lib';
import {
  $loginRequest,
  ACCOUNT_DELETING_LOGIN_SOURCE,
  loginModalOpened,
  loginModalReset,
  tokensObtained,
} from '../../../shared/model';

/** The subscription offer opens 500 ms after a login with redirect 'subscription' (SPEC.md 2.5, 9). */
export const SUBSCRIPTION_OFFER_DELAY_MS = 500;

interface PendingLogin {
  tokens: AuthTokens;
  isNewUser: boolean;
  redirect: LoginRequest['redirect'];
  forAccountDeletion: boolean;
}

export interface LoginFinished {
  user: User;
  /** No name or birth date yet, or the API created the account. */
  isNewUser: boolean;
  redirect: LoginRequest['redirect'];
  /** Asked for by the account deletion (ACCOUNT_DELETING_LOGIN_SOURCE). */
  forAccountDeletion: boolean;
}

export const profileRetryClicked = createEvent<void>();
export const loginFinished = createEvent<LoginFinished>();

export const subscriptionOfferTimerFx = createEffect(() => wait(SUBSCRIPTION_OFFER_DELAY_MS));

/**
 * A login for the subscription that leaves the page for a provider (VK ID and Firebase redirects) comes back to
 * an address that may not carry ?redirect=subscription any more (VK ID returns to its fixed redirectUrl): the
 * redirect is kept in this tab until the login ends or the modal is closed.
 */
export const LOGIN_REDIRECT_KEY = `${AUTH_STORAGE_PREFIX}redirect`;
export const keepRedirectFx = createEffect(() =>
  window.sessionStorage.setItem(LOGIN_REDIRECT_KEY, 'subscription'),
);
export const readKeptRedirectFx = createEffect((): LoginRequest['redirect'] =>
  window.sessionStorage.getItem(LOGIN_REDIRECT_KEY) === 'subscription' ? 'subscription' : undefined,
);
export const dropKeptRedirectFx = createEffect(() => window.sessionStorage.removeItem(LOGIN_REDIRECT_KEY));

/** A query ?redirect=subscription counts as much as the request's own redirect (SPEC.md 2.5). */
export function redirectOf(request: LoginRequest, search: string): LoginRequest['redirect'] {
  if (request.redirect) return request.redirect;
  return new URLSearchParams(search).get('redirect') === 'subscription' ? 'subscription' : undefined;
}

/** The address without ?redirect=..., once the login it was for is done. */
export function withoutRedirectQuery({
  pathname,
  search,
  hash,
}: {
  pathname: string;
  search: string;
  hash: string;
}) {
  const query = new URLSearchParams(search);
  query.delete('redirect');
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

export function isNewUser(user: User, apiSaysNew: boolean): boolean {
  return apiSaysNew || !user.firstName || !user.birthDt;
}

/**
 * What a finished login leads to. A login the account deletion asked for goes back to the deletion and nowhere
 * else: the unclosable onboarding would stand between the person and the confirmation they signed in to press.
 * Otherwise a new user goes to onboarding, a 'subscription' login to the offer.
 */
export function nextAfterLogin({
  isNewUser: isNew,
  redirect,
  forAccountDeletion,
}: LoginFinished): 'onboarding' | 'subscription-offer' | null {
  if (forAccountDeletion) return null;
  if (isNew) return 'onboarding';
  return redirect === 'subscription' ? 'subscription-offer' : null;
}

const $keptRedirect = createStore<LoginRequest['redirect']>(undefined, { skipVoid: false })
  .on(readKeptRedirectFx.doneData, (_, redirect) => redirect)
  .reset(loginModalReset);

/**
 * A login waiting for the session service to load the user. It outlives the modal: a person who closes the modal
 * while the profile loads still gets onboarding or the subscription offer.
 */
const $pending = createStore<PendingLogin | null>(null);

/** SPEC.md 3 isProfileLoading: the 'Загружаем профиль...' overlay. */
export const $isProfileLoading = createStore(false)
  .on(tokensObtained, () => true)
  .on(profileRetryClicked, () => true)
  .reset(loginFinished, loadSessionFx.fail, loginModalReset);
export const $profileLoadError = createStore<string | null>(null)
  .on(tokensObtained, () => null)
  .on(profileRetryClicked, () => null)
  .reset(loginModalReset);

sample({ clock: loginModalOpened, target: readKeptRedirectFx });
sample({
  clock: loginModalOpened,
  source: $location,
  filter: (location, request) => redirectOf(request, location.search) === 'subscription',
  target: keepRedirectFx,
});
sample({ clock: loginModalReset, target: dropKeptRedirectFx });

sample({
  clock: tokensObtained,
  source: { request: $loginRequest, location: $location, kept: $keptRedirect },
  fn: ({ request, location, kept }, tokens: TokenResponse): PendingLogin => ({
    tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
    isNewUser: tokens.isNewUser,
    redirect: redirectOf(request, location.search) ?? kept,
    forAccountDeletion: request.source === ACCOUNT_DELETING_LOGIN_SOURCE,
  }),
  target: $pending,
});

// The session service writes the cookies (1 year), loads the profile, then the subscription.
sample({
  clock: tokensObtained,
  fn: ({ accessToken, refreshToken }) => ({ accessToken, refreshToken }),
  target: tokensReceived,
});

sample({
  clock: loginCompleted,
  source: $pending,
  filter: (pending): pending is PendingLogin => pending !== null,
  fn: (pending, user): LoginFinished => ({
    user,
    isNewUser: isNewUser(user, (pending as PendingLogin).isNewUser),
    redirect: (pending as PendingLogin).redirect,
    forAccountDeletion: (pending as PendingLogin).forAccountDeletion,
  }),
  target: loginFinished,
});
$pending.reset(loginFinished);

// The profile could not load: say so in the modal and let the person try again.
sample({
  clock: loadSessionFx.fail,
  source: $pending,
  filter: (pending, { params }) => pending !== null && params === 'login',
  fn: (_, { error }) => errorText(error),
  target: $profileLoadError,
});
sample({
  clock: profileRetryClicked,
  source: $pending,
  filter: (pending): pending is PendingLogin => pending !== null,
  fn: (pending) => (pending as PendingLogin).tokens,
  target: tokensReceived,
});

// Done: the modal closes, then the goal, then what the login leads to (nextAfterLogin).
sample({ clock: loginFinished, fn: () => ({ id: 'login' as const }), target: modalClosed });
sample({ clock: loginFinished, target: loginModalReset });
sample({ clock: loginFinished, fn: () => ({ name: 'uspeshnaya-avtorizaciya' }), target: goalReached });
sample({
  clock: loginFinished,
  filter: (finished) => nextAfterLogin(finished) === 'onboarding',
  fn: () => ({ source: 'login' }),
  target: onboardingRequested,
});
sample({
  clock: loginFinished,
  filter: (finished) => nextAfterLogin(finished) === 'subscription-offer',
  target: subscriptionOfferTimerFx,
});
sample({
  clock: subscriptionOfferTimerFx.done,
  fn: () => ({ source: 'login' }),
  target: subscriptionOfferRequested,
});

// The ?redirect=subscription the offer put in the address has done its job: it leaves, through the host.
sample({
  clock: loginFinished,
  source: $location,
  filter: (location) => new URLSearchParams(location.search).has('redirect'),
  fn: (location) => ({ to: withoutRedirectQuery(location), replace: true }),
  target: navigationRequested,
});
