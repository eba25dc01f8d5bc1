import { useUnit } from 'effector-react';
import { PAYMENT_STATUS_TEXT } from '../lib/status-text';
import { $error, $paymentStatus, $step } from '../model';
import styles from './purchase-notice.module.css';

/** Above the plans: why the last attempt stopped ('Платеж отменен', 'Не удалось загрузить Yookassa', ...). */
export function PurchaseNotice() {
  const { error, status, step } = useUnit({ error: $error, status: $paymentStatus, step: $step });
  if (step !== 'plans' && step !== 'email') return null;
  if (!error && status !== 'canceled') return null;
  return (
    <div className={styles.notice} role="alert" data-testid="purchase-notice">
      {status === 'canceled' && (
        <strong className={styles.status} data-payment-status="canceled">
          {PAYMENT_STATUS_TEXT.canceled}
        </strong>
      )}
      {error && <span>{error}</span>}
    </div>
  );
}
