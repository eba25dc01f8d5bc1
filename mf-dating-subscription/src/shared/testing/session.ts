// Test data: a signed-in session with a paid monthly subscription, renewing or with the renewal stopped.
import type { Session, User, UserSubscription } from '@kaver/shared-contracts';

export const RENEWING_SUBSCRIPTION: UserSubscription = {
  idSubscription: 9,
  isSubscriptionPaid: true,
  subscriptionStatusText: 'Премиум на месяц до 28 декабря 2026, продлится автоматически',
  subscriptionId: 'site_month_577',
  paidUntil: '28.12.2026 19:25',
  autoRenew: true,
};

export const STOPPED_SUBSCRIPTION: UserSubscription = {
  ...RENEWING_SUBSCRIPTION,
  autoRenew: false,
  subscriptionStatusText: 'Премиум на месяц до 28 декабря 2026, без продления',
};

export const signedIn = (subscription: UserSubscription | null): Session => ({
  status: 'authenticated',
  user: { id: 1 } as User,
  subscription,
});
