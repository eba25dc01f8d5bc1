// The profile's followed places, «Новое в твоих местах» (their coming events) and the calendar switch (issue 24):
// personal, so loaded in the browser when a part is on screen, and again after a follow changes what they show.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { toEventCards } from '../../entities/event';
import { toPlaceCards } from '../../entities/place';
import { followingLearned, setFollowingFx } from '../../features/follow-place';
import {
  fetchFollowedPlaceEvents,
  fetchFollowedPlaces,
  fetchFollowsInCalendar,
  setFollowsInCalendar,
} from '../../shared/api/follows';
import { createResource } from '../../shared/lib/create-resource';

export type FollowsPart = 'places' | 'events' | 'calendar';

export const followsPartShown = createEvent<FollowsPart>();
export const followsPartHidden = createEvent<FollowsPart>();
/** The calendar switch was flipped to this. */
export const calendarSwitched = createEvent<boolean>();

// The parameter is the time of asking: a new object each time, so a later showing always loads again.
export const followedPlaces = createResource((_: number) => toPlaceCards(fetchFollowedPlaces()));
export const followedEvents = createResource((_: number) => toEventCards(fetchFollowedPlaceEvents()));
export const followsInCalendar = createResource((_: number) => fetchFollowsInCalendar());
export const switchCalendarFx = createEffect(setFollowsInCalendar);

export const $partsShown = createStore<FollowsPart[]>([])
  .on(followsPartShown, (parts, part) => [...parts, part])
  .on(followsPartHidden, (parts, part) => parts.filter((shown) => shown !== part));

/** The switch's state after the visitor flipped it (null: as loaded), and whether flipping failed. */
export const $calendarSwitch = createStore<boolean | null>(null, { skipVoid: false })
  .on(switchCalendarFx.doneData, (_, included) => included)
  .reset(followsInCalendar.load);
export const $calendarSwitchFailed = createStore(false)
  .on(switchCalendarFx.fail, () => true)
  .reset(switchCalendarFx);
export const $calendarSwitching = switchCalendarFx.pending;

const load = { places: followedPlaces, events: followedEvents, calendar: followsInCalendar } as const;
for (const part of Object.keys(load) as FollowsPart[]) {
  sample({
    clock: followsPartShown,
    filter: (shown) => shown === part,
    fn: () => Date.now(),
    target: load[part].load,
  });
}

// A follow or unfollow on the profile changes «Новое в твоих местах» below it: asked again, however fresh.
sample({
  clock: setFollowingFx.done,
  source: $partsShown,
  filter: (parts) => parts.includes('events'),
  target: followedEvents.retry,
});

// The places listed are followed: their buttons need not ask.
sample({
  clock: followedPlaces.done,
  fn: (page) => Object.fromEntries(page.items.map((place) => [place.id, true])),
  target: followingLearned,
});

sample({ clock: calendarSwitched, target: switchCalendarFx });
