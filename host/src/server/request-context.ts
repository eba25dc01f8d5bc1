import { AsyncLocalStorage } from 'node:async_hooks';
import type { Scope } from 'effector';
import type { LoadedPages } from '../app/router/loaded-pages';

/** How a render's data went: whether the page it gives is whole, and where its time went. */
export interface RenderOutcome {
  /** An API call failed (no answer, 5xx, 429): some part shows an error state. */
  apiFailed: boolean;
  /** An API call got no answer at all (refused, reset, timed out): the API may be down. */
  apiUnreachable: boolean;
  /** The API calls of the render: how many, from the first one's start to the last one's end, the longest. */
  api: { calls: number; startedAt: number; endedAt: number; longestMs: number };
}

/**
 * What the server knows about the page it is rendering, wherever the code runs (loaders, API clients). Nothing of
 * the visitor goes into a public page: the session is the browser's business. The server reads only whether the
 * API's readable `signed_in` cookie is there (the /profile guard, whose answers are private).
 */
export interface RequestContext {
  /** The request's own effector scope. */
  scope: Scope;
  /** The page modules this request's loaders loaded. */
  pages: LoadedPages;
  /** The API's `signed_in` cookie is there (it holds no secret). */
  signedIn: boolean;
  /** The visitor's address, as the proxies the server trusts tell it: the API's calls carry it. */
  clientAddress: string;
  outcome: RenderOutcome;
}

export function emptyOutcome(): RenderOutcome {
  return {
    apiFailed: false,
    apiUnreachable: false,
    api: { calls: 0, startedAt: 0, endedAt: 0, longestMs: 0 },
  };
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(context: RequestContext, work: () => Promise<T>): Promise<T> {
  return storage.run(context, work);
}

/** The request being rendered; null outside one. */
export function currentRequest(): RequestContext | null {
  return storage.getStore() ?? null;
}

export function requestContext(): RequestContext {
  const context = storage.getStore();
  if (!context) throw new Error('No request is being rendered here');
  return context;
}
