// The instant the page on screen was started: what 'today' and 'already running' mean on it. Views read it from
// this store, never from the clock while rendering, so the server's HTML and the browser's hydration agree.
import { createEffect, createEvent, createStore, sample } from 'effector';

/** A page (or an embedded block) was started: its clock reads now. */
export const pageClockStarted = createEvent<void>();

export const readClockFx = createEffect(() => Date.now());

/** ms since the epoch; 0 until a page started. */
export const $pageNow = createStore(0).on(readClockFx.doneData, (_, now) => now);

sample({ clock: pageClockStarted, target: readClockFx });

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the wall clock of a time zone, in the shape the date helpers read (a Date's local fields): the
 * same on a server in UTC and in a browser anywhere.
 */
export function wallClock(instant: number, timeZone: string): Date {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  const date = new Date(2000, 0, 1, Number(parts.hour), Number(parts.minute));
  date.setFullYear(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  return date;
}
