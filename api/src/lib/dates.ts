// Dates in a city's own time zone, with dayjs (utc + timezone + customParseFormat, set up once here). The API
// speaks 'DD.MM.YYYY' and 'DD.MM.YYYY HH:mm' (SPEC.md 9) in the local time of the city; the database stores
// instants (timestamptz). Formatting an instant in a zone is costly (Intl under dayjs' timezone plugin) and
// the same event instants are formatted on every page, so each (zone, instant, pattern) is formatted once.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { LRUCache } from 'lru-cache';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
const ISO_IN_ZONE_FORMAT = 'YYYY-MM-DDTHH:mm:ssZ';
const WALL_CLOCK_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Parses 'DD.MM.YYYY' into calendar parts, or null when it is not a real date. */
export function parseDayMonthYear(text: string): { day: number; month: number; year: number } | null {
  const date = dayjs(text, DATE_FORMAT, true);
  return date.isValid() ? { day: date.date(), month: date.month() + 1, year: date.year() } : null;
}

/** 'HH:mm' to minutes after midnight, or null. */
export function parseTimeOfDay(text: string): number | null {
  const time = dayjs(text, 'HH:mm', true);
  return time.isValid() ? time.hour() * 60 + time.minute() : null;
}

/** The instant of a wall-clock time in a zone; a day or minutes past the month's end roll over. */
export function zonedTime(timeZone: string, year: number, month: number, day: number, minutes = 0): Date {
  const wallClock = dayjs.utc(Date.UTC(year, month - 1, day) + minutes * 60_000).format(WALL_CLOCK_FORMAT);
  return dayjs.tz(wallClock, WALL_CLOCK_FORMAT, timeZone).toDate();
}

/** Calendar date (year, month, day) of an instant in a zone, its ISO weekday (1 = Monday) and minute of day. */
export function localDate(timeZone: string, at: Date) {
  const local = dayjs(at).tz(timeZone);
  return {
    year: local.year(),
    month: local.month() + 1,
    day: local.date(),
    weekday: local.day() === 0 ? 7 : local.day(),
    minutes: local.hour() * 60 + local.minute(),
  };
}

/** Midnight at the start of the local day containing `at`, plus `days`. */
export function startOfLocalDay(timeZone: string, at: Date, days = 0): Date {
  const { year, month, day } = localDate(timeZone, at);
  return zonedTime(timeZone, year, month, day + days);
}

const formatted = new LRUCache<string, string>({ max: 50_000 });

function formatIn(timeZone: string, at: Date, pattern: string): string {
  const key = `${timeZone} ${at.getTime()} ${pattern}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = dayjs(at).tz(timeZone).format(pattern);
    formatted.set(key, text);
  }
  return text;
}

/** 'DD.MM.YYYY' of the instant in the zone. */
export function formatDate(timeZone: string, at: Date): string {
  return formatIn(timeZone, at, DATE_FORMAT);
}

/** 'DD.MM.YYYY HH:mm' of the instant in the zone. */
export function formatDateTime(timeZone: string, at: Date): string {
  return formatIn(timeZone, at, DATE_TIME_FORMAT);
}

/** ISO 8601 with the zone's offset, e.g. '2026-11-21T19:00:00+03:00'. */
export function formatIsoInZone(timeZone: string, at: Date): string {
  return formatIn(timeZone, at, ISO_IN_ZONE_FORMAT);
}

/** Whole years between a birth date and `at` (UTC calendar). */
export function ageAt(birth: { day: number; month: number; year: number }, at: Date): number {
  return dayjs.utc(at).diff(dayjs.utc(Date.UTC(birth.year, birth.month - 1, birth.day)), 'year');
}
