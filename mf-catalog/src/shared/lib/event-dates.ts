// How an event's time reads on cards and pages: '21 ноября, 19:00', '21–23 ноября', 'до 14 декабря'.
import {
  type Event,
  formatDate,
  formatEventDateRange,
  formatTime,
  parseDateTime,
} from '@kaver/shared-contracts';

type Dated = Pick<Event, 'dateStart' | 'dateEnd'>;

/**
 * Card line: one-day events get their start time; long runs read as a range. `now` is the wall clock of the
 * event's city (see wallClock), as the event's own dates are.
 */
export function eventWhen(event: Dated, now: Date): string {
  const start = parseDateTime(event.dateStart);
  const end = parseDateTime(event.dateEnd);
  if (!start) return '';
  const sameDay = !end || start.toDateString() === end.toDateString();
  if (sameDay) return `${formatEventDateRange(start, null, { now })}, ${formatTime(start)}`;
  const today = new Date(now);
  // A run that has already begun (an exhibition) is more useful as 'до …'.
  if (start.getTime() < today.getTime() && end) return `до ${formatEventDateRange(end, null, { now })}`;
  return formatEventDateRange(start, end, { now });
}

/** Event page: 'D MMMM YYYY' (SPEC.md 9), with the time, and the end when it differs. */
export function eventDatesLong(event: Dated): { start: string; end: string | null; time: string } {
  const start = parseDateTime(event.dateStart);
  const end = parseDateTime(event.dateEnd);
  if (!start) return { start: '', end: null, time: '' };
  const sameDay = !end || start.toDateString() === end.toDateString();
  return {
    start: formatDate(start),
    end: sameDay || !end ? null : formatDate(end),
    time: sameDay && end ? `${formatTime(start)}–${formatTime(end)}` : formatTime(start),
  };
}
