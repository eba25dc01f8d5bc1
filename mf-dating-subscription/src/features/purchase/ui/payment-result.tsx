import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { buttonStyles } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { StoreBadges } from '../../../shared/ui/store-badges';
import { PAYMENT_STATUS_TEXT } from '../lib/status-text';
import {
  $addFailed,
  $busy,
  $checkUnconfirmed,
  $error,
  $paymentStatus,
  $purchased,
  addRetried,
  backToPlans,
  checkRetried,
} from '../model';
import styles from './payment-result.module.css';

/** A canceled payment: the API said so, the money was not taken. */
export const CANCELED_TEXT = 'Деньги не списаны. Можно попробовать ещё раз или выбрать другую карту.';
/** The check got no answer: nobody knows yet whether the money was taken, and a new payment could charge twice. */
export const UNCONFIRMED_TEXT =
  'Не получилось подтвердить оплату. Если деньги списались, подписка включится сама — платить ещё раз не нужно. Проверь чуть позже.';
export const RECHECK_LABEL = 'Проверить ещё раз';

/**
 * The result of a payment (SPEC.md 2.6, 4): 'Подписка оформлена' with the iOS, Android and Russian store
 * links, 'Ждем оплату' while the API still waits for YooKassa, or 'Платеж отменен' with another try. A check that
 * got no answer is 'Платеж отменен' too (SPEC.md 8), but it does not say the money was not taken: it offers to
 * check the same payment again, not to pay once more.
 */
export function PaymentResult({ onDone }: { onDone?: () => void }) {
  const { status, busy, error, addFailed, unconfirmed, purchased, back, retryAdd, retryCheck } = useUnit({
    status: $paymentStatus,
    busy: $busy,
    error: $error,
    addFailed: $addFailed,
    unconfirmed: $checkUnconfirmed,
    purchased: $purchased,
    back: backToPlans,
    retryAdd: addRetried,
    retryCheck: checkRetried,
  });
  const shown = status ?? 'canceled';
  const unknown = shown === 'canceled' && unconfirmed;
  // Focus that fell to the body goes to the status, read first: the status changed in place ('Проверить ещё раз'
  // went with the old one), or a check by hand ended in the same view (its button, disabled meanwhile, lost it).
  const heading = useRef<HTMLHeadingElement>(null);
  const state = `${shown}:${unknown}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs again when the status changes in place
  useEffect(() => {
    const active = document.activeElement;
    if (!busy && (active === null || active === document.body)) heading.current?.focus();
  }, [state, busy]);
  return (
    <section
      className={styles[shown]}
      data-testid="payment-result"
      data-payment-unconfirmed={unknown || undefined}
      aria-live="polite"
    >
      <span className={styles.mark} aria-hidden="true">
        {shown === 'succeeded' ? '✓' : unknown ? '!' : shown === 'canceled' ? '×' : ''}
        {shown !== 'succeeded' && shown !== 'canceled' && <Spinner label="Проверяем оплату" />}
      </span>
      {/* Where focus goes when the result replaces the payment (useFocusOnViewChange): its status is read first. */}
      <h3 ref={heading} className={styles.status} data-payment-status={shown} tabIndex={-1} data-autofocus="">
        {PAYMENT_STATUS_TEXT[shown]}
      </h3>
      {shown === 'succeeded' && (
        <>
          {purchased?.subscriptionStatusText && (
            <p className={styles.text}>{purchased.subscriptionStatusText}</p>
          )}
          <p className={styles.text}>Скачай приложение, чтобы знакомиться: Премиум уже работает и там.</p>
          <StoreBadges stores={['ios', 'android', 'ru']} />
          {onDone && (
            <button type="button" className={buttonStyles.secondary} onClick={onDone}>
              Готово
            </button>
          )}
        </>
      )}
      {shown === 'canceled' && !unknown && (
        <>
          <p className={styles.text}>{CANCELED_TEXT}</p>
          <button type="button" className={buttonStyles.primary} onClick={() => back()} disabled={busy}>
            Попробовать ещё раз
          </button>
        </>
      )}
      {unknown && (
        <>
          <p className={styles.text}>{UNCONFIRMED_TEXT}</p>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => retryCheck()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy && <Spinner size="sm" label="Проверяем оплату" />}
            {RECHECK_LABEL}
          </button>
        </>
      )}
      {(shown === 'pending' || shown === 'waiting_for_capture') && (
        <>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <p className={styles.text}>Как только ЮKassa подтвердит платёж, Премиум включится сам.</p>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => (addFailed ? retryAdd() : retryCheck())}
            disabled={busy}
          >
            {RECHECK_LABEL}
          </button>
        </>
      )}
    </section>
  );
}
