// When a failed call is sent again (SPEC.md 7: web 0 retries, auth 1, mobile 1).
//
// - GET, PUT and DELETE are idempotent: they are retried after a network failure, a 5xx or a 429.
// - POST is retried only where the client allows it (the auth client) and only when the request cannot have
//   been processed or is safe to repeat: a network failure or 502/503/504. The auth calls are POSTs; a
//   repeated send-code is harmless because the API dedupes codes for a phone within its 60 s window, and a
//   repeated confirm with a code that was already used fails like a wrong code. A 500 (maybe processed) and
//   a 429 (an SMS rate limit the user must see) are never retried for POST.
// - An aborted request is never retried.

export interface RetryPolicy {
  retries: number;
  retryPost: boolean;
  /** Base delay before the first retry; doubled for each further one. */
  delayMs: number;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
const NOT_PROCESSED = new Set([502, 503, 504]);

function mayRetry(policy: RetryPolicy, method: string, attempt: number): boolean {
  return attempt < policy.retries && (IDEMPOTENT.has(method) || (method === 'POST' && policy.retryPost));
}

export function shouldRetryStatus(
  policy: RetryPolicy,
  method: string,
  status: number,
  attempt: number,
): boolean {
  if (!mayRetry(policy, method, attempt)) return false;
  if (IDEMPOTENT.has(method)) return status >= 500 || status === 429;
  return NOT_PROCESSED.has(status);
}

export function shouldRetryNetworkError(policy: RetryPolicy, method: string, attempt: number): boolean {
  return mayRetry(policy, method, attempt);
}

const MAX_RETRY_AFTER_MS = 10_000;

/** Backoff: delayMs, 2*delayMs, ...; a 429's Retry-After (seconds) wins, capped at 10 s. */
export function retryDelay(policy: RetryPolicy, attempt: number, retryAfter?: string | null): number {
  const seconds = retryAfter ? Number(retryAfter) : Number.NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  return policy.delayMs * 2 ** attempt;
}
