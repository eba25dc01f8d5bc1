import {
  type BillingPeriod,
  formatNumberRu,
  type Plan,
  type UserSubscription,
} from '@kaver/shared-contracts';

/** The pseudo-plan a paid subscriber sees instead of the plans (SPEC.md 4 'Subscription offer'). */
export const ACTIVE_PLAN_ID = 'active';
/** Preselected when more than one plan is offered (SPEC.md 4). */
export const PREFERRED_PLAN_ID = 'site_month_577';

export const PLAN_TITLES: Record<BillingPeriod, string> = {
  week: 'Премиум на неделю',
  month: 'Премиум на месяц',
  year: 'Премиум на год',
};

export const PRICE_LABELS: Record<BillingPeriod, string> = {
  week: '₽ / неделя',
  month: '₽ / месяц',
  year: '₽ / год',
};

/** A card of the offer: a plan of the server, or the 'active' pseudo-plan of a paid subscriber. */
export interface OfferPlan {
  id: string;
  title: string;
  /** '577 ₽ / месяц', or the subscription status text for the 'active' pseudo-plan. */
  priceText: string;
  /** Marked 'Популярное'. */
  popular: boolean;
  /** The year plan's extra benefit: community and free event passes. */
  yearBonus: boolean;
  /** The server's plan; null for the 'active' pseudo-plan, which cannot be bought. */
  plan: Plan | null;
}

/** A plan whose id starts with site_month is marked 'Популярное' (SPEC.md 2.6). */
export const isPopularPlanId = (id: string) => id.startsWith('site_month');
/** A plan whose id starts with site_year shows the extra benefit (SPEC.md 2.6). */
export const hasYearBonus = (id: string) => id.startsWith('site_year');

/** '577 ₽ / месяц', '3 229 ₽ / год' (the number in Russian typography, then the period's label). */
export function planPriceText(plan: Pick<Plan, 'price' | 'priceLabel' | 'billingPeriod'>): string {
  return `${formatNumberRu(plan.price)}\u00a0${plan.priceLabel || PRICE_LABELS[plan.billingPeriod]}`;
}

function toOfferPlan(plan: Plan): OfferPlan {
  return {
    id: plan.subscriptionId,
    title: plan.title || PLAN_TITLES[plan.billingPeriod],
    priceText: planPriceText(plan),
    popular: isPopularPlanId(plan.subscriptionId),
    yearBonus: hasYearBonus(plan.subscriptionId),
    plan,
  };
}

/**
 * What the offer lists (SPEC.md 2.6, 4): for an active paid subscription one pseudo-plan 'active', titled and
 * priced with the status text and flagged popular; otherwise the server's plans in reverse order.
 */
export function offerPlans(plans: readonly Plan[], subscription: UserSubscription | null): OfferPlan[] {
  if (subscription?.isSubscriptionPaid) {
    const text = subscription.subscriptionStatusText || 'Подписка оформлена';
    return [
      { id: ACTIVE_PLAN_ID, title: text, priceText: text, popular: true, yearBonus: false, plan: null },
    ];
  }
  return [...plans].reverse().map(toOfferPlan);
}

/**
 * The plan selected when the list appears: site_month_577 when more than one plan is offered (SPEC.md 4); the
 * only plan when there is just one; nothing for the 'active' pseudo-plan, which cannot be picked.
 */
export function preselectedPlanId(list: readonly OfferPlan[]): string | null {
  const buyable = list.filter((item) => item.plan !== null);
  if (buyable.length > 1)
    return buyable.some((item) => item.id === PREFERRED_PLAN_ID) ? PREFERRED_PLAN_ID : null;
  return buyable[0]?.id ?? null;
}

/** Variant 4 shows three full cards ordered second, third, first (SPEC.md 2.6). */
export function fullCardsOrder<T>(list: readonly T[]): T[] {
  if (list.length < 3) return [...list];
  const [first, second, third, ...rest] = list as [T, T, T, ...T[]];
  return [second, third, first, ...rest];
}
