import type { LoginRequest, TokenResponse } from '@kaver/shared-contracts';
import { createEvent, createStore } from 'effector';

/**
 * The login modal's lifetime, shared by every sign-in feature: each one resets itself when the modal goes
 * (SPEC.md 4: "Closing the modal resets all login state").
 */
export const loginModalOpened = createEvent<LoginRequest>();
export const loginModalReset = createEvent<void>();
/** 'вернуться назад' on a social completion view: the modal goes back to the provider picker. */
export const socialReturnDismissed = createEvent<void>();

/**
 * The source of a login the account deletion asks for: its page's «Войти», and the fresh sign-in the API wants
 * before it deletes. Such a login leads back to the deletion, never to onboarding or an offer.
 */
export const ACCOUNT_DELETING_LOGIN_SOURCE = 'account-deleting';
/** The account deletion's page, where such a login leads back to. */
export const ACCOUNT_DELETING_PATH = '/services/account-deleting';

/** Such a login has ended (complete-login sends it): the modal is closing. */
export const accountDeletingSignedIn = createEvent<void>();
/** The deletion has given the focus that modal leaves to what the person presses next. */
export const accountDeletingSignInFocused = createEvent<void>();
/**
 * The closing modal gives the focus back to what opened it: the confirmation's button after an in-page sign-in,
 * but nothing after a redirect (a new page) or after the page's «Войти», which the deletion replaces. The deletion
 * takes it then. Kept here, not in the deletion's model: a sign-in by redirect may end on another page (VK ID's
 * redirectUrl), before the deletion's page and its code are loaded.
 */
export const $accountDeletingSignInFocusDue = createStore(false, { serialize: 'ignore' })
  .on(accountDeletingSignedIn, () => true)
  .reset(accountDeletingSignInFocused);

/** The request that opened the modal (redirect, source, social return). */
export const $loginRequest = createStore<LoginRequest>({})
  .on(loginModalOpened, (_, request) => request)
  .on(socialReturnDismissed, ({ socialReturn: _dismissed, ...request }) => request)
  .reset(loginModalReset);

/** Any sign-in (phone code, Firebase, VK ID, Telegram) that produced our API's tokens. */
export const tokensObtained = createEvent<TokenResponse>();
