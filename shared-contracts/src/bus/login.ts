import { createEvent } from 'effector';

export interface LoginRequest {
  /** 'subscription' opens the subscription offer 500 ms after a successful login (SPEC.md 2.5). */
  redirect?: 'subscription';
  /** Where the request came from, for analytics ('header', 'favourite', 'paywall', ...). */
  source?: string;
  /** Completes a social sign-in after a redirect back from the provider. */
  socialReturn?: { provider: 'google' | 'apple' | 'vk_id' };
}

/** Owner: mf-auth (its login modal, mounted by the host's outlet). Anyone may request a login. */
export const loginRequested = createEvent<LoginRequest>();
/**
 * Owner: mf-auth. The login modal closed with nobody signed in: at its close ('closed'), or later, when the user's
 * load under way as it closed failed ('load-failed'; tokens are no sign-in until the user is loaded). What was asked
 * for with that login is given up (a purchase's plan).
 */
export const loginAbandoned = createEvent<'closed' | 'load-failed'>();
