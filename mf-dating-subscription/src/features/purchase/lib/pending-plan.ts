// The plan an anonymous buyer chose before being sent to sign in (SPEC.md 4 'Purchase flow'). Kept in this tab's
// sessionStorage, so that it survives a provider's full-page redirect, and taken once when the offer comes back.
import type { AppLocation } from '@kaver/shared-contracts';

export const PENDING_PLAN_KEY = 'kaver:pending-plan';
/** How long a chosen plan waits for the sign-in; an older one is not bought behind the person's back. */
export const PENDING_PLAN_TTL_MS = 30 * 60_000;

export function rememberPlan(
  planId: string,
  now = Date.now(),
  storage: Storage = window.sessionStorage,
): void {
  try {
    storage.setItem(PENDING_PLAN_KEY, JSON.stringify({ planId, at: now }));
  } catch {
    // storage blocked: the person picks the plan again after signing in
  }
}

/** The plan chosen before the sign-in, once, or null (none, too old or unreadable). */
export function takePlan(now = Date.now(), storage: Storage = window.sessionStorage): string | null {
  try {
    const raw = storage.getItem(PENDING_PLAN_KEY);
    storage.removeItem(PENDING_PLAN_KEY);
    const value = raw ? (JSON.parse(raw) as { planId?: unknown; at?: unknown }) : null;
    return typeof value?.planId === 'string' &&
      typeof value.at === 'number' &&
      now - value.at <= PENDING_PLAN_TTL_MS
      ? value.planId
      : null;
  } catch {
    return null;
  }
}

/** The sign-in the plan waited for was given up: the plan goes, and no later sign-in buys it. */
export function forgetPlan(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(PENDING_PLAN_KEY);
  } catch {
    // storage blocked: nothing was kept
  }
}

/** The current address with ?redirect=subscription (SPEC.md 2.5: the login modal reads it). */
export function withSubscriptionRedirect({ pathname, search, hash }: AppLocation): string {
  const query = new URLSearchParams(search);
  query.set('redirect', 'subscription');
  return `${pathname}?${query}${hash}`;
}
