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
 * does it, and at the ends of the row, except for the keyboard's focus).
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
    const late = setTimeout(measure, LATE_MEASURE_MS);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (scroller.current) observer?.observe(scroller.current);
    return () => {
      clearTimeout(late);
      observer?.disconnect();
    };
  }, [measure]);

  // A row that fits needs no buttons. Otherwise both are there, the one at its end aria-disabled: hidden (CSS), but
  // not while the keyboard is on it, which would drop the focus to <body> when a press reaches the end.
  const fits = edges.atStart && edges.atEnd;
  // Smoothly where motion is welcome: the row's CSS says so (scroll-behavior), not under reduced motion.
  const scrollBy = (direction: 1 | -1) => scroller.current?.scrollBy(direction * SCROLL_STEP_PX, 0);

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
        {fits || (
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => scrollBy(-1)}
            aria-label="Прокрутить назад"
            aria-disabled={edges.atStart}
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
        {fits || (
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => scrollBy(1)}
            aria-label="Прокрутить вперёд"
            aria-disabled={edges.atEnd}
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
