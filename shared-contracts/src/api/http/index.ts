export { API_BASE_PATHS, type ApiClients, type ApiClientsOptions, createApiClients } from './api-clients';
export { EVENT_CACHE_TTL_MS, isEventPath, ResponseCache } from './cache';
export { camelKeysDeep, snakeKeysDeep, toCamelCase, toSnakeCase } from './case';
export {
  ACCESS_TOKEN_HEADER,
  type BodyRequestOptions,
  createHttpClient,
  type HeaderValue,
  type HttpClient,
  type HttpClientConfig,
  type RequestOptions,
} from './client';
export { ApiError, type ApiErrorInit, isApiError } from './errors';
export { buildQueryString, type QueryParams, type QueryPrimitive, type QueryValue } from './query';
export type { RetryPolicy } from './retry';
