// The axios instances of SPEC.md 7 on one configured API host: web, auth and mobile, plus payments (/api).
// Nothing here touches window or document: the same module runs in the browser and, once per process, in the
// host's server, where the per-request headers come from the server's own provider.
import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { API_BASE_PATHS } from './base-paths';
import { attachEventCache, createEventCache, type EventCache, type EventCacheOptions } from './event-cache';
import { attachRetries, type RetryPolicy } from './retry';
import { attachSessionRefresh, type SessionRefresher } from './session-refresh';
import { toApiError } from './to-api-error';
import { camelResponseBody, serializeParams, snakeRequestBody } from './wire-format';

export type RequestHeaders = Readonly<Record<string, string>>;

export interface ApiClientsConfig {
  /** 'https://api.example.ru', or '' for the page's own origin. */
  apiHost: string;
}

export interface ApiClientsOptions {
  /**
   * The visitor's credential headers, read on every request: the server's renderer sends its request's token as
   * `access_token` (SPEC.md 6). Sent by web, mobile and payments, never by auth. The browser sends none: its
   * session is the API's HttpOnly cookies, which every client sends (`withCredentials`).
   */
  requestHeaders?: () => RequestHeaders;
  /**
   * Renews the session cookies when a call of web, mobile or payments answered 401; the call is then sent once
   * more (session-refresh.ts). The browser's (the default of configureApiClients); a server has no cookie jar
   * and passes `false`.
   */
  refreshSession?: SessionRefresher | false;
  /** The one-hour cache of event calls; `false` turns it off. */
  eventCache?: false | EventCacheOptions;
  /** The transport, when not axios' own for the platform (tests). */
  adapter?: AxiosAdapter;
  /** axios-retry's delay factor in ms (the first retry waits twice this); 150 unless given, 0 in tests. */
  retryDelayFactorMs?: number;
}

export interface ApiClients {
  /** /kaver/web/v1: sends the credentials, no retries, event calls cached. */
  web: AxiosInstance;
  /** /kaver/auth: never sends credentials, 1 retry (POST included when it cannot have been processed). */
  auth: AxiosInstance;
  /** /digitalcity/afisha/5: sends the credentials, 1 retry. */
  mobile: AxiosInstance;
  /** /api (payments): sends the credentials, no retries (a payment is never created twice by a retry). */
  payments: AxiosInstance;
  /** Empties the event cache. */
  clearEventCache(): void;
}

interface ClientSpec {
  basePath: string;
  sendsCredentials: boolean;
  retry: RetryPolicy;
  cache: EventCache | null;
}

function createClient(config: ApiClientsConfig, options: ApiClientsOptions, spec: ClientSpec): AxiosInstance {
  const client = axios.create({
    baseURL: config.apiHost.replace(/\/+$/, '') + spec.basePath,
    // A path never sends the session to another host.
    allowAbsoluteUrls: false,
    // The session cookies go with every call, and sign-in answers may set them (the API is another origin).
    withCredentials: true,
    headers: { Accept: 'application/json' },
    paramsSerializer: { serialize: serializeParams },
    transformRequest: snakeRequestBody,
    transformResponse: camelResponseBody,
    ...(options.adapter && { adapter: options.adapter }),
  });
  // Response interceptors run in the order they are added: retries see axios' own errors, then they are mapped.
  attachRetries(client, spec.retry, options.retryDelayFactorMs);
  if (spec.cache) attachEventCache(client, spec.cache);
  const { requestHeaders, refreshSession } = options;
  if (spec.sendsCredentials && requestHeaders) {
    client.interceptors.request.use((request) => {
      for (const [name, value] of Object.entries(requestHeaders())) request.headers.set(name, value);
      return request;
    });
  }
  if (spec.sendsCredentials && refreshSession) attachSessionRefresh(client, refreshSession);
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
  return client;
}

export function createApiClients(config: ApiClientsConfig, options: ApiClientsOptions = {}): ApiClients {
  const cache = options.eventCache === false ? null : createEventCache(options.eventCache);
  const client = (spec: ClientSpec) => createClient(config, options, spec);
  const once = { retries: 1, retryPost: false };
  const never = { retries: 0, retryPost: false };
  return {
    web: client({ basePath: API_BASE_PATHS.web, sendsCredentials: true, retry: never, cache }),
    auth: client({
      basePath: API_BASE_PATHS.auth,
      sendsCredentials: false,
      retry: { retries: 1, retryPost: true },
      cache: null,
    }),
    mobile: client({ basePath: API_BASE_PATHS.mobile, sendsCredentials: true, retry: once, cache }),
    payments: client({
      basePath: API_BASE_PATHS.payments,
      sendsCredentials: true,
      retry: never,
      cache: null,
    }),
    clearEventCache: () => cache?.clear(),
  };
}
