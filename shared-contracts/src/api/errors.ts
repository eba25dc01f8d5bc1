// The one error type the API clients reject with. Callers branch on status/code, never on message text.
// A cancelled request (AbortController) is not an error of the API: it rejects with axios' CanceledError
// (`axios.isCancel(error)`), unchanged. No axios here: apps check errors without loading the clients.

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  field?: string;
  isNetworkError?: boolean;
  /** Seconds until the same call may succeed (the API's `retry_after`: rate limits, a failed SMS gateway). */
  retryAfter?: number;
  method: string;
  url: string;
  cause?: unknown;
}

export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** The API's machine code ('city_not_found'), 'http_<status>' when the body had none, or 'network_error'. */
  readonly code: string;
  /** The request field at fault, when the API named one. */
  readonly field: string | undefined;
  /** True when the request never got a response (offline, DNS, CORS, connection reset, timeout). */
  readonly isNetworkError: boolean;
  /** Seconds until the same call may succeed, when the API said so. */
  readonly retryAfter: number | undefined;
  readonly method: string;
  readonly url: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.isNetworkError = init.isNetworkError ?? false;
    this.retryAfter = init.retryAfter;
    this.method = init.method;
    this.url = init.url;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
