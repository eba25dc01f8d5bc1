// Subscription plans, the user's subscription and purchases (SPEC.md 3, 7.4).

export type BillingPeriod = 'week' | 'month' | 'year';

export interface Plan {
  /** '<prefix>_<period>_<number>', e.g. 'site_month_577'. */
  subscriptionId: string;
  /** 'Премиум на месяц' */
  title: string;
  billingPeriod: BillingPeriod;
  /** Rubles per billing period. */
  price: number;
  currency: 'RUB';
  /** '₽ / месяц' */
  priceLabel: string;
}

/** GET /purchase/subscription/status. */
export interface UserSubscription {
  /** Null when the user never subscribed. */
  idSubscription: number | null;
  isSubscriptionPaid: boolean;
  /** e.g. 'Премиум на месяц до 21.12.2026, продлится автоматически'; '' without a subscription. */
  subscriptionStatusText: string;
  /** The plan id, e.g. 'site_month_577'. */
  subscriptionId: string | null;
  /** 'DD.MM.YYYY HH:mm' (Moscow time), end of the paid period. */
  paidUntil: string | null;
  autoRenew: boolean;
}

/** One paid period (GET /purchase/subscription/history and /history/actual). */
export interface SubscriptionPurchase {
  id: number;
  subscriptionId: string;
  title: string;
  price: number;
  platform: 'web';
  paymentId: string;
  /** 'DD.MM.YYYY HH:mm' (Moscow time). */
  startsAt: string;
  endsAt: string;
  isRenewal: boolean;
}

/** POST /purchase/subscription/add body. */
export interface SubscriptionAddRequest {
  platform: 'web';
  /** The payment id returned by POST /api/payments. */
  receiptInfo: string;
}

/** POST /purchase/subscription/unsubscribe body. */
export interface SubscriptionUnsubscribeRequest {
  idSubscription: number;
  isWithoutRenewal: 0 | 1;
}
