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

/**
 * Card line: one-day events get their start time; long runs read as a range. The dates are the wall clock of the
 * event's city (`timeZone`); `now` is an instant (when the list was loaded: the card keeps these words).
 */
export function eventWhen(event: Dated, now: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  const start = parseDateTime(event.dateStart, timeZone);
  const end = parseDateTime(event.dateEnd, timeZone);
  if (!start) return '';
  const sameDay = !end || isSameLocalDay(start, end);
  const withYear = { now, withYear: true };
  if (sameDay) return `${formatEventDateRange(start, null, withYear)}, ${formatTime(start)}`;
  // A run that has already begun (an exhibition) is more useful as 'до …'.
  // Instants compared as numbers: a zoned dayjs's isBefore goes through the timezone plugin's endOf (slow).
  if (start.valueOf() < dayjs(now).valueOf()) return `до ${formatEventDateRange(end, null, withYear)}`;
  return formatEventDateRange(start, end, withYear);
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
