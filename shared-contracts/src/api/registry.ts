import { $accessToken } from '../bus/session';
import type { RuntimeConfig } from '../config/runtime-config';
import { type ApiClients, createApiClients } from './http';

let clients: ApiClients | null = null;

/**
 * Builds the three API clients from the runtime config (SPEC.md 7). Called once by the host when config.json
 * has loaded (or by a remote's standalone harness); the clients read the token from the bus on each call.
 */
export function configureApiClients(config: Pick<RuntimeConfig, 'apiHost'>): ApiClients {
  clients = createApiClients({ apiHost: config.apiHost, getAccessToken: () => $accessToken.getState() });
  return clients;
}

/** The configured clients; throws if called before the runtime config was loaded. */
export function apiClients(): ApiClients {
  if (!clients) throw new Error('API clients are not configured: the runtime config has not loaded yet');
  return clients;
}
