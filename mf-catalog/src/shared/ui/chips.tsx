import type { MouseEvent, ReactNode } from 'react';
import styles from './chips.module.css';

export interface ChipLink {
  key: string;
  href: string;
  label: ReactNode;
  active?: boolean;
  /** Once the app runs, a click may do more than follow the link (the filter keeps its form's other fields). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A row of filter links; the active one is marked for screen readers with aria-current. */
export function ChipLinks({
  items,
  label,
  scroll = false,
}: {
  items: readonly ChipLink[];
  label: string;
  /** One sideways-scrolling row on phones instead of many wrapped lines (long lists). */
  scroll?: boolean;
}) {
  return (
    <nav aria-label={label}>
      <ul className={scroll ? `${styles.chips} ${styles.scroll}` : styles.chips}>
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              className={item.active ? styles.active : styles.chip}
              aria-current={item.active ? 'true' : undefined}
              data-chip={item.key}
              onClick={item.onClick}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface ChipToggle {
  key: string;
  label: ReactNode;
  active?: boolean;
  onToggle: () => void;
}

/** The same row as toggle buttons, for choices made in a form before they are applied (the filters sheet). */
export function ChipButtons({ items, label }: { items: readonly ChipToggle[]; label: string }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      <ul className={styles.chips}>
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className={`${item.active ? styles.active : styles.chip} ${styles.button}`}
              aria-pressed={Boolean(item.active)}
              onClick={item.onToggle}
              data-chip={item.key}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
