import type { Plan, UserSubscription } from '@kaver/shared-contracts';
import { ACTIVE_PLAN_ID, fullCardsOrder, offerPlans, planPriceText, preselectedPlanId } from './offer-plans';

const plan = (
  subscriptionId: string,
  billingPeriod: Plan['billingPeriod'],
  price: number,
  title: string,
): Plan => ({
  subscriptionId,
  billingPeriod,
  price,
  title,
  currency: 'RUB',
  priceLabel: { week: '₽ / неделя', month: '₽ / месяц', year: '₽ / год' }[billingPeriod],
});

const SERVER_PLANS = [
  plan('site_week_199', 'week', 199, 'Премиум на неделю'),
  plan('site_month_577', 'month', 577, 'Премиум на месяц'),
  plan('site_year_3229', 'year', 3229, 'Премиум на год'),
];

const subscription = (paid: boolean): UserSubscription => ({
  idSubscription: 7,
  isSubscriptionPaid: paid,
  subscriptionStatusText: paid
    ? 'Премиум на месяц до 21.12.2026, продлится автоматически'
    : 'Премиум на месяц: срок истёк 21.10.2026',
  subscriptionId: 'site_month_577',
  paidUntil: '21.12.2026 12:00',
  autoRenew: paid,
});

describe('offerPlans', () => {
  it('lists the server plans in reverse order with popular and year marks', () => {
    const list = offerPlans(SERVER_PLANS, null);
    expect(list.map((item) => item.id)).toEqual(['site_year_3229', 'site_month_577', 'site_week_199']);
    expect(list.map((item) => item.popular)).toEqual([false, true, false]);
    expect(list.map((item) => item.yearBonus)).toEqual([true, false, false]);
    expect(list[0]).toMatchObject({ title: 'Премиум на год', priceText: '3\u202f229\u00a0₽ / год' });
    expect(list[1]!.plan).toBe(SERVER_PLANS[1]);
  });

  it('does not reorder the array it was given', () => {
    offerPlans(SERVER_PLANS, null);
    expect(SERVER_PLANS[0]!.subscriptionId).toBe('site_week_199');
  });

  it('shows a paid subscriber one popular pseudo-plan with the status text', () => {
    const list = offerPlans(SERVER_PLANS, subscription(true));
    expect(list).toEqual([
      {
        id: ACTIVE_PLAN_ID,
        title: 'Премиум на месяц до 21.12.2026, продлится автоматически',
        priceText: 'Премиум на месяц до 21.12.2026, продлится автоматически',
        popular: true,
        yearBonus: false,
        plan: null,
      },
    ]);
  });

  it('offers the plans again when the subscription has expired', () => {
    expect(offerPlans(SERVER_PLANS, subscription(false))).toHaveLength(3);
  });

  it('falls back to the built-in title and price label', () => {
    const [item] = offerPlans([{ ...plan('site_week_99', 'week', 99, ''), priceLabel: '' }], null);
    expect(item).toMatchObject({ title: 'Премиум на неделю', priceText: '99\u00a0₽ / неделя' });
  });
});

describe('preselectedPlanId', () => {
  it('preselects site_month_577 when more than one plan is offered', () => {
    expect(preselectedPlanId(offerPlans(SERVER_PLANS, null))).toBe('site_month_577');
  });

  it('selects nothing among several plans without site_month_577', () => {
    expect(preselectedPlanId(offerPlans([SERVER_PLANS[0]!, SERVER_PLANS[2]!], null))).toBeNull();
  });

  it('selects the only plan', () => {
    expect(preselectedPlanId(offerPlans([SERVER_PLANS[2]!], null))).toBe('site_year_3229');
  });

  it('never selects the active pseudo-plan', () => {
    expect(preselectedPlanId(offerPlans(SERVER_PLANS, subscription(true)))).toBeNull();
    expect(preselectedPlanId([])).toBeNull();
  });
});

describe('fullCardsOrder', () => {
  it('orders the second, third and first card', () => {
    expect(fullCardsOrder(['a', 'b', 'c'])).toEqual(['b', 'c', 'a']);
    expect(fullCardsOrder(['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'a', 'd']);
  });

  it('keeps shorter lists as they are', () => {
    expect(fullCardsOrder(['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('planPriceText', () => {
  it('writes the price with the period label', () => {
    expect(planPriceText(SERVER_PLANS[1]!)).toBe('577\u00a0₽ / месяц');
  });
});
