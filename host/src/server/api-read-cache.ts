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

/**
 * The server's reads of the API's public answers, kept for a few seconds as any shared cache in front of the API
 * may keep them: every render asks the API the same few questions (a city's presets, collections, places), and
 * answering them over HTTP cost a render more than React did. Only a 200 whose Cache-Control is `public` with a
 * `max-age` of at least `seconds` is kept; equal reads made together share one call. An answer's body is kept as the
 * text the API sent, so every render parses its own copy and no two renders share objects.
 */
export function cachedReads(send: AxiosAdapter, { seconds, maxEntries }: ApiReadCacheOptions): AxiosAdapter {
  const answers = createSingleFlight<string, AxiosResponse>({
    max: maxEntries,
    ttlMs: seconds * 1000,
    keep: (answer) => keepable(answer, seconds),
  });
  return async (config) => {
    if (config.method !== 'get' || !textBody(config)) return send(config);
    const kept = await answers.get(axios.getUri(config), () => send(config));
    // Axios normalises a response's headers in place: each read gets a copy (the http adapter's are AxiosHeaders).
    return { ...kept, headers: new AxiosHeaders(kept.headers as AxiosHeaders), config, request: undefined };
  };
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
