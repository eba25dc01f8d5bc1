import type { PlanLook } from './plan-option';
import styles from './plan-skeleton.module.css';

/** Three skeleton cards while the plans load (SPEC.md 2.6). */
export function PlanSkeletons({ look }: { look: PlanLook }) {
  return (
    <div
      className={styles[look]}
      role="status"
      aria-busy="true"
      aria-label="Загружаем тарифы"
      data-testid="plan-skeletons"
    >
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.item}>
          <span className={styles.line} />
          <span className={styles.short} />
        </div>
      ))}
    </div>
  );
}
