// The eager surface of the HTTP layer: configuring the clients, the lazy clients apps call, errors. axios and the
// interceptors (clients.ts and what it imports) load with the first request.

export type { ApiClients, ApiClientsConfig, ApiClientsOptions, RequestHeaders } from './clients';
export { ApiError, type ApiErrorInit, isApiError } from './errors';
export { ACCESS_TOKEN_HEADER } from './headers';
export {
  type ApiClient,
  apiClients,
  configureApiClients,
  type LazyApiClients,
  loadApiClients,
  refreshBrowserSession,
} from './registry';
export type { SessionRefresher } from './session-refresh';
