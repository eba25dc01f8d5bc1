// Dates in a city's own time zone, on the contracts' one dayjs setup ('@kaver/shared-contracts/time': utc,
// timezone, customParseFormat and the zone offsets plugin). The API speaks 'DD.MM.YYYY' and 'DD.MM.YYYY HH:mm'
// (SPEC.md 9) in the local time of the city; the database stores instants (timestamptz). The same event instants
// are formatted on every page, so each (zone, instant, pattern) is formatted once.
import { DATE_FORMAT, DATE_TIME_FORMAT, dayjs, inTimeZone } from '@kaver/shared-contracts/time';
import { LRUCache } from 'lru-cache';

const ISO_IN_ZONE_FORMAT = 'YYYY-MM-DDTHH:mm:ssZ';

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
  return dayjs.fromWallClock(dayjs.utc(Date.UTC(year, month - 1, day) + minutes * 60_000), timeZone).toDate();
}

/** Calendar date (year, month, day) of an instant in a zone, its ISO weekday (1 = Monday) and minute of day. */
export function localDate(timeZone: string, at: Date) {
  const local = inTimeZone(at, timeZone);
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
    text = inTimeZone(at, timeZone).format(pattern);
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
