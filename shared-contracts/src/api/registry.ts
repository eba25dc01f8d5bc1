import type { AxiosInstance } from 'axios';
import { sessionExpired } from '../bus/session';
import { singleFlight } from '../cache/single-flight';
import type { RuntimeConfig } from '../config/runtime-config';
import { bindToAppScope } from '../scope/app-scope';
import { hasSessionCookie } from '../session/cookies';
import type { ApiClients, ApiClientsOptions } from './clients';
import { isApiError } from './errors';
import type { SessionRefresher } from './session-refresh';

/** What apps call on a client: axios' request methods, with axios' own types. */
export type ApiClient = Pick<AxiosInstance, 'request' | 'get' | 'delete' | 'head' | 'post' | 'put' | 'patch'>;

export interface LazyApiClients {
  web: ApiClient;
  auth: ApiClient;
  mobile: ApiClient;
  payments: ApiClient;
  /** Empties the event cache. */
  clearEventCache(): void;
}

type ClientName = 'web' | 'auth' | 'mobile' | 'payments';
const METHODS = ['request', 'get', 'delete', 'head', 'post', 'put', 'patch'] as const;

let settings: { config: Pick<RuntimeConfig, 'apiHost'>; options: ApiClientsOptions } | null = null;
let loaded: Promise<ApiClients> | null = null;

/**
 * The browser's refresh: POST /token/refresh with the refresh cookie (the API sets new cookies). Without the
 * `signed_in` cookie there is no session to renew. A refusal ends the session (`sessionExpired`, in the page's
 * scope); an API that cannot be reached says nothing about the session and is thrown as is.
 */
export const refreshBrowserSession: SessionRefresher = singleFlight(async () => {
  if (!hasSessionCookie()) return false;
  try {
    await (await loadApiClients()).auth.post('/token/refresh');
    return true;
  } catch (error) {
    if (!isApiError(error) || error.isNetworkError || error.status >= 500) throw error;
    bindToAppScope(sessionExpired)();
    return false;
  }
});

/**
 * Sets up the API clients from the runtime config (SPEC.md 7). Called once by the host when config.json has loaded
 * (or by a remote's standalone harness); the browser's session is its cookies, refreshed on a 401. A server passes
 * its own `requestHeaders` (the visitor of the request being rendered, from an AsyncLocalStorage) with
 * `refreshSession: false`, and may turn the event cache off. Nothing is loaded yet: axios and
 * its interceptors arrive with the first call, so a page the server rendered needs none of it to show and hydrate.
 */
export function configureApiClients(
  config: Pick<RuntimeConfig, 'apiHost'>,
  options: ApiClientsOptions = {},
): void {
  settings = { config, options: { refreshSession: refreshBrowserSession, ...options } };
  loaded = null;
}

/** The axios instances themselves, loaded on first need (tests attach a mock adapter to them). */
export function loadApiClients(): Promise<ApiClients> {
  if (!settings) {
    return Promise.reject(new Error('API clients are not configured: the runtime config has not loaded yet'));
  }
  const { config, options } = settings;
  loaded ??= import('./clients').then(({ createApiClients }) =>
    createApiClients({ apiHost: config.apiHost }, options),
  );
  return loaded;
}

function lazyClient(name: ClientName): ApiClient {
  const client = {} as Record<(typeof METHODS)[number], unknown>;
  for (const method of METHODS) {
    client[method] = (...args: unknown[]) =>
      loadApiClients().then((clients) => (clients[name][method] as (...a: unknown[]) => unknown)(...args));
  }
  return client as ApiClient;
}

const lazyClients: LazyApiClients = {
  web: lazyClient('web'),
  auth: lazyClient('auth'),
  mobile: lazyClient('mobile'),
  payments: lazyClient('payments'),
  clearEventCache: () => {
    void loaded?.then((clients) => clients.clearEventCache());
  },
};

/** The configured clients; throws if called before the runtime config was loaded. */
export function apiClients(): LazyApiClients {
  if (!settings) throw new Error('API clients are not configured: the runtime config has not loaded yet');
  return lazyClients;
}
