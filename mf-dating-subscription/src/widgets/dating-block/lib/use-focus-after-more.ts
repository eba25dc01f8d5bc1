import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * «Ещё N» goes away with the last page it loads, and the focus of whoever pressed it would fall to the page's body:
 * it moves to the first card that page brought instead. While more pages remain, the tile stays and keeps it.
 */
export function useFocusAfterMore(list: RefObject<HTMLElement | null>, shown: number, hasMore: boolean) {
  const firstNew = useRef<number | null>(null);
  const pressed = useCallback(() => {
    firstNew.current = shown;
  }, [shown]);

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || shown <= index) return;
    firstNew.current = null;
    if (hasMore || document.activeElement !== document.body) return;
    list.current?.querySelectorAll('li')[index]?.querySelector<HTMLElement>('button')?.focus();
  }, [list, shown, hasMore]);

  return pressed;
}
