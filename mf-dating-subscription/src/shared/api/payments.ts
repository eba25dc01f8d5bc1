import type { Payment, PaymentCreateRequest } from '@kaver/shared-contracts';
import { paymentsClient } from './payments-client';

/**
 * POST /api/payments: the API creates the YooKassa payment for the plan (amount as a string, description
 * 'website;{plan id};{email}', metadata) and answers with confirmation.confirmation_token for the widget.
 * The idempotence key makes a repeated click or a lost answer create one payment, not two.
 */
export function createPayment(request: PaymentCreateRequest, idempotenceKey: string): Promise<Payment> {
  return paymentsClient().post<Payment>('/payments', {
    body: request,
    headers: { 'idempotence-key': idempotenceKey },
  });
}

/** GET /api/payments/{id}: the API fetches the payment from YooKassa itself. */
export function fetchPayment(id: string): Promise<Payment> {
  return paymentsClient().get<Payment>(`/payments/${encodeURIComponent(id)}`);
}
