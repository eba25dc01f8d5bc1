// What axios rejects with, as the ApiError apps handle (loaded with the clients, not before).
import axios, { AxiosError, type InternalAxiosRequestConfig, isCancel } from 'axios';
import type { ApiErrorBody } from '../domain/paging';
import { ApiError } from './errors';

/** The error body after camelCasing: `retry_after` arrives as `retryAfter`. */
type CamelErrorBody = Omit<ApiErrorBody['error'], 'retry_after'> & { retryAfter?: number };

function errorOf(body: unknown): Partial<CamelErrorBody> {
  const error = (body as { error?: unknown } | null)?.error;
  return error && typeof error === 'object' ? (error as Partial<CamelErrorBody>) : {};
}

function requestOf(config: InternalAxiosRequestConfig | undefined): { method: string; url: string } {
  if (!config) return { method: 'GET', url: '' };
  return { method: (config.method ?? 'get').toUpperCase(), url: axios.getUri(config) };
}

/**
 * The ApiError for what axios rejected with: a response outside 2xx becomes its status and the API's
 * `{ error: { code, message, field, retry_after } }` body (already camelCased), a request without a response a network
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
  const { code, message, field, retryAfter } = errorOf(response.data);
  return new ApiError({
    ...request,
    status: response.status,
    code: typeof code === 'string' ? code : `http_${response.status}`,
    message: typeof message === 'string' ? message : response.statusText || `HTTP ${response.status}`,
    ...(typeof field === 'string' && { field }),
    ...(typeof retryAfter === 'number' && retryAfter >= 0 && { retryAfter }),
    cause: error,
  });
}
