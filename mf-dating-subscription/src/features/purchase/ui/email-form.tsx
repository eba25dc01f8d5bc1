import { $session } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isValidEmail } from '../../../shared/lib';
import { buttonStyles } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import {
  $busy,
  $emailRefused,
  $error,
  $selectedPlan,
  emailCancelled,
  emailEdited,
  emailSubmitted,
} from '../model';
import styles from './email-form.module.css';

/**
 * SPEC.md 4: a user without an email is asked for one; an address that does not match the standard pattern
 * makes the form do nothing (SPEC.md 5), and the field says why, so that the person can mend it; so it does when
 * the API refuses the address. The API keeps the address with the payment for the receipt. A payment that could not be started (the API or YooKassa failed,
 * the rate limit) is said by the form, which stays for another try.
 */
export const EMAIL_HINT = 'Проверь адрес: он должен быть вида name@example.ru';

export function EmailForm() {
  const { busy, error, refused, plan, session, submitEmail, edited, cancel } = useUnit({
    busy: $busy,
    error: $error,
    refused: $emailRefused,
    plan: $selectedPlan,
    session: $session,
    submitEmail: emailSubmitted,
    edited: emailEdited,
    cancel: emailCancelled,
  });
  const [value, setValue] = useState(session.user?.email ?? '');
  const [mistaken, setMistaken] = useState(false);
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // The submit button was disabled while the payment was being started, and lost focus: with the error it gets
  // it back (the form's next step is another try), or the field does when the API refused the address; focus
  // still in the field stays there.
  useEffect(() => {
    if ((!error && !refused) || busy) return;
    const active = document.activeElement;
    if (active === null || active === document.body || active === submitRef.current)
      (refused ? inputRef : submitRef).current?.focus();
  }, [error, refused, busy]);
  const invalid = mistaken || refused;
  // An address that is not one is what to mend first: the payment's error waits for the next try.
  const failure = invalid ? null : error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMistaken(!isValidEmail(value));
    submitEmail(value);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="email-form">
      <h3 className={styles.title}>Куда прислать чек?</h3>
      <p className={styles.lead}>
        Укажи почту — пришлём на неё чек об оплате
        {plan ? ` за «${plan.title}»` : ''}.
      </p>
      <label className={styles.label} htmlFor={id}>
        Электронная почта
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="name@example.ru"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setMistaken(false);
          edited();
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? hintId : undefined}
        data-autofocus=""
      />
      {invalid && (
        <p id={hintId} className={styles.hint} role="alert">
          {EMAIL_HINT}
        </p>
      )}
      {failure && (
        <p id={errorId} className={styles.error} role="alert" data-testid="email-form-error">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <button
          ref={submitRef}
          type="submit"
          className={buttonStyles.primary}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-describedby={failure ? errorId : undefined}
        >
          {busy && <Spinner size="sm" label="Готовим оплату" />}
          Перейти к оплате
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => cancel()} disabled={busy}>
          Назад
        </button>
      </div>
    </form>
  );
}
