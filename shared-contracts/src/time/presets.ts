// Time presets (SPEC.md 3): today, tomorrow and weekend as DD.MM.YYYY ranges, with the week from Monday.
// 'Today' is the calendar day in the city's time zone (it is already tomorrow in Vladivostok while Moscow is
// still in the evening), Moscow's unless a zone is given.
import type { ListingDateRange, TimePresetName } from '../domain/listing';
import { type Dayjs, dayjs, type Instant, inTimeZone } from './dayjs';
import { formatDdMmYyyy } from './format';
import { isTimePreset, TIME_PRESETS } from './preset-names';

export { isTimePreset, TIME_PRESETS };

/** A date range with both ends as 'DD.MM.YYYY', inclusive. */
export type DateRange = ListingDateRange;

export interface ClockOptions {
  /** The current instant; injectable for tests. Defaults to now. */
  now?: Instant;
  /** IANA time zone of the city, e.g. 'Asia/Vladivostok'; Europe/Moscow unless given. */
  timeZone?: string;
}

/** Today's calendar date where the clock says, as UTC midnight: day arithmetic without time-zone surprises. */
export function calendarToday(options: ClockOptions = {}): Dayjs {
  return dayjs.utc(inTimeZone(options.now, options.timeZone).format('YYYY-MM-DD'));
}

const SATURDAY = 6;
const SUNDAY = 7;

/**
 * Weekend: Monday to Friday it is the coming Saturday and Sunday; on Saturday it is today and tomorrow; on
 * Sunday it is today only (the weekend that is left, never the next one).
 */
function presetDays(preset: TimePresetName, today: Dayjs): [Dayjs, Dayjs] {
  if (preset === 'today') return [today, today];
  if (preset === 'tomorrow') return [today.add(1, 'day'), today.add(1, 'day')];
  if (today.isoWeekday() === SUNDAY) return [today, today];
  return [today.isoWeekday(Math.max(today.isoWeekday(), SATURDAY)), today.isoWeekday(SUNDAY)];
}

export function timePresetRange(preset: TimePresetName, options: ClockOptions = {}): DateRange {
  const [start, end] = presetDays(preset, calendarToday(options));
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
