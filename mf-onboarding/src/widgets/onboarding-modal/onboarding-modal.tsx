import type { ModalParcelProps } from '@kaver/shared-contracts';
import { useDialogKeys } from '@kaver/shared-contracts/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { $step, onboardingStarted } from '../../features/onboarding-flow';
import styles from './onboarding-modal.module.css';
import { Progress } from './progress';
import { StepView } from './step-view';

export type OnboardingRequest = { source?: string };

/**
 * The onboarding modal (SPEC.md 2.8): full screen on phones, a dialog on wider screens. Its close button is there
 * but disabled, and Escape does not close it either: only the finish step's button closes it (and opens the
 * subscription offer). Focus stays inside; a person who leaves the page resumes at the next start where they were.
 */
export function OnboardingModal({ request }: ModalParcelProps<OnboardingRequest>) {
  const { step, start } = useUnit({ step: $step, start: onboardingStarted });
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // No onEscape: the modal cannot be dismissed (the disabled close button is not a Tab stop either).
  const dialogKeys = useDialogKeys(dialogRef);

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
            <button type="button" className={styles.close} aria-label="Закрыть" disabled>
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
