export { ageOn } from './age';
export {
  addDays,
  type CalendarDate,
  calendarDateIn,
  calendarDateOf,
  calendarDateToLocal,
  compareCalendarDates,
  daysInMonth,
  isValidCalendarDate,
  weekdayIndex,
} from './calendar';
export { resolveDateFilter } from './date-window';
export {
  formatDate,
  formatDdMmYyyy,
  formatEventDateRange,
  formatTime,
  MONTHS_GENITIVE,
  MONTHS_NOMINATIVE,
  parseCalendarDate,
  parseDateTime,
  parseDdMmYyyy,
  WEEKDAYS_SHORT,
  weekdayShort,
} from './format';
export {
  type ClockOptions,
  type DateRange,
  isTimePreset,
  TIME_PRESETS,
  timePresetRange,
  timePresets,
} from './presets';
