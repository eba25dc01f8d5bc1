// The three API clients of SPEC.md 7 on one configured host, sharing one event cache.
import { ResponseCache } from './cache';
import { createHttpClient, type HttpClient } from './client';

export const API_BASE_PATHS = {
  web: '/kaver/web/v1',
  auth: '/kaver/auth',
  mobile: '/digitalcity/afisha/5',
} as const;

export interface ApiClientsOptions {
  /** 'https://api.example.ru', or '' for the page's own origin. */
  apiHost: string;
  /** Read on every call, so a new login is picked up without rebuilding the clients. */
  getAccessToken: () => string | null | undefined;
  fetch?: typeof fetch;
  /** The cache clock; injectable for tests. */
  now?: () => number;
  /** Base delay before a retry (doubled per attempt); 300 ms unless given. */
  retryDelayMs?: number;
}

export interface ApiClients {
  /** /kaver/web/v1: sends the token, no retries. */
  web: HttpClient;
  /** /kaver/auth: never sends a token, 1 retry (POST included, see retry.ts). */
  auth: HttpClient;
  /** /digitalcity/afisha/5: sends the token, 1 retry. */
  mobile: HttpClient;
  /** Empties the event cache. */
  clearCache(): void;
}

export function createApiClients(options: ApiClientsOptions): ApiClients {
  const cache = new ResponseCache(options.now);
  const delayMs = options.retryDelayMs ?? 300;
  const common = {
    apiHost: options.apiHost,
    getAccessToken: options.getAccessToken,
    cache,
    ...(options.fetch && { fetch: options.fetch }),
  };
  return {
    web: createHttpClient({
      ...common,
      basePath: API_BASE_PATHS.web,
      sendToken: true,
      retry: { retries: 0, retryPost: false, delayMs },
    }),
    auth: createHttpClient({
      ...common,
      basePath: API_BASE_PATHS.auth,
      sendToken: false,
      retry: { retries: 1, retryPost: true, delayMs },
    }),
    mobile: createHttpClient({
      ...common,
      basePath: API_BASE_PATHS.mobile,
      sendToken: true,
      retry: { retries: 1, retryPost: false, delayMs },
    }),
    clearCache: () => cache.clear(),
  };
}
