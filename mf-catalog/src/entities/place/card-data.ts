import type { PlaceSummary } from '@kaver/shared-contracts';

/** What a place card shows: a list page keeps only this of each place (its state is serialised into the HTML). */
export interface PlaceCardData extends PlaceSummary {
  /** Secret places are for subscribers (SPEC.md 1): the card says so. */
  isSecret: boolean;
  /** City alias, where the list mixes cities (favourites). */
  city?: string;
  /** Meters from the visitor, in a nearby list. */
  distance?: number;
}

export function toPlaceCard(
  place: PlaceSummary & { isSecret?: boolean; city?: string; distance?: number },
): PlaceCardData {
  return {
    id: place.id,
    slug: place.slug,
    title: place.title,
    image: place.image,
    category: place.category,
    address: place.address,
    // The places map puts it there.
    coordinates: place.coordinates,
    isSecret: place.isSecret ?? false,
    ...(place.city && { city: place.city }),
    ...(place.distance !== undefined && { distance: place.distance }),
  };
}

/** A list of places (a page, a row) as cards. */
export async function toPlaceCards<List extends { items: readonly PlaceSummary[] }>(
  pending: Promise<List>,
): Promise<Omit<List, 'items'> & { items: PlaceCardData[] }> {
  const list = await pending;
  return { ...list, items: list.items.map(toPlaceCard) };
}
