import { useUnit } from 'effector-react';
import { $purposes, $purposesStatus, referenceRequested } from '../../../entities/reference';
import { $draft, purposeClicked } from '../../../features/onboarding-flow';
import { Choice, LoadFailed, OptionsSkeleton } from '../../../shared/ui';
import { StepFrame } from '../step-frame';
import styles from './options.module.css';

const $purpose = $draft.map((draft) => draft.purpose);

export function PurposeStep() {
  const { purposes, status, selected, click, retry } = useUnit({
    purposes: $purposes,
    status: $purposesStatus,
    selected: $purpose,
    click: purposeClicked,
    retry: referenceRequested,
  });
  return (
    <StepFrame title="Что ты хочешь найти?" hint="Выбери то, что тебе сейчас ближе всего.">
      {status === 'failed' && <LoadFailed what="варианты" onRetry={retry} />}
      {purposes.length === 0 && status !== 'failed' && <OptionsSkeleton count={5} />}
      {purposes.length > 0 && (
        <ul className={styles.list}>
          {purposes.map((purpose) => (
            <li key={purpose.id}>
              <Choice
                selected={selected === purpose.id}
                onClick={() => click(purpose.id)}
                description={purpose.description}
              >
                {purpose.title}
              </Choice>
            </li>
          ))}
        </ul>
      )}
    </StepFrame>
  );
}
