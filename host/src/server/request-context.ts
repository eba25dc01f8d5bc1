import { AsyncLocalStorage } from 'node:async_hooks';
import type { Scope } from 'effector';
import type { LoadedPages } from '../app/router/loaded-pages';

/** What the server knows about the request it is rendering, wherever the code runs (loaders, API clients). */
export interface RequestContext {
  /** The visitor's access token (the API's access_token cookie, or renewed by the server): their API calls carry it. */
  accessToken: string | null;
  /** The request's own effector scope: nothing of one visitor's state reaches another's. */
  scope: Scope;
  /** The page modules this request's loaders loaded. */
  pages: LoadedPages;
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
