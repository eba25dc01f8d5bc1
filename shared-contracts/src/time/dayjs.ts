// The one dayjs setup of the repository, for the apps, the date picker and the API (they import `dayjs` from
// '@kaver/shared-contracts/time', never set up their own): Russian locale with the week from Monday, utc +
// timezone with Europe/Moscow as the default zone, strict parsing of the API's 'DD.MM.YYYY' and
// 'DD.MM.YYYY HH:mm' (SPEC.md 9), ISO weekdays, and zoneOffsets (zone-offsets.ts) for conversions in bulk.
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
// With '.js': dayjs has no exports map, and the API's tests import this file as plain ES modules in Node.
import 'dayjs/locale/ru.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { zoneOffsets } from './zone-offsets';

// The only `dayjs.extend` calls of the repository (scripts/test/module-graph.test.mjs checks it).
dayjs.extend(customParseFormat);
dayjs.extend(isoWeek);
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(zoneOffsets);
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

/**
 * `at` (now by default) in a time zone, the default one unless given: the same value as the timezone plugin's
 * `.tz()`, from the offsets zoneOffsets keeps (a city page makes a few hundred of these calls, on the server and
 * again while the browser hydrates).
 */
export function inTimeZone(at: Instant = Date.now(), timeZone: string = DEFAULT_TIME_ZONE): Dayjs {
  return dayjs.inZone(at, timeZone);
}

/** A wall-clock time of `timeZone` (a dayjs in UTC holding it) as that zone's dayjs (see zone-offsets.ts). */
export function fromWallClock(wallClock: Dayjs, timeZone: string = DEFAULT_TIME_ZONE): Dayjs {
  return dayjs.fromWallClock(wallClock, timeZone);
}
