// The one dayjs setup every app uses (apps import `dayjs` from here, never set up their own): Russian locale
// with the week from Monday, utc + timezone with Europe/Moscow as the default zone, strict parsing of the API's
// 'DD.MM.YYYY' and 'DD.MM.YYYY HH:mm' (SPEC.md 9), and ISO weekdays.
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
// With '.js': dayjs has no exports map, and the API's tests import this file as plain ES modules in Node.
import 'dayjs/locale/ru.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(customParseFormat);
dayjs.extend(isoWeek);
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ru');

/** Where 'today' is when no city says otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';
dayjs.tz.setDefault(DEFAULT_TIME_ZONE);

/** The API's dates (birth_dt, publishedAt, time presets). */
export const DATE_FORMAT = 'DD.MM.YYYY';
/** The API's local times (event dateStart/dateEnd, paidUntil). */
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
/** How a date reads (SPEC.md 9): '21 ноября 2026', the month in the genitive. */
export const DISPLAY_DATE_FORMAT = 'D MMMM YYYY';

export type { ConfigType, Dayjs };
export { dayjs };

/** What a clock option accepts: an instant as a Dayjs, a Date or epoch milliseconds. */
export type Instant = Dayjs | Date | number;

/** `at` (now by default) in a time zone, the default one unless given. */
export function inTimeZone(at: Instant = Date.now(), timeZone: string = DEFAULT_TIME_ZONE): Dayjs {
  return dayjs(at).tz(timeZone);
}
