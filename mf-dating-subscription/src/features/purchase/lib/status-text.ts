import type { PaymentStatus } from '@kaver/shared-contracts';

/** SPEC.md 4 'Payment status display'. */
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  pending: 'Ждем оплату',
  waiting_for_capture: 'Ждем оплату',
  succeeded: 'Подписка оформлена',
  canceled: 'Платеж отменен',
};
