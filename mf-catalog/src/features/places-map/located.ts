import type { Coordinates, Place } from '@kaver/shared-contracts';

/** What the map shows of a place: a marker linking to its page, or its address where there is no map. */
export type MapPlace = Pick<Place, 'id' | 'slug' | 'title' | 'address' | 'coordinates'>;

/** A place with its whereabouts: every place but a concealed secret one (shared-contracts isConcealedPlace). */
export type LocatedPlace = MapPlace & { coordinates: Coordinates };

/** The places a map can show: a secret place reaches a visitor without premium with no address or coordinates. */
export function locatedOnly(places: readonly MapPlace[]): LocatedPlace[] {
  return places.filter((place): place is LocatedPlace => place.coordinates !== null);
}
