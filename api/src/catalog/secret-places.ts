// What a visitor without premium sees of a secret place (SPEC.md 1: secret places are for subscribers), decided
// here once and applied wherever a place appears: place lists and pages, search, an event's place, favourites,
// articles and suggestions with events, the calendar feed. They see the name, the category, the cover picture
// and a teaser; the address, the coordinates, the description, the hours, the phone, the website and the rest
// of the gallery stay with subscribers, and so does the address of an event held there. The sitemap lists no
// secret place, and lists near a point (lat, lon, radius) show them none. Premium is the API's to decide
// (services/premium.ts), never the client's.
import type { Place, PlaceSummary } from '@kaver/shared-contracts/domain';

export const SECRET_PLACE_TEASER =
  'Секретное место: адрес, часы работы, телефон и описание открываются с премиум-подпиской.';

/** A place card as a visitor with or without premium may see it. */
export function visibleSummary<T extends PlaceSummary>(place: T, premium: boolean): T {
  if (!place.isSecret || premium) return place;
  return { ...place, address: '', coordinates: null };
}

/** A whole place as a visitor with or without premium may see it. */
export function visiblePlace(place: Place, premium: boolean): Place {
  if (!place.isSecret || premium) return place;
  return {
    ...visibleSummary(place, premium),
    description: SECRET_PLACE_TEASER,
    hours: [],
    phone: null,
    website: null,
    images: place.images.slice(0, 1),
  };
}

/** Whether an event held at this place may show its own address (the place's, for a secret one). */
export function revealsAddress(place: PlaceSummary | null, premium: boolean): boolean {
  return !place?.isSecret || premium;
}

/**
 * Whether a list near a point may hold secret places (and their events). Without premium it may not: a distance,
 * the nearest-first order or the radius alone would give the place's position away over a few requests.
 */
export function nearbyShowsSecretPlaces(premium: boolean): boolean {
  return premium;
}
