import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far ahead a reader who scrolls starts what is coming: one screen above and below the one they see. */
export const AHEAD_MARGIN = '100% 0px 100% 0px';

/**
 * Calls `onNear` when the reader is about to reach `element`: it is on the screen; or, once the page has been
 * scrolled, it is within a screen of it; or the focus enters the page's content around it (its `<article>`),
 * so that a keyboard reader finds it loaded when Tab gets there instead of skipping it. A visit that neither
 * scrolls nor moves the focus loads nothing below the first screen: that is what keeps another remote's script
 * out of a first visit (a desktop's first screen ends just above the event page's dating block). Returns the
 * clean-up.
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
  window.addEventListener('scroll', onScroll, { once: true, passive: true });
  const scope = element.closest('article') ?? document;
  scope.addEventListener('focusin', onNear);
  return () => {
    for (const observer of observers) observer.disconnect();
    window.removeEventListener('scroll', onScroll);
    scope.removeEventListener('focusin', onNear);
  };
}

interface Props {
  /** What holds the place until then (and on the server): sized like what comes, so that nothing moves. */
  placeholder: ReactNode;
  /** What comes when the reader is near (another remote's slot, which then loads at once). */
  children: ReactNode;
  className?: string;
}

/**
 * A lazy block beside or below a page's content (another remote's parcel): the placeholder until the reader is
 * about to reach it (`watchApproach`), then the block. The server and the first render show the placeholder.
 */
export function NearScreen({ placeholder, children, className }: Props) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    return watchApproach(element, () => setNear(true));
  }, [near]);
  return (
    <div ref={anchor} className={className}>
      {near ? children : placeholder}
    </div>
  );
}
