import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { CardImageSizes } from '../lib/card-image-sizes';
import { IMAGE_SIZES } from '../lib/lcp-image';
import styles from './horizontal-list.module.css';
import { CardSkeleton } from './skeleton';

/** SPEC.md 2.7 and 9: a button scrolls by 450 px; the sizes are measured again 3000 ms after mount. */
export const SCROLL_STEP_PX = 450;
const LATE_MEASURE_MS = 3000;

/** Which ends of a horizontal scroller are reached (1 px of slack for fractional pixels). */
export function scrollEdges(scrollLeft: number, clientWidth: number, scrollWidth: number) {
  return { atStart: scrollLeft <= 1, atEnd: scrollLeft + clientWidth >= scrollWidth - 1 };
}

interface Props {
  title: ReactNode;
  /** 'Все' link to the full list. */
  moreHref?: string;
  moreLabel?: string;
  children: ReactNode;
  testId?: string;
  /** The row is on the page's first screen: laid out with the page, not when it comes near the screen. */
  onFirstScreen?: boolean;
}

/**
 * A titled row of cards that scrolls sideways, with left and right buttons (hidden on phones, where a swipe
 * does it, and at the ends of the row).
 */
export function HorizontalList({
  title,
  moreHref,
  moreLabel = 'Смотреть все',
  children,
  testId,
  onFirstScreen = false,
}: Props) {
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const element = scroller.current;
    if (element) setEdges(scrollEdges(element.scrollLeft, element.clientWidth, element.scrollWidth));
  }, []);

  useEffect(() => {
    measure();
    const late = window.setTimeout(measure, LATE_MEASURE_MS);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (scroller.current) observer?.observe(scroller.current);
    return () => {
      window.clearTimeout(late);
      observer?.disconnect();
    };
  }, [measure]);

  const scrollBy = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <section className={styles.section} data-testid={testId}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {moreHref && (
          <a href={moreHref} className={styles.more}>
            {moreLabel}
          </a>
        )}
      </div>
      <div className={styles.viewport}>
        {!edges.atStart && (
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => scrollBy(-1)}
            aria-label="Прокрутить назад"
          >
            ‹
          </button>
        )}
        <ul
          className={onFirstScreen ? styles.row : `${styles.row} ${styles.belowTheFold}`}
          ref={scroller}
          onScroll={measure}
        >
          <CardImageSizes.Provider value={IMAGE_SIZES.rowCard}>
            {Children.map(children, (child) => child && <li className={styles.item}>{child}</li>)}
          </CardImageSizes.Provider>
        </ul>
        {!edges.atEnd && (
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => scrollBy(1)}
            aria-label="Прокрутить вперёд"
          >
            ›
          </button>
        )}
      </div>
    </section>
  );
}

/** The row while it loads: the same section, header and card widths, so the loaded row takes its place. */
export function HorizontalListSkeleton({ title, count = 4 }: { title: ReactNode; count?: number }) {
  return (
    <section className={styles.section} aria-busy="true">
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
      </div>
      <ul className={styles.row}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <li key={index} className={styles.item}>
            <CardSkeleton />
          </li>
        ))}
      </ul>
    </section>
  );
}
