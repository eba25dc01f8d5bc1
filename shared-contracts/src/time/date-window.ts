// Resolves a listing's date filter to concrete DD.MM.YYYY dates (see ListingFilters.date).
import type { ListingDateRange, TimePresetName } from '../domain/listing';
import { type CalendarDate, calendarDateIn, compareCalendarDates, isValidCalendarDate } from './calendar';
import { formatDdMmYyyy, parseCalendarDate } from './format';
import { type ClockOptions, type DateRange, isTimePreset, timePresetRange } from './presets';

function parseDayMonth(value: string, year: number): CalendarDate | null {
  const match = /^(\d{2})\.(\d{2})$/.exec(value);
  if (!match) return null;
  const date = { year, month: Number(match[2]), day: Number(match[1]) };
  return isValidCalendarDate(date) ? date : null;
}

/**
 * A yearly window 'DD.MM'–'DD.MM' (the end may fall in the next year, as 01.12–08.01 does) resolved to its
 * current occurrence, or the next one once this year's has ended.
 */
function resolveYearly(range: ListingDateRange, today: CalendarDate): DateRange | undefined {
  for (const year of [today.year - 1, today.year, today.year + 1]) {
    const start = parseDayMonth(range.start, year);
    let end = parseDayMonth(range.end, year);
    if (!start || !end) return undefined; // 29.02 in a common year too: yearly windows should avoid it
    if (compareCalendarDates(end, start) < 0) end = parseDayMonth(range.end, year + 1);
    if (end && compareCalendarDates(end, today) >= 0) {
      return { start: formatDdMmYyyy(start), end: formatDdMmYyyy(end) };
    }
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
  if (parseCalendarDate(filter.start) && parseCalendarDate(filter.end)) return { ...filter };
  return resolveYearly(filter, calendarDateIn(options.now ?? Date.now(), options.timeZone));
}
