import type { RemotesMap } from '@kaver/shared-contracts';
import {
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type HydrationState,
  isRouteErrorResponse,
} from 'react-router-dom';
import type { PageRouteData } from './router/page-loader';

/** The id of the JSON data block the server writes into the page and the browser hydrates from. */
export const RENDERED_PAGE_ID = 'kaver-page';

type SerializedError =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'error'; message: string };

/** Everything the browser needs to hydrate the HTML the server rendered, as the server rendered it. */
export interface RenderedPage {
  /** serialize(scope): the effector stores' values by sid. */
  state: Record<string, unknown>;
  /** The router's loader data and errors by route id. */
  router: {
    loaderData: Record<string, unknown>;
    errors: Record<string, SerializedError> | null;
  };
  /** The remote manifests the page was rendered with. */
  remotes: RemotesMap;
}

export function serializeRouterErrors(
  errors: Record<string, unknown> | null,
): RenderedPage['router']['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]): [string, SerializedError] => [
      id,
      isRouteErrorResponse(error)
        ? { kind: 'response', status: error.status, statusText: error.statusText, data: error.data }
        : { kind: 'error', message: error instanceof Error ? error.message : String(error) },
    ]),
  );
}

/** The router's hydration data, its errors back as the objects the error boundaries expect. */
export function hydrationStateOf({ router }: RenderedPage): HydrationState {
  const errors = router.errors
    ? Object.fromEntries(
        Object.entries(router.errors).map(([id, error]) => [
          id,
          error.kind === 'response'
            ? new ErrorResponse(error.status, error.statusText, error.data)
            : new Error(error.message),
        ]),
      )
    : null;
  return { loaderData: router.loaderData, errors };
}

/**
 * The stores' values in sid order. serialize(scope) lists them in the order their data came in, which differs from
 * render to render (and between the server's workers); a URL's HTML must be the same bytes, and so the same ETag,
 * for every visitor.
 */
export function inSidOrder(state: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** JSON safe inside a <script> element: '<' can never close it. */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The page the server rendered, or null when the HTML came without one (the development server). */
export function readRenderedPage(document: Document): RenderedPage | null {
  const element = document.getElementById(RENDERED_PAGE_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as RenderedPage;
}

/** The page routes the server rendered (their loaders' data): which remote page each one shows, or failed to. */
export function renderedPageRoutes({ router }: Pick<RenderedPage, 'router'>): PageRouteData[] {
  return pageRoutesIn(router.loaderData);
}

/** The page routes among a router's loader data (the layouts' routes have none). */
export function pageRoutesIn(loaderData: Record<string, unknown>): PageRouteData[] {
  return Object.values(loaderData).filter(
    (data): data is PageRouteData =>
      typeof data === 'object' && data !== null && 'remote' in data && 'route' in data,
  );
}
