import { apiClients, type Payment, type PaymentCreateRequest } from '@kaver/shared-contracts';

/**
 * POST /api/payments: the API creates the YooKassa payment for the plan (amount as a string, description
 * 'website;{plan id};{email}', metadata) and answers with confirmation.confirmation_token for the widget.
 * The idempotence key makes a repeated click or a lost answer create one payment, not two; the payments client
 * never retries on its own.
 */
export async function createPayment(request: PaymentCreateRequest, idempotenceKey: string): Promise<Payment> {
  const { data } = await apiClients().payments.post<Payment>('/payments', request, {
    headers: { 'idempotence-key': idempotenceKey },
  });
  return data;
}

/** GET /api/payments/{id}: the API fetches the payment from YooKassa itself. */
export async function fetchPayment(id: string): Promise<Payment> {
  const { data } = await apiClients().payments.get<Payment>(`/payments/${encodeURIComponent(id)}`);
  return data;
}
