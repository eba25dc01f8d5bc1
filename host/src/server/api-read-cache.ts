import { createSingleFlight } from '@kaver/shared-contracts/cache';
import axios, {
  type AxiosAdapter,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface ApiReadCacheOptions {
  /** How long an answer is kept, in seconds (0: off; equal reads are still shared while in flight). */
  seconds: number;
  /** The most URLs kept; the least recently used go first. */
  maxEntries: number;
}

/** A kept answer, with its JSON parsed once for every render that reads it. */
interface KeptRead {
  answer: AxiosResponse;
  json?: { value: unknown };
}

/**
 * The server's reads of the API's public answers, kept for a few seconds as any shared cache in front of the API
 * may keep them: every render asks the API the same few questions (a city's presets, collections, places), and
 * answering them over HTTP cost a render more than React did. Only a 200 whose Cache-Control is `public` with a
 * `max-age` of at least `seconds` is kept; equal reads made together share one call. The JSON of a kept answer is
 * parsed once and frozen: axios leaves an object as it is, and the API clients' key conversion (camelKeys) that
 * follows copies it whole, so every render still gets objects of its own, and none can change the kept one.
 */
export function cachedReads(send: AxiosAdapter, { seconds, maxEntries }: ApiReadCacheOptions): AxiosAdapter {
  const reads = createSingleFlight<string, KeptRead>({
    max: maxEntries,
    ttlMs: seconds * 1000,
    keep: (read) => keepable(read.answer, seconds),
  });
  return async (config) => {
    if (config.method !== 'get' || !textBody(config)) return send(config);
    const read = await reads.get(readKey(config), async () => ({ answer: await send(config) }));
    const { answer } = read;
    return {
      ...answer,
      data: config.responseType === 'text' ? answer.data : parsedOnce(read),
      // Axios normalises a response's headers in place: each read gets a copy (the http adapter's are AxiosHeaders).
      headers: new AxiosHeaders(answer.headers as AxiosHeaders),
      config,
      request: undefined,
    };
  };
}

/**
 * A read's address with its query, as the client's own serializer writes it; axios.getUri would merge the config
 * with the defaults again first, which cost a render more than the rest of this cache.
 */
function readKey(config: InternalAxiosRequestConfig): string {
  const serializer = config.paramsSerializer;
  const serialize = typeof serializer === 'function' ? serializer : serializer?.serialize;
  if (!serialize) return axios.getUri(config);
  const query = config.params ? serialize(config.params) : '';
  return `${config.baseURL ?? ''}${config.url ?? ''}?${query}`;
}

/** The answer's JSON, parsed and frozen once; a body that is not JSON stays the text it is (as axios does). */
function parsedOnce(read: KeptRead): unknown {
  if (!read.json) {
    const { data } = read.answer;
    let value: unknown = data;
    if (typeof data === 'string') {
      try {
        value = deepFreeze(JSON.parse(data));
      } catch {
        value = data;
      }
    }
    read.json = { value };
  }
  return read.json.value;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function textBody(config: InternalAxiosRequestConfig): boolean {
  return (
    config.responseType === undefined || config.responseType === 'json' || config.responseType === 'text'
  );
}

/** A 200 that any shared cache may keep for at least `seconds`. */
export function keepable(answer: Pick<AxiosResponse, 'status' | 'headers'>, seconds: number): boolean {
  if (answer.status !== 200) return false;
  const directives = String(answer.headers['cache-control'] ?? '').toLowerCase();
  if (!/(^|,)\s*public\s*(,|$)/.test(directives) || /\b(no-store|no-cache|private)\b/.test(directives))
    return false;
  const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(directives);
  return maxAge !== null && Number(maxAge[1]) >= seconds;
}
