import type { Event, Page, Place } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $following, setFollowingFx } from '../../features/follow-place/model';
import {
  $calendarSwitch,
  $calendarSwitchFailed,
  calendarSwitched,
  followedEvents,
  followedPlaces,
  followsInCalendar,
  followsPartHidden,
  followsPartShown,
  switchCalendarFx,
} from './model';

const page = <T>(items: T[]): Page<T> => ({
  items,
  page: 1,
  perPage: 20,
  total: items.length,
  totalPages: 1,
});

function scopeWith() {
  const calls: string[] = [];
  const scope = fork({
    handlers: [
      [
        followedPlaces.fx,
        async () => {
          calls.push('places');
          return page([{ id: 3 }, { id: 8 }] as Place[]);
        },
      ],
      [
        followedEvents.fx,
        async () => {
          calls.push('events');
          return page([] as Event[]);
        },
      ],
      [
        followsInCalendar.fx,
        async () => {
          calls.push('calendar');
          return false;
        },
      ],
      [
        setFollowingFx,
        async ({ placeId, follow }: { placeId: number; follow: boolean }) => ({ [placeId]: follow }),
      ],
    ],
  });
  return { scope, calls };
}

describe('the profile’s followed places', () => {
  test('each part loads what it shows; the listed places are known to be followed', async () => {
    const { scope, calls } = scopeWith();
    await allSettled(followsPartShown, { scope, params: 'places' });
    await allSettled(followsPartShown, { scope, params: 'calendar' });
    expect(calls).toEqual(['places', 'calendar']);
    expect(scope.getState($following)).toEqual({ 3: true, 8: true });
  });

  test('a follow or unfollow reloads «Новое в твоих местах» while it is on screen, not after', async () => {
    const { scope, calls } = scopeWith();
    await allSettled(followsPartShown, { scope, params: 'events' });
    await allSettled(setFollowingFx, { scope, params: { placeId: 3, follow: false } });
    expect(calls).toEqual(['events', 'events']);
    await allSettled(followsPartHidden, { scope, params: 'events' });
    await allSettled(setFollowingFx, { scope, params: { placeId: 3, follow: true } });
    expect(calls).toEqual(['events', 'events']);
  });

  test('the calendar switch saves what the visitor chose, and says when it could not', async () => {
    const saved: boolean[] = [];
    const { scope } = scopeWith();
    await allSettled(followsPartShown, { scope, params: 'calendar' });
    const ok = fork({
      values: [],
      handlers: [
        [
          switchCalendarFx,
          async (included: boolean) => {
            saved.push(included);
            return included;
          },
        ],
      ],
    });
    await allSettled(calendarSwitched, { scope: ok, params: true });
    expect(saved).toEqual([true]);
    expect(ok.getState($calendarSwitch)).toBe(true);

    const failing = fork({
      handlers: [
        [
          switchCalendarFx,
          async () => {
            throw new Error('503');
          },
        ],
      ],
    });
    await allSettled(calendarSwitched, { scope: failing, params: true });
    expect(failing.getState($calendarSwitch)).toBeNull();
    expect(failing.getState($calendarSwitchFailed)).toBe(true);
  });
});
