import { dayjs } from '@kaver/shared-contracts/time';
import { eventDatesLong, eventWhen } from './event-dates';

const now = dayjs.tz('2026-11-21 12:00'); // Moscow

describe('event dates', () => {
  test('a one-day event reads with its date in full (SPEC.md 9: D MMMM YYYY) and its start time', () => {
    expect(eventWhen({ dateStart: '22.11.2026 19:00', dateEnd: '22.11.2026 21:00' }, now)).toBe(
      '22 ноября 2026, 19:00',
    );
  });

  test('a run that has begun reads as "до …", a future one as a range', () => {
    expect(eventWhen({ dateStart: '14.11.2026 11:00', dateEnd: '14.12.2026 20:00' }, now)).toBe(
      'до 14 декабря 2026',
    );
    expect(eventWhen({ dateStart: '23.11.2026 11:00', dateEnd: '25.11.2026 20:00' }, now)).toBe(
      '23–25 ноября 2026',
    );
  });

  test("an event's dates are its city's wall clock: a run begun in Vladivostok is begun at noon in Moscow", () => {
    const run = { dateStart: '21.11.2026 18:00', dateEnd: '30.11.2026 20:00' }; // 19:00 in Vladivostok now
    expect(eventWhen(run, now, 'Asia/Vladivostok')).toBe('до 30 ноября 2026');
    expect(eventWhen(run, now)).toBe('21–30 ноября 2026');
  });

  test("the event page shows 'D MMMM YYYY'", () => {
    expect(eventDatesLong({ dateStart: '22.11.2026 19:00', dateEnd: '22.11.2026 21:00' })).toEqual({
      start: '22 ноября 2026',
      end: null,
      time: '19:00–21:00',
    });
    expect(eventDatesLong({ dateStart: '14.11.2026 11:00', dateEnd: '14.12.2026 20:00' }).end).toBe(
      '14 декабря 2026',
    );
  });
});
