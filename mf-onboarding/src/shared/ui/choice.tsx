import type { ReactNode } from 'react';
import styles from './choice.module.css';

export interface ChoiceProps {
  selected: boolean;
  onClick: () => void;
  /** 'tile': a full-width card with an optional description; 'chip': a compact pill. */
  look?: 'tile' | 'chip';
  description?: ReactNode;
  /** How the selection shows besides the colours: a round mark (one of several), a square (any of several). */
  indicator?: 'radio' | 'checkbox' | 'none';
  /** A colour mark before the title (a city's card colour). */
  accent?: string;
  children: ReactNode;
}

/** An option that is selected by a click and unselected by another: a toggle button (aria-pressed). */
export function Choice({
  selected,
  onClick,
  look = 'tile',
  description,
  indicator = look === 'chip' ? 'none' : 'radio',
  accent,
  children,
}: ChoiceProps) {
  return (
    <button
      type="button"
      className={look === 'chip' ? styles.chip : styles.tile}
      aria-pressed={selected}
      onClick={onClick}
    >
      {accent && <span className={styles.accent} style={{ backgroundColor: accent }} aria-hidden="true" />}
      <span className={styles.text}>
        <span className={styles.title}>{children}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
      {indicator !== 'none' && <span className={styles[indicator]} aria-hidden="true" />}
    </button>
  );
}
