// What a listing or list route shows (SPEC.md 2.1, 2.2). The host has validated the listing, category and time
// of /listings routes; a /lists slug is a listing (the types redirect lands there) or else an API collection.
import {
  type City,
  EVENT_TYPES,
  findPlaceCategory,
  isTimePreset,
  type Listing,
  type RouteMatch,
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

export function findCategory(slug: string | undefined): ListingCategory | null {
  if (!slug) return null;
  const type = EVENT_TYPES.find((candidate) => candidate.slug === slug);
  if (type) return { kind: 'type', slug, id: type.id, title: type.title };
  const place = findPlaceCategory(slug);
  return place ? { kind: 'place', slug, title: place.title } : null;
}

const inCity = (listing: Listing, city: City) => (listing.cities as readonly string[]).includes(city.alias);

export function resolveListingRoute(route: Pick<RouteMatch, 'name' | 'params'>, city: City): ListingRoute {
  const slug = route.params.slug ?? '';
  const time = isTimePreset(route.params.time) ? route.params.time : null;
  const listing = findListing(slug);
  if (route.name === 'city-list' || route.name === 'city-list-time') {
    const base = `/${city.alias}/events/lists/${slug}`;
    if (listing && inCity(listing, city)) return { kind: 'listing', listing, category: null, time, base };
    return { kind: 'collection', slug, time, base };
  }
  return {
    kind: 'listing',
    listing: listing as Listing,
    category: findCategory(route.params.category),
    time,
    base: `/${city.alias}/events/listings/${slug}`,
  };
}

/** The categories a listing page offers: its event types and the kind of places of its filter. */
export function listingCategories(listing: Listing): ListingCategory[] {
  const types = (listing.filters.categories ?? listing.types)
    .map((id) => EVENT_TYPES.find((type) => type.id === id))
    .filter((type) => type !== undefined)
    .map((type) => ({ kind: 'type' as const, slug: type.slug, id: type.id, title: type.title }));
  const place = findPlaceCategory(listing.filters.placeCategory);
  return place ? [...types, { kind: 'place', slug: place.slug, title: place.title }] : types;
}
