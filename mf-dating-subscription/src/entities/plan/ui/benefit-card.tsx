import type { Benefit } from '../lib/benefits';
import styles from './benefit-card.module.css';
import { BenefitIcon } from './benefit-icon';

/** A benefit as a card (variants 1 and 3); `label` marks the year-only benefit. */
export function BenefitCard({ benefit, label }: { benefit: Benefit; label?: string }) {
  return (
    <li className={label ? styles.special : styles.card}>
      <span className={styles.icon}>
        <BenefitIcon id={benefit.id} />
      </span>
      <span className={styles.title}>{benefit.title}</span>
      <span className={styles.text}>{benefit.text}</span>
      {label && <span className={styles.label}>{label}</span>}
    </li>
  );
}
