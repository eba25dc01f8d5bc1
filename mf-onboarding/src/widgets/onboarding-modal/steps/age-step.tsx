import { pluralRu } from '@kaver/shared-contracts';
import { BirthDatePicker } from '@kaver/shared-contracts/ui/birth-date-picker';
import { useUnit } from 'effector-react';
import { isCalendarDayUnavailable, shownAge } from '../../../entities/draft';
import { $birthDateInput, $draft, $stepError, birthDateTyped } from '../../../features/onboarding-flow';
import { useBrand } from '../../../shared/lib';
import { Icon } from '../../../shared/ui';
import { StepFrame } from '../step-frame';
import styles from './age-step.module.css';

const $birthDate = $draft.map((draft) => draft.age);

/**
 * The birth date, in a Russian date field; only the age it gives is ever shown to others (SPEC.md 2.8). Its
 * calendar marks every 19th unavailable (SPEC.md 5); a typed 19th is taken.
 */
export function AgeStep() {
  const { birthDate, input, error, typed } = useUnit({
    birthDate: $birthDate,
    input: $birthDateInput,
    error: $stepError,
    typed: birthDateTyped,
  });
  const brand = useBrand();
  const age = shownAge(birthDate, Date.now());

  return (
    <StepFrame
      title="Когда у тебя день рождения?"
      hint={`${brand} — только для взрослых, 18+. По дате рождения мы посчитаем твой возраст.`}
      focus="field"
    >
      <div className={styles.row}>
        <BirthDatePicker
          label="Дата рождения"
          value={input}
          onChange={typed}
          isDayUnavailable={isCalendarDayUnavailable}
          invalid={error?.startsWith('age-')}
          testId="birth-date"
        />
      </div>
      {age !== null && (
        <p className={styles.age} aria-live="polite">
          Тебе {age} {pluralRu(age, ['год', 'года', 'лет'])}
        </p>
      )}
      <p className={styles.privacy}>
        <Icon name="lock" size={20} />
        Дату рождения никто не увидит: в анкете будет только возраст.
      </p>
    </StepFrame>
  );
}
