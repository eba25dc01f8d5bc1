import { useUnit } from 'effector-react';
import { useId } from 'react';
import { $draft, nameChanged } from '../../../features/onboarding-flow';
import { StepFrame } from '../step-frame';
import styles from './options.module.css';

const $name = $draft.map((draft) => draft.name);

export function NameStep() {
  const { name, changeName } = useUnit({ name: $name, changeName: nameChanged });
  const inputId = useId();
  return (
    <StepFrame title="Как тебя зовут?" hint="Так тебя увидят в знакомствах." focus="field">
      <div className={styles.field}>
        <label className={styles.label} htmlFor={inputId}>
          Имя
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={name}
          onChange={(event) => changeName(event.target.value)}
          autoComplete="given-name"
          autoCapitalize="words"
          enterKeyHint="next"
          maxLength={50}
          placeholder="Например, Саша"
        />
      </div>
    </StepFrame>
  );
}
