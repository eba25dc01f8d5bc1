import type { Gender } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { $draft, genderClicked } from '../../../features/onboarding-flow';
import { Choice } from '../../../shared/ui';
import { StepFrame } from '../step-frame';
import styles from './options.module.css';

const $gender = $draft.map((draft) => draft.gender);

const GENDERS: { id: Gender; title: string }[] = [
  { id: 'female', title: 'Женский' },
  { id: 'male', title: 'Мужской' },
  { id: 'other', title: 'Другой' },
];

export function GenderStep() {
  const { selected, click } = useUnit({ selected: $gender, click: genderClicked });
  return (
    <StepFrame title="Твой пол" hint="Так мы точнее подберём анкеты.">
      <ul className={styles.list}>
        {GENDERS.map((gender) => (
          <li key={gender.id}>
            <Choice selected={selected === gender.id} onClick={() => click(gender.id)}>
              {gender.title}
            </Choice>
          </li>
        ))}
      </ul>
    </StepFrame>
  );
}
