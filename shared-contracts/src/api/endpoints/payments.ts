// POST /api/payments and GET /api/payments/{id} (SPEC.md 7.4): /api sits beside the three client bases, so
// it gets its own client on the same host, without retries (a payment is never created twice by a retry).
import type { Payment, PaymentMetadata } from '../../domain/payment';
import type { Plan } from '../../domain/subscription';
import { createHttpClient, type HttpClient } from '../http';

export function createPaymentsClient(options: {
  apiHost: string;
  getAccessToken: () => string | null | undefined;
  fetch?: typeof fetch;
}): HttpClient {
  return createHttpClient({
    apiHost: options.apiHost,
    basePath: '/api',
    sendToken: true,
    getAccessToken: options.getAccessToken,
    retry: { retries: 0, retryPost: false, delayMs: 0 },
    ...(options.fetch && { fetch: options.fetch }),
  });
}

/** The body SPEC.md 7.4 names: amount as a string, 'website;{plan id};{email}', and the metadata. */
export function paymentRequest(
  plan: Plan,
  email: string,
): { amount: string; description: string; metadata: PaymentMetadata } {
  return {
    amount: plan.price.toFixed(2),
    description: `website;${plan.subscriptionId};${email}`,
    metadata: { subscriptionId: plan.subscriptionId, subscriptionTitle: plan.title, email },
  };
}

/** Creates the payment; confirmation.confirmationToken goes to the YooKassa widget. */
export function createPayment(
  client: HttpClient,
  plan: Plan,
  email: string,
  idempotenceKey?: string,
): Promise<Payment> {
  return client.post<Payment>('/payments', {
    body: paymentRequest(plan, email),
    ...(idempotenceKey && { headers: { 'idempotence-key': idempotenceKey } }),
  });
}

export function getPayment(client: HttpClient, id: string): Promise<Payment> {
  return client.get<Payment>(`/payments/${encodeURIComponent(id)}`);
}
