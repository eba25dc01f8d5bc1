import { useUnit } from 'effector-react';
import { buttonStyles } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { StoreBadges } from '../../../shared/ui/store-badges';
import { PAYMENT_STATUS_TEXT } from '../lib/status-text';
import {
  $addFailed,
  $busy,
  $error,
  $paymentStatus,
  $purchased,
  addRetried,
  backToPlans,
  checkRetried,
} from '../model';
import styles from './payment-result.module.css';

/**
 * The result of a payment (SPEC.md 2.6, 4): 'Подписка оформлена' with the iOS, Android and Russian store
 * links, 'Ждем оплату' while the API still waits for YooKassa, or 'Платеж отменен' with another try.
 */
export function PaymentResult({ onDone }: { onDone?: () => void }) {
  const { status, busy, error, addFailed, purchased, back, retryAdd, retryCheck } = useUnit({
    status: $paymentStatus,
    busy: $busy,
    error: $error,
    addFailed: $addFailed,
    purchased: $purchased,
    back: backToPlans,
    retryAdd: addRetried,
    retryCheck: checkRetried,
  });
  const shown = status ?? 'canceled';
  return (
    <section className={styles[shown]} data-testid="payment-result" aria-live="polite">
      <span className={styles.mark} aria-hidden="true">
        {shown === 'succeeded' ? '✓' : shown === 'canceled' ? '×' : ''}
        {shown !== 'succeeded' && shown !== 'canceled' && <Spinner label="Проверяем оплату" />}
      </span>
      {/* Where focus goes when the result replaces the payment (useFocusOnViewChange): its status is read first. */}
      <h3 className={styles.status} data-payment-status={shown} tabIndex={-1} data-autofocus="">
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
      {shown === 'canceled' && (
        <>
          <p className={styles.text}>
            Деньги не списаны. Можно попробовать ещё раз или выбрать другую карту.
          </p>
          <button type="button" className={buttonStyles.primary} onClick={() => back()} disabled={busy}>
            Попробовать ещё раз
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
            Проверить ещё раз
          </button>
        </>
      )}
    </section>
  );
}
