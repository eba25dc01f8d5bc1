// The one-hour cache of event calls (SPEC.md 7, 9: "Event responses are cached one hour per request key"), as
// an axios request interceptor that puts a caching adapter in front of the client's own (the way
// axios-cache-interceptor works, without its HTTP-cache machinery and its 5 KB on the first visit).
//
// - Only GETs of '/events', '/events?…' and '/events/…' are kept, for one hour from the answer; failures never.
// - The key is the method, the full URL with its query, and the request's credential headers: an answer that
//   carries per-user flags (isFavorite) is only ever served again to the same token or cookie, so one cache
//   can serve many visitors (the server renders for many users in one process).
// - Identical calls in flight share one request; a caller that aborts leaves it running for the others.
// - A POST/PUT/DELETE to '/events/{id}/…' (a favourite) drops that event's entries and the event lists, whose
//   items carry isFavorite and favoritesCnt.
import axios, {
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  CanceledError,
  type InternalAxiosRequestConfig,
} from 'axios';
import { createSingleFlight, type SingleFlight } from '../cache/single-flight';

export const EVENT_CACHE_TTL_MS = 60 * 60 * 1000;
/** The least recently used entries go first past this many, so a long-running server process stays small. */
export const EVENT_CACHE_MAX_ENTRIES = 500;

/** The headers that say who is asking. */
const CREDENTIAL_HEADERS = ['access_token', 'authorization', 'cookie'] as const;

export interface EventCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** The clock; injectable for tests. */
  now?: () => number;
}

const pathOf = (url: string | undefined) => (url ?? '').split('?')[0]!;

/** Event calls: '/events', '/events?…', '/events/…'. */
export function isEventPath(path: string): boolean {
  return /^\/events(?:\/|$)/.test(path);
}

/** The event id of '/events/{id}/…', unless the segment is a fixed word such as 'types'. */
function eventIdOf(path: string): string | undefined {
  const id = /^\/events\/([^/]+)/.exec(path)?.[1];
  return id && id !== 'types' ? id : undefined;
}

/** The cached calls, by the call's path and its key (`cacheKey`): a change to one event finds what to drop. */
export type EventCache = SingleFlight<string, AxiosResponse>;

export function createEventCache(options: EventCacheOptions = {}): EventCache {
  return createSingleFlight({
    max: options.maxEntries ?? EVENT_CACHE_MAX_ENTRIES,
    ttlMs: options.ttlMs ?? EVENT_CACHE_TTL_MS,
    now: options.now,
  });
}

/** After a change to one event: drop '/events/{id}', '/events/{id}/…' and the '/events' lists. */
function invalidateEvent(cache: EventCache, path: string): void {
  const id = eventIdOf(path);
  if (!id) return;
  cache.delete((key) => {
    const keyPath = key.slice(0, key.indexOf('\n'));
    return keyPath === '/events' || keyPath === `/events/${id}` || keyPath.startsWith(`/events/${id}/`);
  });
}

function cacheKey(config: InternalAxiosRequestConfig): string {
  const credentials = CREDENTIAL_HEADERS.map((name) => config.headers.get(name) ?? null);
  return `${config.method?.toUpperCase()} ${axios.getUri(config)} ${JSON.stringify(credentials)}`;
}

/** Rejects with a CanceledError as soon as this caller's signal aborts; the shared request goes on. */
function abortable<T>(promise: Promise<T>, config: InternalAxiosRequestConfig): Promise<T> {
  const signal = config.signal;
  if (!signal?.addEventListener) return promise;
  if (signal.aborted) return Promise.reject(new CanceledError(undefined, config));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new CanceledError(undefined, config));
    signal.addEventListener?.('abort', onAbort);
    promise.then(resolve, reject).finally(() => signal.removeEventListener?.('abort', onAbort));
  });
}

/** The caching adapters this module made, with the adapter each one wraps (a retried request comes back here). */
const wrapped = new WeakMap<AxiosAdapter, AxiosAdapter>();

function cachingAdapter(cache: EventCache, send: AxiosAdapter, path: string): AxiosAdapter {
  return (config) => {
    const method = config.method?.toUpperCase();
    if (method === 'GET') {
      const shared = cache.get(`${path}\n${cacheKey(config)}`, () => send({ ...config, signal: undefined }));
      // Each caller gets its own copy: axios transforms `data` in place.
      return abortable(shared, config).then((response) => ({ ...response, config }));
    }
    if (method === 'HEAD' || method === 'OPTIONS') return send(config);
    return send(config).finally(() => invalidateEvent(cache, path));
  };
}

export function attachEventCache(client: AxiosInstance, cache: EventCache): void {
  client.interceptors.request.use(
    (config) => {
      const current = axios.getAdapter(config.adapter, config);
      const send = wrapped.get(current) ?? current;
      const adapter = cachingAdapter(cache, send, pathOf(config.url));
      wrapped.set(adapter, send);
      config.adapter = adapter;
      return config;
    },
    undefined,
    { runWhen: (config) => isEventPath(pathOf(config.url)) },
  );
}
