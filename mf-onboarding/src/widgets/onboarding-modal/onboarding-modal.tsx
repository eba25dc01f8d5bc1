import type { ModalParcelProps } from '@kaver/shared-contracts';
import { useDialogKeys } from '@kaver/shared-contracts/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { $step, dismissClicked, onboardingStarted } from '../../features/onboarding-flow';
import styles from './onboarding-modal.module.css';
import { Progress } from './progress';
import { StepView } from './step-view';

export type OnboardingRequest = { source?: string };

/**
 * The onboarding modal (SPEC.md 2.8): full screen on phones, a dialog on wider screens. The finish step closes it
 * and opens the subscription offer; × and Escape close it at any step, and it resumes at the next sign-in where
 * it was left (SPEC.md 2.8 had the close button disabled, which trapped people who were not ready).
 */
export function OnboardingModal({ request }: ModalParcelProps<OnboardingRequest>) {
  const { step, start, dismiss } = useUnit({
    step: $step,
    start: onboardingStarted,
    dismiss: dismissClicked,
  });
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const dialogKeys = useDialogKeys(dialogRef, dismiss);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the request that mounted the modal starts it once
  useEffect(() => {
    start({ ...(request?.source && { source: request.source }) });
  }, []);

  return (
    <div className={styles.overlay}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-onboarding-step={step}
        onKeyDown={dialogKeys}
      >
        <header className={styles.header}>
          <div className={styles.bar}>
            <p id={titleId} className={styles.title}>
              Анкета знакомств <span className={styles.adult}>18+</span>
            </p>
            <button
              type="button"
              className={styles.close}
              onClick={dismiss}
              aria-label="Закрыть"
              title="Закрыть — продолжишь с этого места при следующем входе"
            >
              ×
            </button>
          </div>
          <Progress />
        </header>
        <StepView />
      </div>
    </div>
  );
}
