import { combine, createEvent, createStore } from 'effector';
import type { AuthTokens, User, UserSubscription } from '../domain';

export type SessionStatus = 'anonymous' | 'loading' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user: User | null;
  subscription: UserSubscription | null;
}

export const ANONYMOUS_SESSION: Session = { status: 'anonymous', user: null, subscription: null };

/** Owner: host. Who is signed in, and their subscription. Every app reads it. */
export const $session = createStore<Session>(ANONYMOUS_SESSION);

export const $isAuthenticated = $session.map((s) => s.status === 'authenticated');
/** Premium when the API says the subscription is paid (SPEC.md 4 'User'). */
export const $hasPremium = $session.map((s) => s.subscription?.isSubscriptionPaid === true);
export const $user = $session.map((s) => s.user);
export const $sessionFlags = combine({ isAuthenticated: $isAuthenticated, hasPremium: $hasPremium });

/** The ids of what the signed-in visitor keeps: favourite events and places, and the places they follow. */
export interface PersonalLists {
  favouriteEvents: number[];
  favouritePlaces: number[];
  followedPlaces: number[];
}

export const NO_PERSONAL_LISTS: PersonalLists = {
  favouriteEvents: [],
  favouritePlaces: [],
  followedPlaces: [],
};

/**
 * Owner: host (the session service). What the visitor keeps, loaded with the session (GET /me); empty while nobody
 * is signed in. Public pages are rendered without the visitor, so hearts and follows fill in from here.
 */
export const $personalLists = createStore<PersonalLists>(NO_PERSONAL_LISTS, { serialize: 'ignore' });

/**
 * Owner: host. Emitted by mf-auth when a sign-in call succeeded. The API has set the session as HttpOnly cookies
 * with that answer; the host loads the user and does not keep the tokens (no page script may hold them).
 */
export const tokensReceived = createEvent<AuthTokens>();
/** Owner: host. Anyone asks to reload the user and subscription (after a purchase or onboarding). */
export const sessionRefreshRequested = createEvent<void>();
/**
 * Owner: host. Emitted by mf-auth's logout button: the API is told, then everything is cleared; a logout that did
 * not go through clears nothing (`logoutFailed`).
 */
export const logoutRequested = createEvent<void>();
/**
 * Owner: host. Fired by the API clients when the session cookies could not be refreshed (the refresh token was
 * refused): the session is over, the host clears it.
 */
export const sessionExpired = createEvent<void>();
/** Owner: host. Fired once the session was cleared (logout, or a session the API refused). */
export const loggedOut = createEvent<void>();
/**
 * Owner: host. The logout did not go through (offline, a server error, refused), with the error: the session
 * cookies, which no script can clear, are still set, so the visitor stays signed in and is told why (mf-auth).
 */
export const logoutFailed = createEvent<unknown>();
/** Owner: host. Fired when a user was loaded after tokensReceived (a fresh login, not start-up). */
export const loginCompleted = createEvent<User>();
