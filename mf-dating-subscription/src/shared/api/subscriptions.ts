import {
  apiClients,
  type Plan,
  type SubscriptionPurchase,
  type UserSubscription,
} from '@kaver/shared-contracts';

/** GET /subscriptions: the plans in the server's order (shortest period first). */
export function fetchPlans(): Promise<Plan[]> {
  return apiClients().mobile.get<Plan[]>('/subscriptions');
}

/**
 * POST /purchase/subscription/add (platform 'web', receipt_info = the payment id). The API fetches the payment
 * from YooKassa, checks amount, currency and metadata, and only then grants the period; it answers with the
 * user's subscription.
 */
export function addSubscription(paymentId: string): Promise<UserSubscription> {
  return apiClients().mobile.post<UserSubscription>('/purchase/subscription/add', {
    body: { platform: 'web', receiptInfo: paymentId },
  });
}

/** POST /purchase/subscription/unsubscribe (id_subscription, is_without_renewal 0): renewal stops. */
export function unsubscribe(idSubscription: number): Promise<UserSubscription> {
  return apiClients().mobile.post<UserSubscription>('/purchase/subscription/unsubscribe', {
    body: { idSubscription, isWithoutRenewal: 0 },
  });
}

/** GET /purchase/subscription/history (every paid period, latest first) or /history/actual (not ended). */
export function fetchSubscriptionHistory(onlyActual = false): Promise<SubscriptionPurchase[]> {
  return apiClients().mobile.get<SubscriptionPurchase[]>(
    onlyActual ? '/purchase/subscription/history/actual' : '/purchase/subscription/history',
  );
}
