// Calendar dates (year, month, day) without a time or a time zone, and the arithmetic the presets need.
// Arithmetic goes through UTC so that daylight-saving changes never shift a day.

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function fromUtc(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function toUtc({ year, month, day }: CalendarDate): Date {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day); // setUTCFullYear keeps years 0-99 as they are
  return date;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtc(utc);
}

/** Day of the week with the week starting on Monday: 0 = Monday ... 6 = Sunday. */
export function weekdayIndex(date: CalendarDate): number {
  return (toUtc(date).getUTCDay() + 6) % 7;
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The calendar date of a Date in the machine's local time zone. */
export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Local midnight of a calendar date. */
export function calendarDateToLocal({ year, month, day }: CalendarDate, hours = 0, minutes = 0): Date {
  const date = new Date(2000, 0, 1, hours, minutes);
  date.setFullYear(year, month - 1, day);
  return date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in an IANA time zone (a city's), or in the local one when none is given. */
export function calendarDateIn(instant: Date | number, timeZone?: string): CalendarDate {
  const date = new Date(instant);
  if (!timeZone) return calendarDateOf(date);
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map(({ type, value }) => [type, value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}
