// The one dayjs setup every app uses (apps import `dayjs` from here, never set up their own): Russian locale
// with the week from Monday, utc + timezone with Europe/Moscow as the default zone, strict parsing of the API's
// 'DD.MM.YYYY' and 'DD.MM.YYYY HH:mm' (SPEC.md 9), and ISO weekdays.
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
// With '.js': dayjs has no exports map, and the API's tests import this file as plain ES modules in Node.
import 'dayjs/locale/ru.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(customParseFormat);
dayjs.extend(isoWeek);
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ru');

/** Where 'today' is when no city says otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';
dayjs.tz.setDefault(DEFAULT_TIME_ZONE);

/** The API's dates (birth_dt, publishedAt, time presets). */
export const DATE_FORMAT = 'DD.MM.YYYY';
/** The API's local times (event dateStart/dateEnd, paidUntil). */
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
/** How a date reads (SPEC.md 9): '21 ноября 2026', the month in the genitive. */
export const DISPLAY_DATE_FORMAT = 'D MMMM YYYY';

export type { ConfigType, Dayjs };
export { dayjs };

/** What a clock option accepts: an instant as a Dayjs, a Date or epoch milliseconds. */
export type Instant = Dayjs | Date | number;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at `ms`, as 'YYYY-MM-DDTHH:mm:ss.SSS' (one formatter per zone, kept). */
function wallClockAt(ms: number, timeZone: string): string {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(ms)) part[type] = value;
  const millis = String(((ms % 1000) + 1000) % 1000).padStart(3, '0');
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}.${millis}`;
}

/**
 * `at` (now by default) in a time zone, the default one unless given. The timezone plugin's `.tz()` builds a new
 * Intl formatter on every call (0.1 ms, a few hundred calls on a city page, on the server and again while the
 * browser hydrates); `dayjs.tz(wall clock, zone)` reuses its formatters and gives the same result ten times
 * faster. An instant it cannot give back exactly (a clock turned back, in zones that do so) takes `.tz()`.
 */
export function inTimeZone(at: Instant = Date.now(), timeZone: string = DEFAULT_TIME_ZONE): Dayjs {
  const instant = dayjs(at);
  const fast = dayjs.tz(wallClockAt(instant.valueOf(), timeZone), timeZone);
  return fast.valueOf() === instant.valueOf() ? fast : instant.tz(timeZone);
}
