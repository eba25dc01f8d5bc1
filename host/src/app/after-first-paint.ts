// The server-rendered page is painted before the app's code is fetched and run: on a slow phone, the app's
// chunks (~170 KB) would otherwise share the network with the page's largest picture and their evaluation
// would hold that picture's paint back. One frame is all it waits: the HTML is complete without the app, links
// and forms work without it, and a button clicked meanwhile gets its click once the app is there (early-clicks).
/** rAF does not run in a background tab: the frame is waited for this long at most. */
export const MAX_WAIT_MS = 100;

export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, MAX_WAIT_MS);
    // The callback runs before the frame is painted; the task after it, once the frame is out.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
