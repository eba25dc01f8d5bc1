import {
  type AppLocation,
  type City,
  findCityByAlias,
  hasSingleTypesValue,
  type PageError,
  type RouteMatch,
} from '@kaver/shared-contracts';
import type { ListingsModule } from '@kaver/shared-contracts/listings';
import { ROUTES, type RouteDefinition } from '../../app/routes';
import { compilePath, parseQuery } from '../../shared/router/match-path';

export type Resolution =
  | { kind: 'page'; definition: RouteDefinition; match: RouteMatch; city: City | null }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; error: PageError }
  /** The route needs the listings entry to be resolved: load it, then resolve again. */
  | { kind: 'needs-listings' };

const compiled = ROUTES.map((definition) => ({ definition, match: compilePath(definition.path) }));

export function notFound(fullPath: string): PageError {
  return { statusCode: 404, message: `Page Not Found: ${fullPath}` };
}

export const CITY_NOT_FOUND: PageError = { statusCode: 404, message: 'City Not Found' };

/** Maps a location to a page, a redirect or an error page, applying every guard of SPEC.md 2.1 and 5. */
export function resolveRoute(
  location: AppLocation,
  { hasAccessToken, listings }: { hasAccessToken: boolean; listings: ListingsModule | null },
): Resolution {
  const fullPath = location.pathname + location.search;
  for (const { definition, match } of compiled) {
    const params = match(location.pathname);
    if (!params) continue;

    let city: City | null = null;
    if (definition.name.includes('city')) {
      city = findCityByAlias(params.city) ?? null;
      if (!city) return { kind: 'error', error: CITY_NOT_FOUND };
    }
    const query = parseQuery(location.search);
    const typesRedirect = definition.name === 'city-events' && hasSingleTypesValue(query.types);
    if ((definition.needsListings || typesRedirect) && !listings) return { kind: 'needs-listings' };

    if (definition.validate && !definition.validate(params, { listings })) {
      return { kind: 'error', error: notFound(fullPath) };
    }
    if (definition.requiresToken && !hasAccessToken) return { kind: 'redirect', to: '/' };

    if (typesRedirect && city && listings) {
      const listing = listings.findTypesRedirectListing(query.types, city.alias);
      if (listing) return { kind: 'redirect', to: `/${city.alias}/events/lists/${listing.slug}` };
    }
    return {
      kind: 'page',
      definition,
      city,
      match: { name: definition.name, path: location.pathname, params, query },
    };
  }
  return { kind: 'error', error: notFound(fullPath) };
}
