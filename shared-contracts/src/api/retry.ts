// When a failed call is sent again (SPEC.md 7: web 0 retries, auth 1, mobile 1), with axios-retry.
//
// - GET, PUT and DELETE are idempotent: retried after a network failure, a 5xx or a 429 (axios-retry's
//   isIdempotentRequestError).
// - POST is retried only where the client allows it (the auth client, whose calls are all POSTs) and only when
//   the request cannot have been processed: no response at all, or 502/503/504 from a proxy. A repeated
//   send-code is harmless because the API dedupes codes for a phone within its 60 s window, and a repeated
//   confirm with a code that was already used fails like a wrong code. A 500 (maybe processed) and a 429 (an
//   SMS rate limit the person must see) are never retried for POST.
// - A cancelled request is never retried.
// - Backoff: about 300 ms before the first retry, doubling, plus up to 20% jitter; a Retry-After wins, up to 10 s.
import { type AxiosError, type AxiosInstance, isCancel } from 'axios';
import axiosRetry, { exponentialDelay, isIdempotentRequestError, isNetworkError } from 'axios-retry';

export interface RetryPolicy {
  retries: number;
  /** Whether a POST that cannot have been processed may be sent again. */
  retryPost: boolean;
}

/** Half the first delay: axios-retry's exponential delay is factor * 2^retry. */
const DEFAULT_DELAY_FACTOR_MS = 150;
const MAX_DELAY_MS = 10_000;
const NOT_PROCESSED = new Set([502, 503, 504]);

export function shouldRetry(policy: RetryPolicy, error: AxiosError): boolean {
  if (isCancel(error)) return false;
  if (isIdempotentRequestError(error)) return true;
  if (!policy.retryPost || error.config?.method?.toLowerCase() !== 'post') return false;
  return error.response ? NOT_PROCESSED.has(error.response.status) : isNetworkError(error);
}

/** Installs the policy on a client; must run before the error-mapping interceptor so it sees AxiosErrors. */
export function attachRetries(
  client: AxiosInstance,
  policy: RetryPolicy,
  delayFactorMs = DEFAULT_DELAY_FACTOR_MS,
): void {
  if (policy.retries <= 0) return;
  axiosRetry(client, {
    retries: policy.retries,
    retryCondition: (error) => shouldRetry(policy, error),
    retryDelay: (retry, error) => Math.min(exponentialDelay(retry, error, delayFactorMs), MAX_DELAY_MS),
  });
}
