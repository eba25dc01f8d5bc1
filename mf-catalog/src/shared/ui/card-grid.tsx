import { Children, type ReactNode } from 'react';
import styles from './card-grid.module.css';
import { CardSkeleton } from './skeleton';

/**
 * Cards in a responsive grid: one column on phones. Every card of a page is laid out at once (a page holds at most
 * 20; their pictures still wait until they come near, card.module.css): a card laid out only near the screen took
 * an estimated height first, and going back to a list the browser's scroll anchoring turned the difference into a
 * view some 20 px off where it had been left.
 */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => child && <li>{child}</li>)}
    </ul>
  );
}

export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={styles.grid} role="status" aria-label="Загружаем">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <CardSkeleton key={index} />
      ))}
    </div>
  );
}
