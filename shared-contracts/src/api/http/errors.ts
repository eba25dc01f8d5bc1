// The one error type the API clients throw. Callers branch on status/code, never on message text.
import type { ApiErrorBody } from '../../domain/paging';

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
  /** True when the request never got a response (offline, DNS, CORS, connection reset). */
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

function errorOf(body: unknown): Partial<ApiErrorBody['error']> {
  const error = (body as { error?: unknown } | null)?.error;
  return error && typeof error === 'object' ? (error as Partial<ApiErrorBody['error']>) : {};
}

/** An ApiError from a non-2xx response and its parsed body (`{ error: { code, message, field } }`). */
export function responseError(
  request: { method: string; url: string },
  status: number,
  statusText: string,
  body: unknown,
): ApiError {
  const { code, message, field, retry_after: retryAfter } = errorOf(body);
  return new ApiError({
    ...request,
    status,
    code: typeof code === 'string' ? code : `http_${status}`,
    message: typeof message === 'string' ? message : statusText || `HTTP ${status}`,
    ...(typeof field === 'string' && { field }),
    ...(typeof retryAfter === 'number' && retryAfter >= 0 && { retryAfter }),
  });
}

export function networkError(request: { method: string; url: string }, cause: unknown): ApiError {
  return new ApiError({
    ...request,
    status: 0,
    code: 'network_error',
    message: cause instanceof Error ? cause.message : 'Network request failed',
    isNetworkError: true,
    cause,
  });
}
