// A dayjs plugin (installed in dayjs.ts, after utc and timezone) for the time zone conversions a city page
// makes by the hundred: `dayjs.inZone(at, zone)` is `dayjs(at).tz(zone)`, and `dayjs.fromWallClock(wallClock, zone)`
// the instant the zone's clocks show a wall-clock time, without asking Intl for each date. The timezone plugin asks
// it two or three times per date and builds a new formatter each time (0.1 ms); rendering a city page's cards took
// most of its time. Zones change their offset at most a few times a year, so the plugin asks the timezone plugin
// once per zone and UTC day for the day's start and moves that by `add`: the result is the timezone plugin's own,
// marked with its zone (its startOf, endOf and format('z') work), through public API only.
import type { ConfigType, Dayjs, PluginFunc } from 'dayjs';

declare module 'dayjs' {
  /** `at` in `timeZone`: the same value as `dayjs(at).tz(timeZone)`. */
  const inZone: (at: ConfigType, timeZone: string) => Dayjs;
  /**
   * The instant at which `timeZone`'s clocks show `wallClock` (a dayjs in UTC holding the wall-clock time), as a
   * dayjs of that zone. A time the clocks show twice (turned back) is its first showing, as Temporal's
   * 'compatible' reads it (the timezone plugin's choice depends on today's offset); a time they skip (turned
   * forward) lands after the gap, as in the plugin.
   */
  const fromWallClock: (wallClock: Dayjs, timeZone: string) => Dayjs;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Enough days of every zone a page shows; a server forgets them all past this and starts again. */
const MAX_KEPT_DAYS = 20_000;

export const zoneOffsets: PluginFunc = (_option, _dayjsClass, dayjs) => {
  if (typeof dayjs.tz !== 'function') throw new Error('zoneOffsets needs the utc and timezone plugins first');

  /** Per zone and UTC day: the zone's dayjs at the day's start when its offset holds all day, else null. */
  const dayStarts = new Map<string, Dayjs | null>();

  function dayStart(ms: number, timeZone: string): Dayjs | null {
    const day = Math.floor(ms / DAY_MS);
    const key = `${timeZone}|${day}`;
    let start = dayStarts.get(key);
    if (start === undefined) {
      const first = dayjs(day * DAY_MS).tz(timeZone);
      const last = dayjs((day + 1) * DAY_MS - 1).tz(timeZone);
      start = first.utcOffset() === last.utcOffset() ? first : null;
      if (dayStarts.size >= MAX_KEPT_DAYS) dayStarts.clear();
      dayStarts.set(key, start);
    }
    return start;
  }

  function inZone(at: ConfigType, timeZone: string): Dayjs {
    const ms = dayjs(at).valueOf();
    const start = dayStart(ms, timeZone);
    if (start) {
      const moved = start.add(ms - start.valueOf(), 'millisecond');
      // Unless the machine's own clock turned that day (a browser in a zone with summer time): dayjs keeps a
      // zoned date as a local Date, so the move would then be an hour off. (Run dayjs.test.ts with
      // TZ=Europe/Berlin to see it: without this line inTimeZone differs from the plugin on those days.)
      if (moved.valueOf() === ms) return moved;
    }
    return dayjs(ms).tz(timeZone);
  }

  /** The offset of `timeZone` at `ms`, in minutes. */
  const offsetAt = (ms: number, timeZone: string) =>
    (dayStart(ms, timeZone) ?? dayjs(ms).tz(timeZone)).utcOffset();

  function fromWallClock(wallClock: Dayjs, timeZone: string): Dayjs {
    const wallClockMs = wallClock.valueOf();
    // The offsets on either side of any change near that time (zones change at most a few times a year).
    const before = offsetAt(wallClockMs - DAY_MS, timeZone);
    const after = offsetAt(wallClockMs + DAY_MS, timeZone);
    const showings = [before, after]
      .map((offset) => ({ offset, at: wallClockMs - offset * MINUTE_MS }))
      .filter(({ offset, at }) => offsetAt(at, timeZone) === offset)
      .map(({ at }) => at);
    const instant =
      showings.length > 0 ? Math.min(...showings) : wallClockMs - Math.min(before, after) * MINUTE_MS;
    return inZone(instant, timeZone);
  }

  Object.assign(dayjs, { inZone, fromWallClock });
};
