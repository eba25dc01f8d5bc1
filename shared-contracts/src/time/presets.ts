// Time presets (SPEC.md 3): today, tomorrow and weekend as DD.MM.YYYY ranges, with the week from Monday.
// 'Today' is the calendar day in the city's time zone when one is given (it is already tomorrow in
// Vladivostok while Moscow is still in the evening), else in the machine's local zone.
import type { ListingDateRange, TimePresetName } from '../domain/listing';
import { addDays, type CalendarDate, calendarDateIn, weekdayIndex } from './calendar';
import { formatDdMmYyyy } from './format';

export const TIME_PRESETS: readonly TimePresetName[] = ['today', 'tomorrow', 'weekend'];

/** A date range with both ends as 'DD.MM.YYYY', inclusive. */
export type DateRange = ListingDateRange;

export interface ClockOptions {
  /** The current instant; injectable for tests. Defaults to Date.now(). */
  now?: Date | number;
  /** IANA time zone of the city, e.g. 'Asia/Vladivostok'. */
  timeZone?: string;
}

export function isTimePreset(value: unknown): value is TimePresetName {
  return (TIME_PRESETS as readonly unknown[]).includes(value);
}

const SATURDAY = 5;
const SUNDAY = 6;

/**
 * Weekend: Monday to Friday it is the coming Saturday and Sunday; on Saturday it is today and tomorrow; on
 * Sunday it is today only (the weekend that is left, never the next one).
 */
function presetDays(preset: TimePresetName, today: CalendarDate): [CalendarDate, CalendarDate] {
  if (preset === 'today') return [today, today];
  if (preset === 'tomorrow') return [addDays(today, 1), addDays(today, 1)];
  const weekday = weekdayIndex(today);
  if (weekday === SUNDAY) return [today, today];
  return [addDays(today, Math.max(0, SATURDAY - weekday)), addDays(today, SUNDAY - weekday)];
}

export function timePresetRange(preset: TimePresetName, options: ClockOptions = {}): DateRange {
  const today = calendarDateIn(options.now ?? Date.now(), options.timeZone);
  const [start, end] = presetDays(preset, today);
  return { start: formatDdMmYyyy(start), end: formatDdMmYyyy(end) };
}

/** All three presets at once, e.g. for the date chips of a listing page. */
export function timePresets(options: ClockOptions = {}): Record<TimePresetName, DateRange> {
  return {
    today: timePresetRange('today', options),
    tomorrow: timePresetRange('tomorrow', options),
    weekend: timePresetRange('weekend', options),
  };
}
