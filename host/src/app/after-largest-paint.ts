// The largest picture of a server-rendered page (the one its HTML fetches with high priority) is painted before
// the app starts: hydration keeps the main thread of a slow phone busy for a while, and a picture that arrived
// meanwhile would wait for it to be shown. The app's scripts are fetched after the picture, which the page
// shows without them (the HTML is complete), and a slow picture never holds them back more than MAX_WAIT_MS.
export const MAX_WAIT_MS = 2500;
/** rAF does not run in a background tab: a frame is waited for this long at most. */
const FRAME_WAIT_MS = 100;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function loaded(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** The next frame, then a task: the browser paints what it has before the caller's scripts run. */
function nextPaint(): Promise<void> {
  const frame = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return Promise.race([frame, delay(FRAME_WAIT_MS)]);
}

export async function afterLargestPaint(doc: Document = document): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!image) return;
  await Promise.race([loaded(image), delay(MAX_WAIT_MS)]);
  await nextPaint();
}
