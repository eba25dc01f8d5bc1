import { MONTHS_GENITIVE, pluralRu } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { ageOf, dayOptions, MIN_AGE } from '../../../entities/draft';
import { $draft, dayChanged, monthChanged, yearChanged } from '../../../features/onboarding-flow';
import { useBrand } from '../../../shared/lib';
import { Icon } from '../../../shared/ui';
import { StepFrame } from '../step-frame';
import styles from './age-step.module.css';
import fields from './options.module.css';

const $birthDate = $draft.map((draft) => draft.age);

const MONTHS = MONTHS_GENITIVE.map((title, index) => ({ value: String(index + 1).padStart(2, '0'), title }));

/** The birth date, in three fields; only the age it gives is ever shown to others (SPEC.md 2.8). */
export function AgeStep() {
  const { birthDate, changeDay, changeMonth, changeYear } = useUnit({
    birthDate: $birthDate,
    changeDay: dayChanged,
    changeMonth: monthChanged,
    changeYear: yearChanged,
  });
  const brand = useBrand();
  const id = useId();
  const age = ageOf(birthDate, Date.now());

  return (
    <StepFrame
      title="Когда у тебя день рождения?"
      hint={`${brand} — только для взрослых, 18+. По дате рождения мы посчитаем твой возраст.`}
      focus="field"
    >
      <div className={styles.row}>
        <div className={styles.day}>
          <label className={fields.label} htmlFor={`${id}-day`}>
            День
          </label>
          <select
            id={`${id}-day`}
            className={fields.select}
            value={birthDate.day}
            onChange={(event) => changeDay(event.target.value)}
            autoComplete="bday-day"
          >
            <option value="">—</option>
            {/* Unavailable days (19 by SPEC.md 5, and the days the month lacks) are shown but disabled. */}
            {dayOptions(birthDate).map((option) => (
              <option key={option.value} value={option.value} disabled={!option.available}>
                {option.day}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.month}>
          <label className={fields.label} htmlFor={`${id}-month`}>
            Месяц
          </label>
          <select
            id={`${id}-month`}
            className={fields.select}
            value={birthDate.month}
            onChange={(event) => changeMonth(event.target.value)}
            autoComplete="bday-month"
          >
            <option value="">—</option>
            {MONTHS.map((month) => (
              <option key={month.value} value={month.value}>
                {month.title}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.year}>
          <label className={fields.label} htmlFor={`${id}-year`}>
            Год
          </label>
          <input
            id={`${id}-year`}
            className={fields.input}
            value={birthDate.year}
            onChange={(event) => changeYear(event.target.value)}
            inputMode="numeric"
            autoComplete="bday-year"
            enterKeyHint="next"
            maxLength={4}
            placeholder="ГГГГ"
          />
        </div>
      </div>
      {age !== null && age >= MIN_AGE && (
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
