// Resolves a listing's date filter to concrete DD.MM.YYYY dates (see ListingFilters.date).
import type { ListingDateRange, TimePresetName } from '../domain/listing';
import { DATE_FORMAT, type Dayjs, dayjs } from './dayjs';
import { formatDdMmYyyy, parseDate } from './format';
import { type ClockOptions, calendarToday, type DateRange, isTimePreset, timePresetRange } from './presets';

/** 'DD.MM' of `year` as UTC midnight, or null when malformed or not a real date that year. */
function dayOfYear(value: string, year: number): Dayjs | null {
  const date = dayjs.utc(`${value}.${year}`, DATE_FORMAT, true);
  return /^\d{2}\.\d{2}$/.test(value) && date.isValid() ? date : null;
}

/**
 * A yearly window 'DD.MM'–'DD.MM' (the end may fall in the next year, as 01.12–08.01 does) resolved to its
 * current occurrence, or the next one once this year's has ended.
 */
function resolveYearly(range: ListingDateRange, today: Dayjs): DateRange | undefined {
  for (const year of [today.year() - 1, today.year(), today.year() + 1]) {
    const start = dayOfYear(range.start, year);
    let end = dayOfYear(range.end, year);
    if (!start || !end) return undefined; // 29.02 in a common year too: yearly windows should avoid it
    if (end.isBefore(start)) end = dayOfYear(range.end, year + 1);
    if (end && !end.isBefore(today)) return { start: formatDdMmYyyy(start), end: formatDdMmYyyy(end) };
  }
  return undefined;
}

/** A preset, a fixed DD.MM.YYYY range or a yearly DD.MM range as DD.MM.YYYY dates; undefined when malformed. */
export function resolveDateFilter(
  filter: ListingDateRange | TimePresetName,
  options: ClockOptions = {},
): DateRange | undefined {
  if (isTimePreset(filter)) return timePresetRange(filter, options);
  if (typeof filter !== 'object' || filter === null) return undefined;
  if (parseDate(filter.start) && parseDate(filter.end)) return { ...filter };
  return resolveYearly(filter, calendarToday(options));
}
