import {
  type City,
  findCityByAlias,
  hasSingleTypesValue,
  type PageError,
  type RouteMatch,
} from '@kaver/shared-contracts';
import type { ListingsModule } from '@kaver/shared-contracts/listings';
import type { RouteDefinition } from '../routes';

/** What a matched route resolves to: a page to render, a redirect, or an error page (SPEC.md 2.1, 5, 8). */
export type Resolution =
  | { kind: 'page'; match: RouteMatch; city: City | null }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; error: PageError };

export const CITY_NOT_FOUND: PageError = { statusCode: 404, message: 'City Not Found' };

export function notFound(fullPath: string): PageError {
  return { statusCode: 404, message: `Page Not Found: ${fullPath}` };
}

export interface RequestedPath {
  pathname: string;
  /** '?a=1' or '' */
  search: string;
  /** The parameters react-router matched in the path. */
  params: Readonly<Record<string, string | undefined>>;
}

/** Whether resolving this request needs the listings entry (loaded on demand by the caller). */
export function needsListings(
  definition: RouteDefinition,
  { search }: Pick<RequestedPath, 'search'>,
): boolean {
  return Boolean(definition.needsListings) || isTypesRedirectCandidate(definition, search);
}

function isTypesRedirectCandidate(definition: RouteDefinition, search: string): boolean {
  return definition.name === 'city-events' && hasSingleTypesValue(typesOf(search));
}

/** Every `types` of the query: repeated, it holds as many values (SPEC.md 2.1 wants exactly one). */
function typesOf(search: string): string[] {
  return new URLSearchParams(search).getAll('types');
}

function definedParams(params: RequestedPath['params']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * Applies the guards of SPEC.md 2.1 and 5 to a route react-router matched: the city alias, the route's
 * validation hook, the /profile token and the /{city}/events?types=N redirect.
 */
export function resolvePage(
  definition: RouteDefinition,
  { pathname, search, params }: RequestedPath,
  { hasAccessToken, listings }: { hasAccessToken: boolean; listings: ListingsModule | null },
): Resolution {
  const fullPath = pathname + search;
  const refined = definition.refine?.(definedParams(params));
  const name = refined?.name ?? definition.name;
  const routeParams = refined?.params ?? definedParams(params);

  let city: City | null = null;
  if ((refined?.city ?? definition.city) === 'required') {
    city = findCityByAlias(routeParams.city) ?? null;
    // A segment with a dot names a file ('/about.html'), never a city alias (a Latin slug): no route matched.
    if (!city)
      return { kind: 'error', error: routeParams.city?.includes('.') ? notFound(fullPath) : CITY_NOT_FOUND };
  }
  if (definition.validate && !definition.validate(routeParams, { listings })) {
    return { kind: 'error', error: notFound(fullPath) };
  }
  if (definition.requiresToken && !hasAccessToken) return { kind: 'redirect', to: '/' };

  const query = Object.fromEntries(new URLSearchParams(search));
  if (city && listings && isTypesRedirectCandidate(definition, search)) {
    const listing = listings.findTypesRedirectListing(typesOf(search), city.alias);
    if (listing) return { kind: 'redirect', to: `/${city.alias}/events/lists/${listing.slug}` };
  }
  return { kind: 'page', city, match: { name, path: pathname, params: routeParams, query } };
}
