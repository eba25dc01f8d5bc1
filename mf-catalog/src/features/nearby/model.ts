// «Рядом со мной» (issue 24) on the events and places lists: on request, the visitor's position (with their
// permission), then the places, or the events of today and tomorrow, within the chosen radius, nearest first.
// Everything here happens in the browser after the visitor asks: the server renders the page without it, so the
// page stays the same for everyone and cacheable.
import type { City, Page } from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { type EventCardData, toEventCards } from '../../entities/event';
import { type PlaceCardData, toPlaceCards } from '../../entities/place';
import { fetchEvents } from '../../shared/api/events';
import { fetchPlaces } from '../../shared/api/places';
import { createResource } from '../../shared/lib/create-resource';
import { currentPosition, type Position, PositionError, type PositionProblem } from './geolocation';

export type NearbyKind = 'places' | 'events';

/** The radii the visitor chooses from, meters. */
export const NEARBY_RADII = [1000, 3000, 10_000] as const;
export const DEFAULT_RADIUS = 3000;
/** How many of the nearest are shown. */
export const NEARBY_LIMIT = 24;

export interface NearbyTarget {
  kind: NearbyKind;
  city: City;
}

export interface NearbyParams extends NearbyTarget, Position {
  radius: number;
}

export type NearbyResult =
  | { kind: 'places'; page: Page<PlaceCardData> }
  | { kind: 'events'; page: Page<EventCardData> };

/** Asks the API for what is near: places, or the events of today and tomorrow in the city's time zone. */
export async function fetchNearby({
  kind,
  city,
  latitude,
  longitude,
  radius,
}: NearbyParams): Promise<NearbyResult> {
  const near = { latitude, longitude, radius };
  if (kind === 'places') {
    return { kind, page: await toPlaceCards(fetchPlaces({ city: city.alias, perPage: NEARBY_LIMIT, near })) };
  }
  const { timePresetRange } = await import('@kaver/shared-contracts/time');
  const clock = { timeZone: city.timezone };
  const page = await toEventCards(
    fetchEvents({
      city: city.alias,
      perPage: NEARBY_LIMIT,
      dateStart: timePresetRange('today', clock).start,
      dateEnd: timePresetRange('tomorrow', clock).end,
      // Also what began before today and is still on (an exhibition open daily): it is on today, here.
      showPast: 1,
      near,
    }),
  );
  return { kind, page };
}

/** «Рядом со мной» was pressed on a list. */
export const nearbyRequested = createEvent<NearbyTarget>();
export const radiusChosen = createEvent<number>();
/** Back to the usual list. */
export const nearbyClosed = createEvent<void>();

export const locateFx = createEffect<void, Position, Error>(() => currentPosition());
export const nearbyList = createResource(fetchNearby);

/** The list the visitor asked on; null when nothing was asked (or it was closed). */
export const $nearbyTarget = createStore<NearbyTarget | null>(null, { skipVoid: false })
  .on(nearbyRequested, (_, target) => target)
  .reset(nearbyClosed);
export const $position = createStore<Position | null>(null, { skipVoid: false })
  .on(locateFx.doneData, (_, position) => position)
  .reset(nearbyClosed);
export const $radius = createStore<number>(DEFAULT_RADIUS).on(radiusChosen, (_, radius) => radius);
export const $locating = locateFx.pending;
/** Why there is no position, said to the visitor beside the usual list. */
export const $positionProblem = createStore<PositionProblem | null>(null, { skipVoid: false })
  .on(locateFx.failData, (_, error) => (error instanceof PositionError ? error.problem : 'unavailable'))
  .reset(nearbyRequested, nearbyClosed, locateFx.done);

sample({ clock: nearbyRequested, target: locateFx });
sample({ clock: nearbyClosed, target: nearbyList.reset });

const asked = { target: $nearbyTarget, position: $position, radius: $radius };
sample({
  clock: [locateFx.done, radiusChosen],
  source: asked,
  filter: ({ target, position }) => target !== null && position !== null,
  fn: ({ target, position, radius }) => ({ ...(target as NearbyTarget), ...(position as Position), radius }),
  target: nearbyList.load,
});
