import { createEffect, createEvent, sample } from 'effector';
import {
  $accessToken,
  $session,
  ANONYMOUS_SESSION,
  loggedOut,
  loginCompleted,
  logoutRequested,
  sessionRefreshRequested,
  tokensReceived,
} from '../bus/session';
import type { AuthTokens, User, UserSubscription } from '../domain';
import { fetchSession, revokeSession } from './api';
import {
  ACCESS_TOKEN_COOKIE,
  deleteCookie,
  REFRESH_TOKEN_COOKIE,
  readCookie,
  TOKEN_COOKIE_MAX_AGE,
  writeCookie,
} from './cookies';
import { isAuthRejection } from './errors';

/**
 * The session service (SPEC.md 4 'User', 'Start-up auth'). Its units are on the bus; the host starts it with
 * `sessionStarted` (a remote's standalone harness does the same), so that it runs once per page.
 */
export const sessionStarted = createEvent<void>();

export const readTokenCookieFx = createEffect(() => readCookie(ACCESS_TOKEN_COOKIE));
export const storeTokensFx = createEffect((tokens: AuthTokens) => {
  writeCookie(ACCESS_TOKEN_COOKIE, tokens.accessToken, { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE });
  writeCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE });
});
export const clearTokensFx = createEffect(() => {
  deleteCookie(ACCESS_TOKEN_COOKIE);
  deleteCookie(REFRESH_TOKEN_COOKIE);
});
/** Why the session is (re)loaded: a fresh login completes the login flow, the others do not. */
export type SessionLoadReason = 'startup' | 'login' | 'refresh';

/** Loads the profile, then the subscription. */
export const loadSessionFx = createEffect<
  SessionLoadReason,
  { user: User; subscription: UserSubscription | null }
>(() => fetchSession());
export const revokeSessionFx = createEffect(() => revokeSession());

const tokenFound = createEvent<string>();
const sessionCleared = createEvent<void>();

sample({ clock: sessionStarted, target: readTokenCookieFx });
sample({
  clock: readTokenCookieFx.doneData,
  filter: (token): token is string => typeof token === 'string' && token !== '',
  target: tokenFound,
});
$accessToken.on(tokenFound, (_, token) => token);
// A page the server rendered already holds the user: the browser only takes the token back from its cookie.
sample({
  clock: tokenFound,
  source: $session,
  filter: (session) => session.user === null,
  fn: (): SessionLoadReason => 'startup',
  target: loadSessionFx,
});

$accessToken.on(tokensReceived, (_, tokens) => tokens.accessToken);
sample({ clock: tokensReceived, target: storeTokensFx });
sample({ clock: tokensReceived, fn: (): SessionLoadReason => 'login', target: loadSessionFx });

sample({
  clock: sessionRefreshRequested,
  source: $accessToken,
  filter: (token) => token !== null,
  fn: (): SessionLoadReason => 'refresh',
  target: loadSessionFx,
});

// Loading shows only while nobody is known yet: a refresh keeps the signed-in user on screen.
$session
  .on(loadSessionFx, (session) => (session.user ? session : { ...session, status: 'loading' }))
  .on(loadSessionFx.doneData, (_, { user, subscription }) => ({
    status: 'authenticated',
    user,
    subscription,
  }))
  .on(loadSessionFx.fail, (session) =>
    session.user ? { ...session, status: 'authenticated' } : ANONYMOUS_SESSION,
  );

// A user loaded right after tokens arrived is a completed login (the login modal closes on it).
sample({
  clock: loadSessionFx.done,
  filter: ({ params }) => params === 'login',
  fn: ({ result }) => result.user,
  target: loginCompleted,
});

// The API refused the token (expired or revoked): forget it. A network failure keeps it for the next visit.
sample({
  clock: loadSessionFx.failData,
  filter: isAuthRejection,
  fn: () => undefined,
  target: sessionCleared,
});

sample({ clock: logoutRequested, target: revokeSessionFx });
sample({ clock: revokeSessionFx.finally, fn: () => undefined, target: sessionCleared });

$accessToken.reset(sessionCleared);
$session.reset(sessionCleared);
sample({ clock: sessionCleared, target: [clearTokensFx, loggedOut] });
