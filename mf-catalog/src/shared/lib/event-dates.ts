// How an event's time reads on cards and pages, always with the year (SPEC.md 9: 'D MMMM YYYY'): '21 ноября 2026,
// 19:00', '21–23 ноября 2026', 'до 14 декабря 2026'.
import type { Event } from '@kaver/shared-contracts';
import {
  DEFAULT_TIME_ZONE,
  dayjs,
  formatDate,
  formatEventDateRange,
  formatTime,
  type Instant,
  isSameLocalDay,
  parseDateTime,
} from '@kaver/shared-contracts/time';

type Dated = Pick<Event, 'dateStart' | 'dateEnd'>;

/** A card's time: its words, and the instant they name for <time datetime>. */
export interface EventWhen {
  text: string;
  /** The start; the end for a run that reads 'до …' (ISO 8601 with the city's offset, as the API sends it). */
  dateTime: string;
}

/**
 * Card line: one-day events get their start time; long runs read as a range. The dates are the wall clock of the
 * event's city (`timeZone`); `now` is an instant (when the list was loaded: the card keeps these words).
 */
export function eventWhen(
  event: Dated & Pick<Event, 'startsAt' | 'endsAt'>,
  now: Instant,
  timeZone: string = DEFAULT_TIME_ZONE,
): EventWhen {
  const start = parseDateTime(event.dateStart, timeZone);
  const end = parseDateTime(event.dateEnd, timeZone);
  const fromStart = (text: string) => ({ text, dateTime: event.startsAt });
  if (!start) return fromStart('');
  const sameDay = !end || isSameLocalDay(start, end);
  const withYear = { now, withYear: true };
  if (sameDay) return fromStart(`${formatEventDateRange(start, null, withYear)}, ${formatTime(start)}`);
  // A run that has already begun (an exhibition) is more useful as 'до …', which names its end.
  // Instants compared as numbers: a zoned dayjs's isBefore goes through the timezone plugin's endOf (slow).
  if (start.valueOf() < dayjs(now).valueOf())
    return { text: `до ${formatEventDateRange(end, null, withYear)}`, dateTime: event.endsAt };
  return fromStart(formatEventDateRange(start, end, withYear));
}

/** Event page: 'D MMMM YYYY' (SPEC.md 9), with the time, and the end when it differs. */
export function eventDatesLong(event: Dated): { start: string; end: string | null; time: string } {
  const start = parseDateTime(event.dateStart);
  const end = parseDateTime(event.dateEnd);
  if (!start) return { start: '', end: null, time: '' };
  const sameDay = !end || isSameLocalDay(start, end);
  return {
    start: formatDate(start),
    end: sameDay || !end ? null : formatDate(end),
    time: sameDay && end ? `${formatTime(start)}–${formatTime(end)}` : formatTime(start),
  };
}
