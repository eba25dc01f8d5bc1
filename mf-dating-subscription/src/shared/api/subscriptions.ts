import {
  apiClients,
  type Plan,
  type SubscriptionPurchase,
  type UserSubscription,
} from '@kaver/shared-contracts';

/** GET /subscriptions: the plans in the server's order (shortest period first). */
export async function fetchPlans(): Promise<Plan[]> {
  const { data } = await apiClients().mobile.get<Plan[]>('/subscriptions');
  return data;
}

/**
 * POST /purchase/subscription/add (platform 'web', receipt_info = the payment id). The API fetches the payment
 * from YooKassa, checks amount, currency and metadata, and only then grants the period; it answers with the
 * user's subscription.
 */
export async function addSubscription(paymentId: string): Promise<UserSubscription> {
  const { data } = await apiClients().mobile.post<UserSubscription>('/purchase/subscription/add', {
    platform: 'web',
    receiptInfo: paymentId,
  });
  return data;
}

/** POST /purchase/subscription/unsubscribe (id_subscription, is_without_renewal 0): renewal stops. */
export async function unsubscribe(idSubscription: number): Promise<UserSubscription> {
  const { data } = await apiClients().mobile.post<UserSubscription>('/purchase/subscription/unsubscribe', {
    idSubscription,
    isWithoutRenewal: 0,
  });
  return data;
}

/** GET /purchase/subscription/history (every paid period, latest first) or /history/actual (not ended). */
export async function fetchSubscriptionHistory(onlyActual = false): Promise<SubscriptionPurchase[]> {
  const { data } = await apiClients().mobile.get<SubscriptionPurchase[]>(
    onlyActual ? '/purchase/subscription/history/actual' : '/purchase/subscription/history',
  );
  return data;
}
