export {
  ACCESS_TOKEN_HEADER,
  API_BASE_PATHS,
  type ApiClients,
  type ApiClientsConfig,
  type ApiClientsOptions,
  createApiClients,
  type RequestHeaders,
} from './clients';
export { ApiError, type ApiErrorInit, isApiError } from './errors';
export { EVENT_CACHE_TTL_MS, type EventCacheOptions } from './event-cache';
export { apiClients, configureApiClients, sessionRequestHeaders } from './registry';
export { camelKeys, type QueryValue, snakeKeys } from './wire-format';
