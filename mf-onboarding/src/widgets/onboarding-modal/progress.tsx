import { useUnit } from 'effector-react';
import { FILL_STEP_COUNT, stepPosition } from '../../entities/draft';
import { $step } from '../../features/onboarding-flow';
import styles from './onboarding-modal.module.css';

export function Progress() {
  const step = useUnit($step);
  const done = step === 'finish';
  const position = Math.min(stepPosition(step), FILL_STEP_COUNT);
  const label = done ? 'Готово' : `Шаг ${position} из ${FILL_STEP_COUNT}`;
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Заполнение анкеты"
        aria-valuemin={0}
        aria-valuemax={FILL_STEP_COUNT}
        aria-valuenow={done ? FILL_STEP_COUNT : position}
        aria-valuetext={label}
      >
        <div
          className={styles.fill}
          style={{ width: `${((done ? FILL_STEP_COUNT : position) / FILL_STEP_COUNT) * 100}%` }}
        />
      </div>
      <span className={styles.count}>{label}</span>
    </div>
  );
}
