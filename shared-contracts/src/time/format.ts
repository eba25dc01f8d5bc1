// Russian date formatting and strict parsing (SPEC.md 9: parsed as 'DD.MM.YYYY HH:mm', shown as 'D MMMM YYYY').
// Dates given or returned as Date are read in the machine's local time zone.
import {
  type CalendarDate,
  calendarDateOf,
  calendarDateToLocal,
  isValidCalendarDate,
  weekdayIndex,
} from './calendar';

/** Genitive month names, as in '21 ноября'. */
export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** Nominative month names, as in a calendar header 'Ноябрь 2026'. */
export const MONTHS_NOMINATIVE = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const;

/** Short weekday names, Monday first. */
export const WEEKDAYS_SHORT = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export function weekdayShort(date: Date): string {
  return WEEKDAYS_SHORT[weekdayIndex(calendarDateOf(date))]!;
}

/** '21 ноября 2026' */
export function formatDate(date: Date): string {
  return `${date.getDate()} ${MONTHS_GENITIVE[date.getMonth()]} ${date.getFullYear()}`;
}

/** '21.11.2026' */
export function formatDdMmYyyy(date: Date | CalendarDate): string {
  const { year, month, day } = date instanceof Date ? calendarDateOf(date) : date;
  return `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
}

/** '19:30' */
export function formatTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'DD.MM.YYYY' as a calendar date, or null when malformed or not a real date (31.02.2026). */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

/** 'DD.MM.YYYY' as local midnight, or null when invalid. */
export function parseDdMmYyyy(value: string): Date | null {
  const date = parseCalendarDate(value);
  return date && calendarDateToLocal(date);
}

/** 'DD.MM.YYYY HH:mm' in local time, or null when invalid (31.02.2026 10:00, 21.11.2026 24:00). */
export function parseDateTime(value: string): Date | null {
  const match = /^(\d{2}\.\d{2}\.\d{4}) ([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  const date = match && parseCalendarDate(match[1]!);
  return date && calendarDateToLocal(date, Number(match![2]), Number(match![3]));
}

/**
 * A date range as Russian text: '21 ноября', '21–23 ноября', '30 ноября – 2 декабря', '30 декабря 2026 –
 * 2 января 2027'. The year is added when the range is not wholly in the year of `now` (or always with
 * withYear). An en dash joins numbers tightly and whole dates with spaces, as Russian typography wants.
 */
export function formatEventDateRange(
  start: Date,
  end?: Date | null,
  options: { now?: Date | number; withYear?: boolean } = {},
): string {
  const from = calendarDateOf(start);
  const to = end ? calendarDateOf(end) : from;
  const currentYear = new Date(options.now ?? Date.now()).getFullYear();
  const showYear = options.withYear || from.year !== currentYear || to.year !== currentYear;
  const year = showYear ? ` ${to.year}` : '';
  const month = (date: CalendarDate) => MONTHS_GENITIVE[date.month - 1];

  if (from.year !== to.year) {
    return `${from.day} ${month(from)} ${from.year} – ${to.day} ${month(to)} ${to.year}`;
  }
  if (from.month !== to.month) return `${from.day} ${month(from)} – ${to.day} ${month(to)}${year}`;
  if (from.day !== to.day) return `${from.day}–${to.day} ${month(to)}${year}`;
  return `${from.day} ${month(from)}${year}`;
}
