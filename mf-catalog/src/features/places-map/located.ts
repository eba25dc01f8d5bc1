import type { Coordinates, Place } from '@kaver/shared-contracts';

/** A place with its whereabouts: every place but a concealed secret one (shared-contracts isConcealedPlace). */
export type LocatedPlace = Place & { coordinates: Coordinates };

/** The places a map can show: a secret place reaches a visitor without premium with no address or coordinates. */
export function locatedOnly(places: readonly Place[]): LocatedPlace[] {
  return places.filter((place): place is LocatedPlace => place.coordinates !== null);
}
