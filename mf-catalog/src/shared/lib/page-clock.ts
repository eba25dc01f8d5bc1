// The instant the page on screen was started: what 'today' and 'already running' mean on it. Views read it from
// this store, never from the clock while rendering, so the server's HTML and the browser's hydration agree; they
// read it in a city's time zone through the contracts' dayjs (`inTimeZone`).
import { createEffect, createEvent, createStore, sample } from 'effector';

/** A page (or an embedded block) was started: its clock reads now. */
export const pageClockStarted = createEvent<void>();

export const readClockFx = createEffect(() => Date.now());

/** ms since the epoch; 0 until a page started. */
export const $pageNow = createStore(0).on(readClockFx.doneData, (_, now) => now);

sample({ clock: pageClockStarted, target: readClockFx });
