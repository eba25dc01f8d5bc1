// Finding listings: by slug, by city, and by event type for the /{city}/events?types=N redirect (SPEC.md 2.1).
import type { Listing } from '../domain/listing';
import { LISTINGS } from './listings';
import { singleTypeId } from './types-param';

const bySlug = new Map(LISTINGS.map((listing) => [listing.slug, listing]));

export function findListing(slug: string | null | undefined): Listing | undefined {
  return slug ? bySlug.get(slug) : undefined;
}

export function listingsForCity(cityAlias: string, options: { includeHidden?: boolean } = {}): Listing[] {
  return LISTINGS.filter(
    (listing) =>
      (options.includeHidden || !listing.isHidden) &&
      (listing.cities as readonly string[]).includes(cityAlias),
  );
}

/**
 * The visible listing that stands for one event type: of those that include it, the most specific one (fewest
 * types; the first in data order on a tie), so type 'Квесты' goes to 'games' rather than 'strange-events'.
 * Hidden listings are never chosen: they are seasonal and would be empty most of the year.
 */
export function listingForSingleType(typeId: number, cityAlias?: string): Listing | undefined {
  const candidates = cityAlias ? listingsForCity(cityAlias) : LISTINGS.filter((listing) => !listing.isHidden);
  const including = candidates.filter((listing) => listing.types.includes(typeId));
  return including.reduce<Listing | undefined>(
    (best, listing) => (best && best.types.length <= listing.types.length ? best : listing),
    undefined,
  );
}

/**
 * SPEC.md 2.1: when `types` holds exactly one value (split on commas) and a listing of the city includes that
 * type, /{city}/events redirects to that listing's lists page. Returns the listing, or undefined: no redirect.
 */
export function findTypesRedirectListing(
  typesParam: string | readonly string[] | null | undefined,
  cityAlias: string,
): Listing | undefined {
  const typeId = singleTypeId(typesParam);
  return typeId === undefined ? undefined : listingForSingleType(typeId, cityAlias);
}

/** The redirect target of the rule above, '/{city}/events/lists/{slug}', or undefined. */
export function typesRedirectPath(
  typesParam: string | readonly string[] | null | undefined,
  cityAlias: string,
): string | undefined {
  const listing = findTypesRedirectListing(typesParam, cityAlias);
  return listing && `/${cityAlias}/events/lists/${listing.slug}`;
}
