// What a listing or list route shows (SPEC.md 2.1, 2.2). The host's route table has checked that the listing exists
// in the city and offers the category segment (the same rule as listingCategories below, written again there: see
// host/src/app/routes.ts); the time is checked here, so that only the pages the listing's own chips link to exist.
import {
  type City,
  EVENT_TYPES,
  findPlaceCategory,
  isTimePreset,
  type Listing,
  type RouteMatch,
  TIME_PRESETS,
  type TimePresetName,
} from '@kaver/shared-contracts';
import { findListing } from '@kaver/shared-contracts/listings';

export type ListingCategory =
  | { kind: 'type'; slug: string; id: number; title: string }
  | { kind: 'place'; slug: string; title: string };

export type ListingRoute =
  | {
      kind: 'listing';
      listing: Listing;
      category: ListingCategory | null;
      time: TimePresetName | null;
      base: string;
    }
  | { kind: 'collection'; slug: string; time: TimePresetName | null; base: string };

/** The categories a listing page offers: its event types and the kind of places of its filter. */
export function listingCategories(listing: Listing): ListingCategory[] {
  const types = (listing.filters.categories ?? listing.types)
    .map((id) => EVENT_TYPES.find((type) => type.id === id))
    .filter((type) => type !== undefined)
    .map((type) => ({ kind: 'type' as const, slug: type.slug, id: type.id, title: type.title }));
  const place = findPlaceCategory(listing.filters.placeCategory);
  return place ? [...types, { kind: 'place', slug: place.slug, title: place.title }] : types;
}

/**
 * The times a listing page offers. None for a listing that is itself a time (today, tomorrow, weekend): a second
 * time would replace its own ('/weekend/today' is today's page under the weekend's title).
 */
export function listingTimes(listing: Listing): readonly TimePresetName[] {
  return isTimePreset(listing.filters.date) ? [] : TIME_PRESETS;
}

const inCity = (listing: Listing, city: City) => (listing.cities as readonly string[]).includes(city.alias);

/** A route's time segment, if the listing offers it; undefined for one it does not. */
function timeOf(listing: Listing | null, segment: string | undefined): TimePresetName | null | undefined {
  if (segment === undefined) return null;
  if (!isTimePreset(segment)) return undefined;
  return !listing || listingTimes(listing).includes(segment) ? segment : undefined;
}

/**
 * What a listing or list route shows; null for a category or time the listing does not offer (the page is a 404,
 * as for an unknown listing: SPEC.md 2.3).
 */
export function resolveListingRoute(
  route: Pick<RouteMatch, 'name' | 'params'>,
  city: City,
): ListingRoute | null {
  const slug = route.params.slug ?? '';
  const found = findListing(slug);
  if (route.name === 'city-list' || route.name === 'city-list-time') {
    const base = `/${city.alias}/events/lists/${slug}`;
    const listing = found && inCity(found, city) ? found : null;
    const time = timeOf(listing, route.params.time);
    if (time === undefined) return null;
    return listing
      ? { kind: 'listing', listing, category: null, time, base }
      : { kind: 'collection', slug, time, base };
  }
  // The host let only listings of this city through.
  const listing = found as Listing;
  const time = timeOf(listing, route.params.time);
  const segment = route.params.category;
  const category = segment ? listingCategories(listing).find((offered) => offered.slug === segment) : null;
  if (time === undefined || category === undefined) return null;
  return { kind: 'listing', listing, category, time, base: `/${city.alias}/events/listings/${slug}` };
}
