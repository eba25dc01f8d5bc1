import axios, { type AxiosAdapter, isAxiosError } from 'axios';
import { type ApiReadCacheOptions, cachedReads } from './api-read-cache';
import { currentRequest, type RenderOutcome } from './request-context';

/**
 * The server's API calls, as a transport around axios' own for Node. Each call of a render:
 * - carries the visitor's address in X-Forwarded-For (the API counts its rate limits per visitor when its
 *   TRUST_PROXY names this server) and never a cookie or a token: the server's pages are public;
 * - has a time limit (`timeoutMs`), so that an API that hangs cannot hold a render's sockets forever;
 * - is noted in the render's outcome: its time, and whether it failed, which keeps the page from being shared
 *   as if whole, or (no answer at all) tells the server the API may be down;
 * - reads the API's public answers through a short cache of the process's own (api-read-cache.ts).
 */
export function serverApiTransport({
  timeoutMs,
  onUnreachable,
  reads,
}: {
  timeoutMs: number;
  onUnreachable: () => void;
  reads: ApiReadCacheOptions;
}): AxiosAdapter {
  const http = cachedReads(axios.getAdapter('http'), reads);
  return async (config) => {
    const context = currentRequest();
    config.timeout ||= timeoutMs;
    config.headers.delete('cookie');
    if (context) config.headers.set('X-Forwarded-For', context.clientAddress);
    const startedAt = performance.now();
    try {
      return await http(config);
    } catch (error) {
      if (axios.isCancel(error)) throw error;
      const status = isAxiosError(error) ? error.response?.status : undefined;
      if (context && (status === undefined || status >= 500 || status === 429)) {
        context.outcome.apiFailed = true;
        if (status === undefined) context.outcome.apiUnreachable = true;
      }
      if (status === undefined) onUnreachable();
      throw error;
    } finally {
      if (context) noteCall(context.outcome, startedAt, performance.now());
    }
  };
}

function noteCall(outcome: RenderOutcome, startedAt: number, endedAt: number): void {
  const { api } = outcome;
  api.startedAt = api.calls === 0 ? startedAt : Math.min(api.startedAt, startedAt);
  api.endedAt = Math.max(api.endedAt, endedAt);
  api.longestMs = Math.max(api.longestMs, endedAt - startedAt);
  api.calls += 1;
}
