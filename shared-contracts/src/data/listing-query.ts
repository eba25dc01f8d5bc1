// What a listing page asks GET /events for (SPEC.md 7.1), from the listing's filters. Keys are camelCase;
// the HTTP client turns them into snake_case and sends unset lists as 'null'. An entry of its own
// ('@kaver/shared-contracts/listing-query', bundled by the app that uses it): it needs the date library, which the
// listings' texts (the city page's links) do not.

import { type ClockOptions, resolveDateFilter } from '@kaver/shared-contracts/time';
import type { Listing, PlaceCategorySlug } from '../domain/listing';

export interface ListingEventQuery {
  /** Event-type ids; undefined = every type. */
  categories?: number[];
  /** Collection ids, sent comma-joined as id_collection. */
  idCollection?: number[];
  placeCategory?: PlaceCategorySlug;
  /** DD.MM.YYYY */
  dateStart?: string;
  /** DD.MM.YYYY */
  dateEnd?: string;
  showPast: 0 | 1;
}

/**
 * `categories` default to the listing's types; the date filter is resolved against `now` in the city's time
 * zone (a yearly window to its current or next occurrence). A route's /{time} segment, when present,
 * replaces the listing's own date filter.
 */
export function listingEventQuery(
  listing: Pick<Listing, 'types' | 'filters'>,
  options: ClockOptions & { time?: Listing['filters']['date'] } = {},
): ListingEventQuery {
  const { filters } = listing;
  const categories = filters.categories ?? listing.types;
  const dateFilter = options.time ?? filters.date;
  const dates = dateFilter && resolveDateFilter(dateFilter, options);
  return {
    ...(categories.length > 0 && { categories: [...categories] }),
    ...(filters.collections?.length && { idCollection: [...filters.collections] }),
    ...(filters.placeCategory && { placeCategory: filters.placeCategory }),
    ...(dates && { dateStart: dates.start, dateEnd: dates.end }),
    showPast: filters.showPast ? 1 : 0,
  };
}
