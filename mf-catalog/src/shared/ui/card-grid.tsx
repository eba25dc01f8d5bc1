import { Children, type ReactNode } from 'react';
import styles from './card-grid.module.css';
import { CardSkeleton } from './skeleton';

/** Cards in a responsive grid: one column on phones. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => child && <li className={styles.item}>{child}</li>)}
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
