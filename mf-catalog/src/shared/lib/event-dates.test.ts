import { dayjs } from '@kaver/shared-contracts/time';
import { eventDatesLong, eventWhen } from './event-dates';

const now = dayjs.tz('2026-11-21 12:00'); // Moscow

/** An event's local dates with the instants the API sends beside them (Moscow's offset). */
const dated = (dateStart: string, dateEnd: string) => {
  const iso = (local: string) =>
    local.replace(/^(\d\d)\.(\d\d)\.(\d{4}) (\d\d:\d\d)$/, '$3-$2-$1T$4:00+03:00');
  return { dateStart, dateEnd, startsAt: iso(dateStart), endsAt: iso(dateEnd) };
};
const text = (...args: Parameters<typeof eventWhen>) => eventWhen(...args).text;

describe('event dates', () => {
  test('a one-day event reads with its date in full (SPEC.md 9: D MMMM YYYY) and its start time', () => {
    expect(eventWhen(dated('22.11.2026 19:00', '22.11.2026 21:00'), now)).toEqual({
      text: '22 ноября 2026, 19:00',
      dateTime: '2026-11-22T19:00:00+03:00',
    });
  });

  test('a run that has begun reads as "до …" and names its end; a future one reads as a range from its start', () => {
    expect(eventWhen(dated('14.11.2026 11:00', '14.12.2026 20:00'), now)).toEqual({
      text: 'до 14 декабря 2026',
      dateTime: '2026-12-14T20:00:00+03:00',
    });
    expect(eventWhen(dated('23.11.2026 11:00', '25.11.2026 20:00'), now)).toEqual({
      text: '23–25 ноября 2026',
      dateTime: '2026-11-23T11:00:00+03:00',
    });
  });

  test("an event's dates are its city's wall clock: a run begun in Vladivostok is begun at noon in Moscow", () => {
    const run = dated('21.11.2026 18:00', '30.11.2026 20:00'); // 19:00 in Vladivostok now
    expect(text(run, now, 'Asia/Vladivostok')).toBe('до 30 ноября 2026');
    expect(text(run, now)).toBe('21–30 ноября 2026');
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
