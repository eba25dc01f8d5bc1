// Russian date labels (SPEC.md 9: parsed as 'DD.MM.YYYY HH:mm', shown as 'D MMMM YYYY') and strict parsing of
// the API's date strings, all through the dayjs setup.
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  type Dayjs,
  DEFAULT_TIME_ZONE,
  DISPLAY_DATE_FORMAT,
  dayjs,
  fromWallClock,
  type Instant,
  inTimeZone,
} from './dayjs';

/** Genitive month names, as after a day number: 'января' ... 'декабря' (the select of a birth date). */
export const MONTHS_GENITIVE: readonly string[] = Array.from({ length: 12 }, (_, month) =>
  dayjs.utc('2000-01-01').month(month).format('D MMMM').slice('1 '.length),
);

/** Short weekday names, Monday first: 'пн' ... 'вс'. */
export const WEEKDAYS_SHORT: readonly string[] = Array.from({ length: 7 }, (_, index) =>
  dayjs
    .utc('2000-01-01')
    .isoWeekday(index + 1)
    .format('dd'),
);

/**
 * The dates parsed so far, by format, zone and text: a city page parses the same few hundred event dates on every
 * render, and a strict parse (customParseFormat, then formatting back to compare) was a tenth of a server render.
 * A dayjs is immutable, so one parsed date serves every caller. At most MAX_PARSED are kept; past that the memory
 * starts afresh.
 */
const parsed = new Map<string, Dayjs | null>();
const MAX_PARSED = 4096;

function parseStrict(text: string, format: string, timeZone: string): Dayjs | null {
  const key = `${format}|${timeZone}|${text}`;
  let date = parsed.get(key);
  if (date === undefined) {
    // Strict: the text must be exactly what the date formats back to (no 31.02, no 24:00, no 1.1.2026, no spaces).
    const wallClock = dayjs.utc(text, format, true);
    date = wallClock.isValid() ? fromWallClock(wallClock, timeZone) : null;
    if (parsed.size >= MAX_PARSED) parsed.clear();
    parsed.set(key, date);
  }
  return date;
}

/** 'DD.MM.YYYY' as the start of that day in `timeZone`, or null when malformed or not a real date (31.02.2026). */
export function parseDate(text: string, timeZone: string = DEFAULT_TIME_ZONE): Dayjs | null {
  return parseStrict(text, DATE_FORMAT, timeZone);
}

/** 'DD.MM.YYYY HH:mm' as a local time of `timeZone`, or null when invalid (31.02.2026 10:00, 21.11.2026 24:00). */
export function parseDateTime(text: string, timeZone: string = DEFAULT_TIME_ZONE): Dayjs | null {
  return parseStrict(text, DATE_TIME_FORMAT, timeZone);
}

/** '21 ноября 2026' */
export function formatDate(date: Dayjs): string {
  return date.format(DISPLAY_DATE_FORMAT);
}

/** '21.11.2026' */
export function formatDdMmYyyy(date: Dayjs): string {
  return date.format(DATE_FORMAT);
}

/** '19:30' */
export function formatTime(date: Dayjs): string {
  return date.format('HH:mm');
}

/**
 * Whether two times of one zone fall on the same calendar day of that zone. Not `isSame(other, 'day')`: on a
 * zoned dayjs that goes through the timezone plugin's startOf and endOf, which build a new Intl formatter each
 * (about 1 ms per event card on a phone while a city page hydrates).
 */
export function isSameLocalDay(a: Dayjs, b: Dayjs): boolean {
  return a.date() === b.date() && a.month() === b.month() && a.year() === b.year();
}

/** 'пн' ... 'вс' */
export function weekdayShort(date: Dayjs): string {
  return date.format('dd');
}

/**
 * A date range as Russian text: '21 ноября', '21–23 ноября', '30 ноября – 2 декабря', '30 декабря 2026 –
 * 2 января 2027'. The year is added when the range is not wholly in the current year (or always with
 * withYear). An en dash joins numbers tightly and whole dates with spaces, as Russian typography wants.
 */
export function formatEventDateRange(
  start: Dayjs,
  end?: Dayjs | null,
  options: { now?: Instant; withYear?: boolean } = {},
): string {
  const to = end ?? start;
  const currentYear = inTimeZone(options.now).year();
  const showYear = options.withYear || start.year() !== currentYear || to.year() !== currentYear;
  const last = to.format(showYear ? 'D MMMM YYYY' : 'D MMMM');
  if (start.year() !== to.year()) return `${start.format('D MMMM YYYY')} – ${last}`;
  if (start.month() !== to.month()) return `${start.format('D MMMM')} – ${last}`;
  if (start.date() !== to.date()) return `${start.format('D')}–${last}`;
  return last;
}
