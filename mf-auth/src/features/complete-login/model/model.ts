import {
  $location,
  type AuthTokens,
  goalReached,
  type LoginRequest,
  loadSessionFx,
  loginAbandoned,
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
import { lacksDatingProfile } from '../../../entities/user/lib/dating-profile';
import { AUTH_STORAGE_PREFIX, errorText, wait } from '../../../shared/lib';
import {
  $loginRequest,
  ACCOUNT_DELETING_LOGIN_SOURCE,
  ACCOUNT_DELETING_PATH,
  accountDeletingSignedIn,
  loginModalOpened,
  loginModalReset,
  tokensObtained,
} from '../../../shared/model';

/** The subscription offer opens 500 ms after a login with redirect 'subscription' (SPEC.md 2.5, 9). */
export const SUBSCRIPTION_OFFER_DELAY_MS = 500;

interface PendingLogin extends LoginPurpose {
  tokens: AuthTokens;
  isNewUser: boolean;
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
 * What a login leads to besides who signed in (nextAfterLogin): the offer, or back to the account deletion. A
 * sign-in that leaves the page for a provider (VK ID's redirect, Firebase's when a popup is blocked) comes back in
 * a new page, opened for the return ({ source: 'social-return' }), at an address that may not carry
 * ?redirect=subscription any more (VK ID returns to its fixed redirectUrl). So every opening of the modal keeps
 * its purpose in this tab, or drops a stale one an abandoned opening left; only the return reads it, and it goes
 * when the login ends or the modal is closed.
 */
export type LoginPurpose = Pick<LoginFinished, 'redirect' | 'forAccountDeletion'>;

export const LOGIN_PURPOSE_KEY = `${AUTH_STORAGE_PREFIX}purpose`;
export const keepPurposeFx = createEffect((purpose: LoginPurpose) =>
  window.sessionStorage.setItem(LOGIN_PURPOSE_KEY, JSON.stringify(purpose)),
);
export const readKeptPurposeFx = createEffect((): LoginPurpose => {
  let kept: Partial<Record<keyof LoginPurpose, unknown>> | null = null;
  try {
    kept = JSON.parse(window.sessionStorage.getItem(LOGIN_PURPOSE_KEY) ?? 'null');
  } catch {
    // Not ours: no purpose.
  }
  return {
    redirect: kept?.redirect === 'subscription' ? 'subscription' : undefined,
    forAccountDeletion: kept?.forAccountDeletion === true,
  };
});
export const dropKeptPurposeFx = createEffect(() => window.sessionStorage.removeItem(LOGIN_PURPOSE_KEY));

/** A query ?redirect=subscription counts as much as the request's own redirect (SPEC.md 2.5). */
export function redirectOf(request: LoginRequest, search: string): LoginRequest['redirect'] {
  if (request.redirect) return request.redirect;
  return new URLSearchParams(search).get('redirect') === 'subscription' ? 'subscription' : undefined;
}

/** The purpose of a login asked for by `request` at an address with `search`. */
export function purposeOf(request: LoginRequest, search: string): LoginPurpose {
  return {
    redirect: redirectOf(request, search),
    forAccountDeletion: request.source === ACCOUNT_DELETING_LOGIN_SOURCE,
  };
}

const hasPurpose = ({ redirect, forAccountDeletion }: LoginPurpose) =>
  redirect !== undefined || forAccountDeletion;

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
  return apiSaysNew || lacksDatingProfile(user);
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
}: LoginFinished): 'account-deletion' | 'onboarding' | 'subscription-offer' | null {
  if (forAccountDeletion) return 'account-deletion';
  if (isNew) return 'onboarding';
  return redirect === 'subscription' ? 'subscription-offer' : null;
}

/** The purpose kept before a provider's redirect, read when the modal reopens for the return. */
const $keptPurpose = createStore<LoginPurpose>({ redirect: undefined, forAccountDeletion: false })
  .on(readKeptPurposeFx.doneData, (_, purpose) => purpose)
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

sample({ clock: loginModalOpened, filter: (request) => !!request.socialReturn, target: readKeptPurposeFx });
const freshPurpose = sample({
  clock: loginModalOpened,
  source: $location,
  filter: (_, request) => !request.socialReturn,
  fn: (location, request) => purposeOf(request, location.search),
});
sample({ clock: freshPurpose, filter: hasPurpose, target: keepPurposeFx });
sample({ clock: freshPurpose, filter: (purpose) => !hasPurpose(purpose), target: dropKeptPurposeFx });
sample({ clock: loginModalReset, target: dropKeptPurposeFx });

sample({
  clock: tokensObtained,
  source: { request: $loginRequest, location: $location, kept: $keptPurpose },
  fn: ({ request, location, kept }, tokens: TokenResponse): PendingLogin => {
    const asked = purposeOf(request, location.search);
    return {
      tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
      isNewUser: tokens.isNewUser,
      redirect: asked.redirect ?? kept.redirect,
      forAccountDeletion: asked.forAccountDeletion || kept.forAccountDeletion,
    };
  },
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

// Back at the deletion the login was for: VK ID's redirect returns to its fixed redirectUrl, not to the page it left.
sample({
  clock: loginFinished,
  source: $location,
  filter: (location, finished) =>
    nextAfterLogin(finished) === 'account-deletion' && location.pathname !== ACCOUNT_DELETING_PATH,
  fn: () => ({ to: ACCOUNT_DELETING_PATH, replace: true }),
  target: navigationRequested,
});
// And the deletion takes the focus the closing modal leaves (the deletion's model).
sample({
  clock: loginFinished,
  filter: (finished) => nextAfterLogin(finished) === 'account-deletion',
  fn: () => undefined,
  target: accountDeletingSignedIn,
});

/** The session service could not load the user with this login's tokens: nobody is signed in. */
const loginLoadFailed = sample({ clock: loadSessionFx.fail, filter: ({ params }) => params === 'login' });

/**
 * This opening's sign-in: none, our API's tokens with the user loading, or done. The tokens alone are no sign-in:
 * "signed in" means the session service loaded the user (shared-contracts' session model), which `loginCompleted`
 * says; a load that fails leaves nobody signed in.
 */
const $signIn = createStore<'none' | 'loading' | 'done'>('none')
  .on(tokensReceived, () => 'loading')
  .on(loginCompleted, () => 'done')
  .on(loginLoadFailed, () => 'none')
  .reset(loginModalOpened);

const loginClosed = sample({ clock: modalClosed, source: $signIn, filter: (_, { id }) => id === 'login' });
/** Closed while the user loaded: that load decides whether the sign-in was given up. */
const $closedWhileLoading = createStore(false)
  .on(sample({ clock: loginClosed, filter: (state) => state === 'loading' }), () => true)
  .reset(loginModalOpened, loginCompleted, loginAbandoned);

sample({
  clock: loginClosed,
  filter: (state) => state === 'none',
  fn: () => 'closed' as const,
  target: loginAbandoned,
});
sample({
  clock: loginLoadFailed,
  source: $closedWhileLoading,
  filter: Boolean,
  fn: () => 'load-failed' as const,
  target: loginAbandoned,
});

// The ?redirect=subscription the offer put in the address has done its job once the login ended, and leaves through
// the host; a login given up takes it too, as it was for this login alone (a purchase given up at its sign-in), so
// that a later sign-in for something else opens no offer.
sample({
  clock: [loginFinished, loginAbandoned],
  source: $location,
  filter: (location) => new URLSearchParams(location.search).has('redirect'),
  fn: (location) => ({ to: withoutRedirectQuery(location), replace: true }),
  target: navigationRequested,
});
