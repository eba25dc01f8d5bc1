// «Рядом со мной» (issue 24) on the events and places lists: on request, the visitor's position (with their
// permission), then the places, or the events (of today and tomorrow unless the filters choose dates), within the
// chosen radius, nearest first. The list's own filters apply to it too, as the page shows them: a place category,
// the events' dates, price, categories and the rest; a filter changed while it is open narrows it in place.
// Everything here happens in the browser after the visitor asks: the server renders the page without it, so the
// page stays the same for everyone and cacheable.
import type { City, Page } from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { type EventCardData, toEventCards } from '../../entities/event';
import { type PlaceCardData, toPlaceCards } from '../../entities/place';
import { fetchEvents } from '../../shared/api/events';
import { fetchPlaces } from '../../shared/api/places';
import { createResource } from '../../shared/lib/create-resource';
import type { EventFilters } from '../events-filter/filters';
import { currentPosition, type Position, PositionError, type PositionProblem } from './geolocation';

/** The radii the visitor chooses from, meters. */
export const NEARBY_RADII = [1000, 3000, 10_000] as const;
export const DEFAULT_RADIUS = 3000;
/** How many of the nearest are shown. */
export const NEARBY_LIMIT = 24;

/** A list page and the filters it shows, which the nearby list applies too. */
export type NearbyTarget = { city: City } & (
  | {
      kind: 'places' /** A place category slug (?category=), or null for every kind. */;
      category: string | null;
    }
  | { kind: 'events'; filters: EventFilters }
);
export type NearbyKind = NearbyTarget['kind'];

export type NearbyParams = NearbyTarget & Position & { radius: number };

export type NearbyResult =
  | { kind: 'places'; page: Page<PlaceCardData> }
  | { kind: 'events'; page: Page<EventCardData> };

/**
 * Asks the API for what is near: the places of the list's category, or the events of its filters; with no dates
 * chosen, those of today and tomorrow in the city's time zone, already running ones included.
 */
export async function fetchNearby(params: NearbyParams): Promise<NearbyResult> {
  const { city, latitude, longitude, radius } = params;
  const near = { latitude, longitude, radius };
  if (params.kind === 'places') {
    const places = fetchPlaces({ city: city.alias, category: params.category, perPage: NEARBY_LIMIT, near });
    return { kind: 'places', page: await toPlaceCards(places) };
  }
  const { filters } = params;
  // The filters' code comes with the events page already; the places page's nearby list does without it.
  const { eventsQueryOf, hasChosenDates, loadFilterDates } = await import('../events-filter/filters');
  const dates = await loadFilterDates();
  const clock = { timeZone: city.timezone };
  // With no dates chosen: today and tomorrow, what is on already too (an exhibition open all week is on today,
  // here), as the list's «Показывать уже идущие» is about a list running into the weeks ahead.
  const window = hasChosenDates(filters)
    ? {}
    : {
        dateStart: dates.timePresetRange('today', clock).start,
        dateEnd: dates.timePresetRange('tomorrow', clock).end,
        showPast: 1 as const,
      };
  const page = await toEventCards(
    fetchEvents({
      ...eventsQueryOf(city.alias, filters, dates, clock),
      ...window,
      page: 1,
      perPage: NEARBY_LIMIT,
      near,
    }),
  );
  return { kind: 'events', page };
}

/** «Рядом со мной» was pressed on a list. */
export const nearbyRequested = createEvent<NearbyTarget>();
export const radiusChosen = createEvent<number>();
/** Back to the usual list. */
export const nearbyClosed = createEvent<void>();
/**
 * A list page starts with its filters (its URL changed): a nearby list open on the same list follows them. The
 * list pages' models send it.
 */
export const listFiltered = createEvent<NearbyTarget>();

export const locateFx = createEffect<void, Position, Error>(() => currentPosition());
export const nearbyList = createResource(fetchNearby);

/** The same list page: the same kind in the same city, whatever its filters. */
export const sameList = (a: NearbyTarget, b: NearbyTarget) =>
  a.kind === b.kind && a.city.alias === b.city.alias;

/** The list the visitor asked on, with its filters; null when nothing was asked (or it was closed). */
export const $nearbyTarget = createStore<NearbyTarget | null>(null, { skipVoid: false })
  .on(nearbyRequested, (_, target) => target)
  .reset(nearbyClosed);
const refiltered = sample({
  clock: listFiltered,
  source: $nearbyTarget,
  filter: (target, next) => target !== null && sameList(target, next),
  fn: (_, next) => next,
});
$nearbyTarget.on(refiltered, (_, next) => next);
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
  clock: [locateFx.done, radiusChosen, refiltered],
  source: asked,
  filter: ({ target, position }) => target !== null && position !== null,
  fn: ({ target, position, radius }) => ({ ...(target as NearbyTarget), ...(position as Position), radius }),
  target: nearbyList.load,
});
