export { ageOn, type BirthDateProblem, birthDateProblem, MIN_AGE, MIN_BIRTH_YEAR } from './age';
export { resolveDateFilter } from './date-window';
export {
  type ConfigType,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  type Dayjs,
  DEFAULT_TIME_ZONE,
  DISPLAY_DATE_FORMAT,
  dayjs,
  type Instant,
  inTimeZone,
} from './dayjs';
export {
  formatDate,
  formatDdMmYyyy,
  formatEventDateRange,
  formatTime,
  isSameLocalDay,
  MONTHS_GENITIVE,
  parseDate,
  parseDateTime,
  WEEKDAYS_SHORT,
  weekdayShort,
} from './format';
export {
  type ClockOptions,
  calendarToday,
  type DateRange,
  isTimePreset,
  TIME_PRESETS,
  timePresetRange,
  timePresets,
} from './presets';
