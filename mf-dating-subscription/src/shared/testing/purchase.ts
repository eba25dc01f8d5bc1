import { ApiError, type Payment, type Plan, type UserSubscription } from '@kaver/shared-contracts';

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

/** Anna's payment 'pay-1' for the month plan, as the API reports it in `status`. */
export const paymentOf = (status: Payment['status'], overrides: Partial<Payment> = {}): Payment => ({
  id: 'pay-1',
  status,
  paid: status === 'succeeded',
  amount: { value: '577.00', currency: 'RUB' },
  description: 'website;site_month_577;anna@example.ru',
  metadata: {
    subscriptionId: 'site_month_577',
    subscriptionTitle: MONTH_PLAN.title,
    email: 'anna@example.ru',
  },
  confirmation: status === 'pending' ? { type: 'embedded', confirmationToken: 'ct-1' } : null,
  cancellationDetails: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

/** POST /api/payments refused by the API's validation: 400 naming the field at fault. */
export const paymentRefused = (field: string) =>
  new ApiError({
    status: 400,
    code: 'validation_error',
    message: `${field} is not valid`,
    field,
    method: 'POST',
    url: '/api/payments',
  });
