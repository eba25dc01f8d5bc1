import { $session } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { type FormEvent, useId, useState } from 'react';
import { isValidEmail } from '../../../shared/lib';
import { buttonStyles } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { $busy, $selectedPlan, emailCancelled, emailSubmitted } from '../model';
import styles from './email-form.module.css';

/**
 * SPEC.md 4: a user without an email is asked for one; an address that does not match the standard pattern
 * makes the form do nothing (SPEC.md 5), and the field says why, so that the person can mend it. The API keeps
 * the address with the payment for the receipt.
 */
export const EMAIL_HINT = 'Проверь адрес: он должен быть вида name@example.ru';

export function EmailForm() {
  const { busy, plan, session, submitEmail, cancel } = useUnit({
    busy: $busy,
    plan: $selectedPlan,
    session: $session,
    submitEmail: emailSubmitted,
    cancel: emailCancelled,
  });
  const [value, setValue] = useState(session.user?.email ?? '');
  const [mistaken, setMistaken] = useState(false);
  const id = useId();
  const hintId = useId();
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
        }}
        aria-invalid={mistaken || undefined}
        aria-describedby={mistaken ? hintId : undefined}
        data-autofocus=""
      />
      {mistaken && (
        <p id={hintId} className={styles.hint} role="alert">
          {EMAIL_HINT}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.primary} disabled={busy} aria-busy={busy || undefined}>
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
