import { useUnit } from 'effector-react';
import { Spinner } from '../../../shared/ui/spinner';
import { PAYMENT_STATUS_TEXT } from '../lib/status-text';
import { $paymentStatus } from '../model';
import styles from './payment-progress.module.css';

/** While the YooKassa widget is open: the payment's status ('Ждем оплату') and what to do. */
export function PaymentProgress() {
  const status = useUnit($paymentStatus) ?? 'pending';
  return (
    <div className={styles.progress} data-testid="payment-progress">
      <Spinner label={PAYMENT_STATUS_TEXT[status]} />
      <p className={styles.status} data-payment-status={status}>
        {PAYMENT_STATUS_TEXT[status]}
      </p>
      <p className={styles.hint}>Заверши оплату в окне ЮKassa. Данные карты мы не видим и не храним.</p>
    </div>
  );
}
