// The page's largest paint carries this Element Timing name (MediaImage with `priority`); the host's entry
// waits until the browser reports it on the screen before it fetches the app (host/src/app/after-lead-paint).
// A file of its own: the host's entry imports it without the rest of the UI kit.

/** The Element Timing name of the page's lead picture. */
export const LEAD_PICTURE_TIMING = 'lead-picture';

/** Finds the lead picture in a rendered page. */
export const LEAD_PICTURE_SELECTOR = `img[elementtiming="${LEAD_PICTURE_TIMING}"]`;
