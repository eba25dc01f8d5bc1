import { combine, createEvent, createStore } from 'effector';
import type { AuthTokens, User, UserSubscription } from '../domain';

export type SessionStatus = 'anonymous' | 'loading' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user: User | null;
  subscription: UserSubscription | null;
}

export const ANONYMOUS_SESSION: Session = { status: 'anonymous', user: null, subscription: null };

/**
 * Owner: host (starts the session service). The access token; null when signed out. Never serialised into a
 * server-rendered page: the browser reads it from its own cookie.
 */
export const $accessToken = createStore<string | null>(null, { serialize: 'ignore' });
/** Owner: host. Who is signed in, and their subscription. Every app reads it. */
export const $session = createStore<Session>(ANONYMOUS_SESSION);

export const $isAuthenticated = $session.map((s) => s.status === 'authenticated');
/** Premium when the API says the subscription is paid (SPEC.md 4 'User'). */
export const $hasPremium = $session.map((s) => s.subscription?.isSubscriptionPaid === true);
export const $user = $session.map((s) => s.user);
export const $sessionFlags = combine({ isAuthenticated: $isAuthenticated, hasPremium: $hasPremium });

/** Owner: host. Emitted by mf-auth when a login produced tokens. */
export const tokensReceived = createEvent<AuthTokens>();
/** Owner: host. Anyone asks to reload the user and subscription (after a purchase or onboarding). */
export const sessionRefreshRequested = createEvent<void>();
/** Owner: host. Emitted by mf-auth's logout button: the API is told, then everything is cleared. */
export const logoutRequested = createEvent<void>();
/** Owner: host. Fired once the session was cleared (logout, or a token the API refused). */
export const loggedOut = createEvent<void>();
/** Owner: host. Fired when a user was loaded after tokensReceived (a fresh login, not start-up). */
export const loginCompleted = createEvent<User>();
