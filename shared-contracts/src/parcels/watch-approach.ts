// How RemoteSlot's `whenVisible` knows the reader is coming near. A chunk of its own, loaded by the first slot
// that waits (the event and article pages' blocks beside the text): not part of every first visit, which pays
// for every byte of the contracts' root entry.

/** How far ahead a reader who scrolls starts what is coming: one screen above and below the one they see. */
const AHEAD_MARGIN = '100% 0px 100% 0px';

/**
 * Calls `onNear` when the reader is about to reach `element`: it is on the screen; or, once the page has been
 * scrolled (or was already when this started), it is within a screen of it; or the focus enters the page's content
 * around it (its `<article>`, else the page), so that a keyboard reader finds it loaded when Tab gets there instead
 * of skipping it. A visit that neither scrolls nor moves the focus loads nothing below the first screen: that is
 * what keeps another remote's script out of a first visit (a desktop's first screen ends just above the event
 * page's dating block). Returns the clean-up.
 */
export function watchApproach(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const observers: IntersectionObserver[] = [];
  const observe = (rootMargin: string) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin },
    );
    observer.observe(element);
    observers.push(observer);
  };
  observe('0px');
  const onScroll = () => observe(AHEAD_MARGIN);
  if (window.scrollY > 0) onScroll();
  else window.addEventListener('scroll', onScroll, { once: true, passive: true });
  const scope = element.closest('article') ?? document;
  scope.addEventListener('focusin', onNear);
  return () => {
    for (const observer of observers) observer.disconnect();
    window.removeEventListener('scroll', onScroll);
    scope.removeEventListener('focusin', onNear);
  };
}
