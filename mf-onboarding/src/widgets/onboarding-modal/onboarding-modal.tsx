import type { ModalParcelProps } from '@kaver/shared-contracts';
import { useDialogKeys } from '@kaver/shared-contracts/ui';
import { useUnit } from 'effector-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { $step, onboardingStarted } from '../../features/onboarding-flow';
import styles from './onboarding-modal.module.css';
import { Progress } from './progress';
import { StepView } from './step-view';

export type OnboardingRequest = { source?: string };

/**
 * The onboarding modal (SPEC.md 2.8): full screen on phones, a dialog on wider screens. Its close button is
 * disabled and Esc does nothing: the modal closes itself from the finish step.
 */
export function OnboardingModal({ request }: ModalParcelProps<OnboardingRequest>) {
  const { step, start } = useUnit({ step: $step, start: onboardingStarted });
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const dialogKeys = useDialogKeys(dialogRef);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the request that mounted the modal starts it once
  useEffect(() => {
    start({ ...(request?.source && { source: request.source }) });
  }, []);

  // Escape does nothing: the onboarding cannot be dismissed (SPEC.md 2.8).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    dialogKeys(event);
  };

  return (
    <div className={styles.overlay}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-onboarding-step={step}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <div className={styles.bar}>
            <p id={titleId} className={styles.title}>
              Анкета знакомств <span className={styles.adult}>18+</span>
            </p>
            <button
              type="button"
              className={styles.close}
              disabled
              aria-label="Закрыть"
              title="Окно закроется, когда анкета будет готова"
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
