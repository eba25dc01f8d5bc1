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

/** The wall clock of `timeZone` at `ms`, read as if it were UTC, in milliseconds (one formatter per zone, kept). */
function wallClockAt(ms: number, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of format.formatToParts(ms)) part[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  const millis = ((ms % 1000) + 1000) % 1000;
  return Date.UTC(year, month - 1, day, hour, minute, second, millis);
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** A zone's offset per UTC day, or null for a day on which the zone turns its clock. */
const dayOffsets = new Map<string, number | null>();
/** Enough days of every zone a page shows; the server forgets them all past this and starts again. */
const MAX_KEPT_DAYS = 20_000;

/** The offset of `timeZone` from UTC at `ms`, in minutes, asked of Intl. */
function offsetFromIntl(ms: number, timeZone: string): number {
  return Math.round((wallClockAt(ms, timeZone) - ms) / MINUTE_MS);
}

/**
 * The offset of `timeZone` at `ms`, in minutes. Zones change their offset at most a few times a year, so one
 * answer serves a whole UTC day: a city page dates a few hundred events over a few weeks, and asking Intl for
 * each (twice or three times, as the timezone plugin does) took most of the time of rendering its cards.
 */
function offsetAt(ms: number, timeZone: string): number {
  const day = Math.floor(ms / DAY_MS);
  const key = `${timeZone}|${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = offsetFromIntl(day * DAY_MS, timeZone);
    offset = first === offsetFromIntl((day + 1) * DAY_MS - 1, timeZone) ? first : null;
    if (dayOffsets.size >= MAX_KEPT_DAYS) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset ?? offsetFromIntl(ms, timeZone);
}

/** The instant `ms` as a dayjs of `timeZone`: what the timezone plugin's `.tz(timeZone)` gives. */
function zoned(ms: number, timeZone: string): Dayjs {
  const value = dayjs(ms).utcOffset(offsetAt(ms, timeZone));
  // How the timezone plugin marks its own results: its startOf, endOf and format('z') read the zone here.
  (value as unknown as { $x: { $timezone?: string } }).$x.$timezone = timeZone;
  return value;
}

/**
 * The instant at which `timeZone`'s clocks show `wallClockMs` (a wall-clock time read as UTC). A time the clocks
 * show twice (turned back) is its first showing, as Temporal's 'compatible' reads it (the timezone plugin's choice
 * depends on today's offset); a time they skip (turned forward) lands after the gap, as in the plugin.
 */
function instantOfWallClock(wallClockMs: number, timeZone: string): number {
  // The offsets on either side of any change near that time (zones change at most a few times a year).
  const before = offsetAt(wallClockMs - DAY_MS, timeZone);
  const after = offsetAt(wallClockMs + DAY_MS, timeZone);
  const showings = [before, after]
    .map((offset) => ({ offset, at: wallClockMs - offset * MINUTE_MS }))
    .filter(({ offset, at }) => offsetAt(at, timeZone) === offset)
    .map(({ at }) => at);
  return showings.length > 0 ? Math.min(...showings) : wallClockMs - Math.min(before, after) * MINUTE_MS;
}

/**
 * `at` (now by default) in a time zone, the default one unless given: the same value as the timezone plugin's
 * `.tz()`, which builds a new Intl formatter on every call (0.1 ms; a city page makes a few hundred of these calls,
 * on the server and again while the browser hydrates).
 */
export function inTimeZone(at: Instant = Date.now(), timeZone: string = DEFAULT_TIME_ZONE): Dayjs {
  return zoned(dayjs(at).valueOf(), timeZone);
}

/** A wall-clock time of `timeZone` (a dayjs in UTC holding it) as that zone's dayjs. */
export function fromWallClock(wallClock: Dayjs, timeZone: string = DEFAULT_TIME_ZONE): Dayjs {
  return zoned(instantOfWallClock(wallClock.valueOf(), timeZone), timeZone);
}
