import type { City, PageError, RedirectRule, RemoteName, RouteMatch } from '@kaver/shared-contracts';
import type { ListingsModule } from '@kaver/shared-contracts/listings';
import { data, type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { RemoteFailureReason } from '../../shared/federation/load-errors';
import type { RouteDefinition } from '../routes';
import { needsListings, notFound, resolvePage } from './resolve-page';

/** What a page route's loader hands to the page: serialisable, so the server's answer hydrates the browser. */
export interface PageRouteData {
  route: RouteMatch;
  /** The route's city, resolved once here; null for a route without one. */
  city: City | null;
  remote: RemoteName;
  expose: string;
  /** The remote could not be loaded: the page shows its fallback. */
  failure?: RemoteFailureReason;
  /** The build of the remote the page was rendered with. */
  buildId?: string;
  /** The page's data came in time (false: it renders with loading states, and the browser finishes the job). */
  complete?: boolean;
}

/** How entering a page went: its remote's build, or why the remote is unavailable. */
export type PageEntry = Pick<PageRouteData, 'failure' | 'buildId' | 'complete'>;

/** What the loaders need from where they run (the browser or the server). */
export interface RouterServices {
  /** Whether the visitor has an access token: the /profile guard. */
  hasAccessToken(request: Request): boolean;
  /** The per-route redirect lookup (SPEC.md 2.1): the API's rule for a path, or null. */
  lookupRedirect(path: string, request: Request): Promise<RedirectTarget | null>;
  loadListings(): Promise<ListingsModule>;
  /**
   * A page was resolved: get what it shows ready (its remote, its data) before it renders. Throws the error page's
   * response when the page's own data says it does not exist (an unknown slug).
   */
  enterPage(page: PageRouteData, request: Request): Promise<PageEntry>;
}

/** A rule of the redirect lookup that applies: where to, and 301 or 302. */
export type RedirectTarget = { target: string; status: RedirectRule['status'] };

/** How long the redirect lookup may take, on the server and in the browser: past it, there is no redirect. */
export const REDIRECT_TIMEOUT_MS = 1000;

/** Ends a loader with the error page of SPEC.md 2.3 (a guard's 404, or a page's unknown slug). */
export function pageError(error: PageError): never {
  throw data(error, { status: error.statusCode });
}

async function followLookup(services: RouterServices, url: URL, request: Request): Promise<void> {
  const rule = await services.lookupRedirect(url.pathname, request);
  if (rule && rule.target !== url.pathname) throw redirect(rule.target, rule.status ?? 301);
}

/** The loader of one route of the table: guards, the redirect lookup, then the page's own preparation. */
export function createPageLoader(definition: RouteDefinition, services: RouterServices) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<PageRouteData> => {
    const url = new URL(request.url);
    const requested = { pathname: url.pathname, search: url.search, params };
    const lookup = followLookup(services, url, request);
    const listings = needsListings(definition, requested) ? await services.loadListings() : null;
    const resolution = resolvePage(definition, requested, {
      hasAccessToken: services.hasAccessToken(request),
      listings,
    });
    // A rule of the lookup wins over everything: it is how moved pages keep their old addresses.
    await lookup;
    if (resolution.kind === 'redirect') throw redirect(resolution.to);
    if (resolution.kind === 'error') pageError(resolution.error);
    const page: PageRouteData = {
      route: resolution.match,
      city: resolution.city,
      remote: definition.remote,
      expose: definition.expose,
    };
    return { ...page, ...(await services.enterPage(page, request)) };
  };
}

/** Nothing matched: the redirect lookup may still know the path, else 404 'Page Not Found: {path}'. */
export function createNotFoundLoader(services: RouterServices) {
  return async ({ request }: LoaderFunctionArgs): Promise<never> => {
    const url = new URL(request.url);
    await followLookup(services, url, request);
    return pageError(notFound(url.pathname + url.search));
  };
}
