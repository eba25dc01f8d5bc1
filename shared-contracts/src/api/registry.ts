import { $accessToken } from '../bus/session';
import type { RuntimeConfig } from '../config/runtime-config';
import { appScope } from '../scope/app-scope';
import {
  ACCESS_TOKEN_HEADER,
  type ApiClients,
  type ApiClientsOptions,
  createApiClients,
  type RequestHeaders,
} from './clients';

let clients: ApiClients | null = null;

/** In the browser the credentials are the session's access token, read from the page's scope on every request. */
export function sessionRequestHeaders(): RequestHeaders {
  const scope = appScope();
  const token = scope ? scope.getState($accessToken) : $accessToken.getState();
  return token ? { [ACCESS_TOKEN_HEADER]: token } : {};
}

/**
 * Builds the API clients from the runtime config (SPEC.md 7). Called once by the host when config.json has
 * loaded (or by a remote's standalone harness). A server passes its own `requestHeaders` (the visitor of the
 * request being rendered, from an AsyncLocalStorage) and may turn the event cache off.
 */
export function configureApiClients(
  config: Pick<RuntimeConfig, 'apiHost'>,
  options: ApiClientsOptions = {},
): ApiClients {
  clients = createApiClients(
    { apiHost: config.apiHost },
    { requestHeaders: sessionRequestHeaders, ...options },
  );
  return clients;
}

/** The configured clients; throws if called before the runtime config was loaded. */
export function apiClients(): ApiClients {
  if (!clients) throw new Error('API clients are not configured: the runtime config has not loaded yet');
  return clients;
}
