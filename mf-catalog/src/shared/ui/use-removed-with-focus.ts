import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Calls `removed` when the element leaves the page while it has the keyboard focus, which then falls to <body>: the
 * caller gives the focus to what stays (useFocusWhenDue). Asked in a layout effect's cleanup, which React runs
 * before it takes the element out of the document, while the element still has the focus.
 */
export function useRemovedWithFocus(ref: RefObject<HTMLElement | null>, removed: (() => void) | undefined) {
  // The latest callback, so that a new one is no removal (a change of the effect's dependencies runs its cleanup).
  const latest = useRef(removed);
  useLayoutEffect(() => {
    latest.current = removed;
  });
  useLayoutEffect(() => {
    const element = ref.current;
    return () => {
      if (element && element === element.ownerDocument.activeElement) latest.current?.();
    };
  }, [ref]);
}
