import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import styles from './h-scroll.module.css';

/** SPEC.md 9: the scroll step, and when the list is measured again after its images came in. */
export const SCROLL_STEP_PX = 450;
export const REMEASURE_AFTER_MS = 3000;

/**
 * A horizontal card list with left and right scroll buttons (SPEC.md 2.7): a 450 px step, the buttons hidden on
 * phones and at either end of the list.
 */
export function HScroll({ children, label }: { children: ReactNode; label: string }) {
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    setEdges({
      start: list.scrollLeft <= 1,
      end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    measure();
    const timer = window.setTimeout(measure, REMEASURE_AFTER_MS);
    window.addEventListener('resize', measure);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new cards change the list's scroll width.
  useEffect(measure, [children]);

  const scroll = (direction: -1 | 1) =>
    ref.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <div className={styles.wrap}>
      <ul ref={ref} className={styles.list} aria-label={label} onScroll={measure}>
        {children}
      </ul>
      {!edges.start && (
        <button
          type="button"
          className={styles.prev}
          onClick={() => scroll(-1)}
          aria-label="Прокрутить назад"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      )}
      {!edges.end && (
        <button
          type="button"
          className={styles.next}
          onClick={() => scroll(1)}
          aria-label="Прокрутить вперёд"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
