import type { Plan, UserSubscription } from '@kaver/shared-contracts';

/** The month plan as the API lists it (site_month_577, SPEC.md 3). */
export const MONTH_PLAN: Plan = {
  subscriptionId: 'site_month_577',
  title: 'Премиум на месяц',
  billingPeriod: 'month',
  price: 577,
  currency: 'RUB',
  priceLabel: '₽ / месяц',
};

/** A signed-in person's subscription before any purchase. */
export const NOT_SUBSCRIBED: UserSubscription = {
  idSubscription: null,
  isSubscriptionPaid: false,
  subscriptionStatusText: '',
  subscriptionId: null,
  paidUntil: null,
  autoRenew: false,
};

/** The subscription the API grants for a paid month plan. */
export const GRANTED: UserSubscription = {
  idSubscription: 3,
  isSubscriptionPaid: true,
  subscriptionStatusText: 'Премиум на месяц до 21.12.2026, продлится автоматически',
  subscriptionId: 'site_month_577',
  paidUntil: '21.12.2026 12:00',
  autoRenew: true,
};
