import type { AxiosInstance } from 'axios';
import { $accessToken } from '../bus/session';
import type { RuntimeConfig } from '../config/runtime-config';
import { appScope } from '../scope/app-scope';
import type { ApiClients, ApiClientsOptions, RequestHeaders } from './clients';

/** The name of the header that carries the access token (SPEC.md 6). */
export const ACCESS_TOKEN_HEADER = 'access_token';

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

/** In the browser the credentials are the session's access token, read from the page's scope on every request. */
export function sessionRequestHeaders(): RequestHeaders {
  const scope = appScope();
  const token = scope ? scope.getState($accessToken) : $accessToken.getState();
  return token ? { [ACCESS_TOKEN_HEADER]: token } : {};
}

/**
 * Sets up the API clients from the runtime config (SPEC.md 7). Called once by the host when config.json has loaded
 * (or by a remote's standalone harness). A server passes its own `requestHeaders` (the visitor of the request
 * being rendered, from an AsyncLocalStorage) and may turn the event cache off. Nothing is loaded yet: axios and
 * its interceptors arrive with the first call, so a page the server rendered needs none of it to show and hydrate.
 */
export function configureApiClients(
  config: Pick<RuntimeConfig, 'apiHost'>,
  options: ApiClientsOptions = {},
): void {
  settings = { config, options: { requestHeaders: sessionRequestHeaders, ...options } };
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
