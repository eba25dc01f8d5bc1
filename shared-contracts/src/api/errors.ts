// The one error type the API clients reject with. Callers branch on status/code, never on message text.
// A cancelled request (AbortController) is not an error of the API: it rejects with axios' CanceledError
// (`axios.isCancel(error)`), unchanged.
import axios, { AxiosError, type InternalAxiosRequestConfig, isCancel } from 'axios';
import type { ApiErrorBody } from '../domain/paging';

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  field?: string;
  isNetworkError?: boolean;
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
  readonly method: string;
  readonly url: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.isNetworkError = init.isNetworkError ?? false;
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

function requestOf(config: InternalAxiosRequestConfig | undefined): { method: string; url: string } {
  if (!config) return { method: 'GET', url: '' };
  return { method: (config.method ?? 'get').toUpperCase(), url: axios.getUri(config) };
}

/**
 * The ApiError for what axios rejected with: a response outside 2xx becomes its status and the API's
 * `{ error: { code, message, field } }` body (already camelCased), a request without a response a network
 * error. A cancellation and anything that is not an AxiosError (or is an ApiError already, after a retry)
 * pass through unchanged.
 */
export function toApiError(error: unknown): unknown {
  if (isCancel(error) || !(error instanceof AxiosError)) return error;
  const request = requestOf(error.config);
  const response = error.response;
  if (!response) {
    return new ApiError({
      ...request,
      status: 0,
      code: 'network_error',
      message: error.message || 'Network request failed',
      isNetworkError: true,
      cause: error,
    });
  }
  const { code, message, field } = errorOf(response.data);
  return new ApiError({
    ...request,
    status: response.status,
    code: typeof code === 'string' ? code : `http_${response.status}`,
    message: typeof message === 'string' ? message : response.statusText || `HTTP ${response.status}`,
    ...(typeof field === 'string' && { field }),
    cause: error,
  });
}
