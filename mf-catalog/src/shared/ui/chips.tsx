import type { ReactNode } from 'react';
import styles from './chips.module.css';

export interface ChipLink {
  key: string;
  href: string;
  label: ReactNode;
  active?: boolean;
}

/** A row of filter links; the active one is marked for screen readers with aria-current. */
export function ChipLinks({ items, label }: { items: readonly ChipLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              className={item.active ? styles.active : styles.chip}
              aria-current={item.active ? 'true' : undefined}
              data-chip={item.key}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
