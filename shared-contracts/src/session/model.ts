import { createEffect, createEvent, sample } from 'effector';
import {
  $personalLists,
  $session,
  ANONYMOUS_SESSION,
  loggedOut,
  loginCompleted,
  logoutFailed,
  logoutRequested,
  sessionExpired,
  sessionRefreshRequested,
  tokensReceived,
} from '../bus/session';
import { fetchSession, revokeSession, type SessionAnswer } from './api';
import { hasSessionCookie } from './cookies';
import { isAuthRejection, isNoSessionLeft } from './errors';

/**
 * The session service (SPEC.md 4 'User', 'Start-up auth'). Its units are on the bus; the host starts it with
 * `sessionStarted` (a remote's standalone harness does the same), so that it runs once per page.
 *
 * The tokens are HttpOnly cookies the API sets and clears (issue 11.5): no script here reads or writes them.
 * "Signed in" means a user was loaded; the API clients refresh an expired access cookie themselves
 * (api/session-refresh.ts) and report `sessionExpired` when that is refused.
 */
export const sessionStarted = createEvent<void>();
/** Whether there is a session to load: the API's `signed_in` cookie (the server: its request's token cookie). */
export const detectSessionFx = createEffect(() => hasSessionCookie());

/** Why the session is (re)loaded: a fresh login completes the login flow, the others do not. */
export type SessionLoadReason = 'startup' | 'login' | 'refresh';
/** Loads the visitor: profile, subscription and what they keep (GET /me). */
export const loadSessionFx = createEffect<SessionLoadReason, SessionAnswer>(() => fetchSession());
/** POST /auth/logout: the API ends the sign-in and clears the cookies. */
export const revokeSessionFx = createEffect(() => revokeSession());

const sessionCleared = createEvent<void>();

sample({ clock: sessionStarted, target: detectSessionFx });
// Public pages are rendered without the visitor: whoever is signed in is loaded in the browser.
sample({
  clock: detectSessionFx.doneData,
  filter: Boolean,
  fn: (): SessionLoadReason => 'startup',
  target: loadSessionFx,
});
sample({ clock: tokensReceived, fn: (): SessionLoadReason => 'login', target: loadSessionFx });
sample({
  clock: sessionRefreshRequested,
  source: $session,
  filter: (session) => session.user !== null,
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

// A user loaded right after a sign-in is a completed login (the login modal closes on it).
sample({
  clock: loadSessionFx.done,
  filter: ({ params }) => params === 'login',
  fn: ({ result }) => result.user,
  target: loginCompleted,
});

// The API refused the session even after a refresh: forget it. A network failure keeps it for the next try.
sample({
  clock: loadSessionFx.failData,
  filter: isAuthRejection,
  fn: () => undefined,
  target: sessionCleared,
});
sample({ clock: sessionExpired, target: sessionCleared });
sample({ clock: logoutRequested, target: revokeSessionFx });
// Revoked, or the API had no session left (401): signed out. Otherwise (offline, a server error, a 403 refused
// before the API cleared anything) the cookies are still set and the next page would be signed in again: the
// session stays, and the logout says why it failed.
sample({ clock: revokeSessionFx.done, fn: () => undefined, target: sessionCleared });
sample({
  clock: revokeSessionFx.failData,
  filter: isNoSessionLeft,
  fn: () => undefined,
  target: sessionCleared,
});
sample({ clock: revokeSessionFx.failData, filter: (error) => !isNoSessionLeft(error), target: logoutFailed });

$personalLists.on(loadSessionFx.doneData, (_, { personal }) => personal);

$session.reset(sessionCleared);
$personalLists.reset(sessionCleared);
sample({ clock: sessionCleared, target: loggedOut });
