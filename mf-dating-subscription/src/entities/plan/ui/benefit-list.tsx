import { BENEFITS, YEAR_BENEFIT } from '../lib/benefits';
import { BenefitIcon } from './benefit-icon';
import styles from './benefit-list.module.css';

/** The benefits as a compact vertical list (variants 2 and 4); the year benefit is added for a year plan. */
export function BenefitList({
  withYearBenefit = false,
  compact = false,
}: {
  withYearBenefit?: boolean;
  compact?: boolean;
}) {
  const items = withYearBenefit ? [...BENEFITS, YEAR_BENEFIT] : BENEFITS;
  return (
    <ul className={compact ? styles.compact : styles.list}>
      {items.map((benefit) => (
        <li key={benefit.id} className={benefit === YEAR_BENEFIT ? styles.bonus : styles.item}>
          <span className={styles.icon}>
            <BenefitIcon id={benefit.id} size={20} />
          </span>
          <span>
            <span className={styles.title}>{benefit.title}</span>
            {!compact && <span className={styles.text}>{benefit.text}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
