// Subscription calls of SPEC.md 7.4 on the mobile client.
import type { Plan, SubscriptionPurchase, UserSubscription } from '../../domain/subscription';
import type { ApiClients } from '../http';
import { apiClients } from '../registry';

export function getPlans(clients: ApiClients = apiClients()): Promise<Plan[]> {
  return clients.mobile.get<Plan[]>('/subscriptions');
}

export function getSubscriptionStatus(clients: ApiClients = apiClients()): Promise<UserSubscription> {
  return clients.mobile.get<UserSubscription>('/purchase/subscription/status');
}

export function getSubscriptionHistory(
  onlyActual = false,
  clients: ApiClients = apiClients(),
): Promise<SubscriptionPurchase[]> {
  return clients.mobile.get<SubscriptionPurchase[]>(
    `/purchase/subscription/history${onlyActual ? '/actual' : ''}`,
  );
}

/** POST /purchase/subscription/add: the API checks the payment with YooKassa before granting anything. */
export function addSubscription(
  paymentId: string,
  clients: ApiClients = apiClients(),
): Promise<UserSubscription> {
  return clients.mobile.post<UserSubscription>('/purchase/subscription/add', {
    body: { platform: 'web', receiptInfo: paymentId },
  });
}

/** POST /purchase/subscription/unsubscribe: renewal stops, the paid period runs out. */
export function unsubscribe(
  idSubscription: number,
  clients: ApiClients = apiClients(),
): Promise<UserSubscription> {
  return clients.mobile.post<UserSubscription>('/purchase/subscription/unsubscribe', {
    body: { idSubscription, isWithoutRenewal: 0 },
  });
}
