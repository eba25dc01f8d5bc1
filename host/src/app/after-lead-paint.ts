// The server-rendered page is on the screen before the app's code is fetched and run. On a slow phone the app's
// chunks (~170 KB) would otherwise share the network with the page's lead picture, and their evaluation would
// hold its paint back. The HTML is complete without the app: links and forms work, and a button clicked
// meanwhile gets its click once the app is there (early-clicks).
//
// "On the screen" is what the browser reports (Element Timing for the lead picture, Paint Timing for the first
// content), not a frame we asked for: a requestAnimationFrame callback runs before its frame is presented, and
// the app's requests then started before the picture was seen in about one load of two.

import { LEAD_PICTURE_SELECTOR } from '@kaver/shared-contracts/ui/lead-picture';

/** At most this long the app waits for the page to be seen (a picture that never loads, a browser that says nothing). */
export const MAX_WAIT_MS = 2500;
/** Frames waited after the lead picture loaded, where the browser does not report element paints (Safari). */
export const FALLBACK_FRAMES = 3;

type PaintEntry = PerformanceEntry & { element?: Element | null };

/** The picture the server marked as the page's largest, if there is one. */
const leadPicture = (doc: Document) => doc.querySelector<HTMLImageElement>(LEAD_PICTURE_SELECTOR);

function settled(image: HTMLImageElement): Promise<'loaded' | 'failed'> {
  if (image.complete) return Promise.resolve(image.naturalWidth > 0 ? 'loaded' : 'failed');
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve('loaded'), { once: true });
    image.addEventListener('error', () => resolve('failed'), { once: true });
  });
}

function frames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const next = (left: number) =>
      left === 0 ? setTimeout(resolve, 0) : requestAnimationFrame(() => next(left - 1));
    next(count);
  });
}

/** Watches paints of a kind the browser reports; null where it reports none of that kind. */
function watchPaints(type: 'element' | 'paint', seen: (entry: PaintEntry) => boolean, then: () => void) {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes(type)
  ) {
    return null;
  }
  const observer = new PerformanceObserver((list) => {
    if ((list.getEntries() as PaintEntry[]).some(seen)) then();
  });
  observer.observe({ type, buffered: true });
  return observer;
}

/** Resolves once the page's lead picture (else its first content) has been presented on the screen. */
export function afterLeadPaint(doc: Document = document): Promise<void> {
  // A background tab paints nothing, and the network is not shared with anything to see.
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const finish = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(finish, MAX_WAIT_MS);
    const lead = leadPicture(doc);
    if (lead) {
      observer = watchPaints('element', (entry) => entry.element === lead, finish);
      void settled(lead).then((outcome) => {
        if (outcome === 'failed') finish();
        else if (!observer) void frames(FALLBACK_FRAMES).then(finish);
      });
    } else {
      observer = watchPaints('paint', (entry) => entry.name === 'first-contentful-paint', finish);
      if (!observer) void frames(1).then(finish);
    }
  });
}
