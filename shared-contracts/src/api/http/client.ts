// One API client: a base path on the configured host, the access_token header, case conversion, retries
// and, when given a cache, the one-hour cache of event GETs (SPEC.md 7). Built on fetch (no axios: the first
// page load must stay under 150 KB gzip).
import type { ResponseCache } from './cache';
import { isEventPath } from './cache';
import { camelKeysDeep, isPlainObject, snakeKeysDeep } from './case';
import { networkError, responseError } from './errors';
import { buildQueryString, type QueryParams } from './query';
import { type RetryPolicy, retryDelay, shouldRetryNetworkError, shouldRetryStatus } from './retry';

export type HeaderValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export interface RequestOptions {
  /** Keys are sent in snake_case. */
  query?: QueryParams;
  /** Sent as given (names are not converted): auth_type, phone, code, platform_id. */
  headers?: Readonly<Record<string, HeaderValue>>;
  signal?: AbortSignal;
}

export interface BodyRequestOptions extends RequestOptions {
  /** Plain objects and arrays are sent as JSON with snake_case keys; FormData, strings etc. as they are. */
  body?: unknown;
}

export interface HttpClient {
  readonly basePath: string;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, options?: BodyRequestOptions): Promise<T>;
  put<T = unknown>(path: string, options?: BodyRequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: BodyRequestOptions): Promise<T>;
}

export interface HttpClientConfig {
  /** 'https://api.example.ru' or '' for the page's own origin. */
  apiHost: string;
  basePath: string;
  /** Whether the access_token header is sent when a token exists. */
  sendToken: boolean;
  getAccessToken: () => string | null | undefined;
  retry: RetryPolicy;
  fetch?: typeof fetch;
  /** The shared event cache; none = nothing is cached. */
  cache?: ResponseCache;
}

/** The header name the API reads the token from (SPEC.md 6). */
export const ACCESS_TOKEN_HEADER = 'access_token';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const sleep = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error as { name?: unknown } | null)?.name === 'AbortError';
}

/** Rejects as soon as `signal` aborts, while the shared cached request goes on for other callers. */
function withAbort<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function headerText(value: Exclude<HeaderValue, null | undefined>): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json') && !/^\s*[{[]/.test(text)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const root = config.apiHost.replace(/\/+$/, '') + config.basePath;

  function buildRequest(method: Method, token: string | null, options: BodyRequestOptions) {
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: BodyInit | undefined;
    if (isPlainObject(options.body) || Array.isArray(options.body)) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(snakeKeysDeep(options.body));
    } else if (options.body !== undefined && options.body !== null) {
      body = options.body as BodyInit;
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value !== undefined && value !== null) headers[name] = headerText(value);
    }
    if (token) headers[ACCESS_TOKEN_HEADER] = token;
    return { method, headers, ...(body !== undefined && { body }) };
  }

  async function send<T>(method: Method, url: string, init: RequestInit, signal?: AbortSignal): Promise<T> {
    const request = { method, url };
    const doFetch = config.fetch ?? globalThis.fetch;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(url, { ...init, ...(signal && { signal }) });
      } catch (cause) {
        if (isAbort(cause, signal)) throw cause;
        if (!shouldRetryNetworkError(config.retry, method, attempt)) throw networkError(request, cause);
        await sleep(retryDelay(config.retry, attempt));
        continue;
      }
      const body = await parseBody(response).catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return camelKeysDeep<T>(body);
      if (!shouldRetryStatus(config.retry, method, response.status, attempt)) {
        throw responseError(request, response.status, response.statusText, body);
      }
      await sleep(retryDelay(config.retry, attempt, response.headers.get('retry-after')));
    }
  }

  function request<T>(method: Method, path: string, options: BodyRequestOptions = {}): Promise<T> {
    if (!path.startsWith('/')) return Promise.reject(new TypeError(`API paths start with '/': ${path}`));
    const token = (config.sendToken && config.getAccessToken()) || null;
    const url = root + path + buildQueryString(options.query);
    const init = buildRequest(method, token, options);
    const { cache } = config;
    if (!cache || !isEventPath(path)) return send<T>(method, url, init, options.signal);

    if (method === 'GET') {
      cache.noteToken(token);
      const key = `GET ${url} ${token ? 'token' : 'anonymous'}`;
      return withAbort(
        cache.getOrLoad(key, path, () => send<T>(method, url, init)),
        options.signal,
      );
    }
    return send<T>(method, url, init, options.signal).finally(() => cache.invalidateEvent(path));
  }

  return {
    basePath: config.basePath,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}
