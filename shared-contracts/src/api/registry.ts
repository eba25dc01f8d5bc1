import { $accessToken } from '../bus/session';
import type { RuntimeConfig } from '../config/runtime-config';
import { appScope } from '../scope/app-scope';
import { type ApiClients, createApiClients } from './http';

let clients: ApiClients | null = null;

/** In the browser the token is the page scope's; a server replaces it with the one of the request it serves. */
let accessTokenSource: () => string | null = () => {
  const scope = appScope();
  return scope ? scope.getState($accessToken) : $accessToken.getState();
};

/** The access token the clients send now: the page's, or on a server the current request's. */
export function currentAccessToken(): string | null {
  return accessTokenSource();
}

/** Where the clients take the access token from on each call (the host's server: the current request's). */
export function setAccessTokenSource(source: () => string | null): void {
  accessTokenSource = source;
}

/**
 * Builds the three API clients from the runtime config (SPEC.md 7). Called once by the host when config.json
 * has loaded (or by a remote's standalone harness); the clients read the token on each call.
 */
export function configureApiClients(config: Pick<RuntimeConfig, 'apiHost'>): ApiClients {
  clients = createApiClients({ apiHost: config.apiHost, getAccessToken: currentAccessToken });
  return clients;
}

/** The configured clients; throws if called before the runtime config was loaded. */
export function apiClients(): ApiClients {
  if (!clients) throw new Error('API clients are not configured: the runtime config has not loaded yet');
  return clients;
}
