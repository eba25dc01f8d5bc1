import { useUnit } from 'effector-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { isQuestionStep, previousStep } from '../../entities/draft';
import { $step, $stepError, backClicked, nextClicked, skipClicked } from '../../features/onboarding-flow';
import { useBrand } from '../../shared/lib';
import { Button } from '../../shared/ui';
import { stepErrorText } from './step-error-text';
import styles from './step-frame.module.css';

export interface StepFrameProps {
  title: ReactNode;
  /** A line above the title ('Вопрос 2 из 6'). */
  eyebrow?: ReactNode;
  hint?: ReactNode;
  /** What gets focus when the step appears: its first field, or its heading. */
  focus?: 'heading' | 'field';
  nextLabel?: string;
  /** The next button waits (a save in flight). */
  nextDisabled?: boolean;
  /** What "next" and Enter do; the step machine's next by default. */
  onSubmit?: () => void;
  children?: ReactNode;
}

const SUBMITS_ON_ENTER = (target: EventTarget) =>
  !(target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement);

/**
 * One step: heading, content and the actions (back, skip on the questions, next). Enter submits the step
 * from anywhere but a button, which Enter presses instead.
 */
export function StepFrame({
  title,
  eyebrow,
  hint,
  focus = 'heading',
  nextLabel = 'Далее',
  nextDisabled = false,
  onSubmit,
  children,
}: StepFrameProps) {
  const { step, error, next, back, skip } = useUnit({
    step: $step,
    error: $stepError,
    next: nextClicked,
    back: backClicked,
    skip: skipClicked,
  });
  const brand = useBrand();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const submit = onSubmit ?? next;
  const message = error && stepErrorText(error, brand);

  useEffect(() => {
    const field =
      focus === 'field' ? contentRef.current?.querySelector<HTMLElement>('input, select, textarea') : null;
    (field ?? headingRef.current)?.focus();
  }, [focus]);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !SUBMITS_ON_ENTER(event.target)) return;
    event.preventDefault();
    if (!nextDisabled) submit();
  };

  return (
    <form
      className={styles.frame}
      aria-labelledby={headingId}
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        if (!nextDisabled) submit();
      }}
    >
      <div className={styles.content} ref={contentRef}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        {hint && <p className={styles.hint}>{hint}</p>}
        {children}
      </div>
      <div className={styles.footer}>
        {message && (
          <p className={styles.error} role="alert">
            {message}
          </p>
        )}
        <div className={styles.actions}>
          {previousStep(step) && (
            <Button look="secondary" onClick={back}>
              Назад
            </Button>
          )}
          <span className={styles.spacer} />
          {isQuestionStep(step) && (
            <Button look="text" onClick={skip}>
              Пропустить
            </Button>
          )}
          <Button type="submit" className={styles.next} disabled={nextDisabled}>
            {nextLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
