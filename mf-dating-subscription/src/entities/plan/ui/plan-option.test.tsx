import type { Plan, UserSubscription } from '@kaver/shared-contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { offerPlans } from '../lib/offer-plans';
import { PlanOption } from './plan-option';

const PLANS: Plan[] = [
  {
    subscriptionId: 'site_month_577',
    title: 'Премиум на месяц',
    billingPeriod: 'month',
    price: 577,
    currency: 'RUB',
    priceLabel: '₽ / месяц',
  },
  {
    subscriptionId: 'site_year_3229',
    title: 'Премиум на год',
    billingPeriod: 'year',
    price: 3229,
    currency: 'RUB',
    priceLabel: '₽ / год',
  },
];

it('marks the month plan popular and selects on click', () => {
  const [year, month] = offerPlans(PLANS, null);
  const onSelect = jest.fn();
  render(<PlanOption item={month!} look="row" name="plans" selected={false} onSelect={onSelect} />);
  expect(screen.getByText('Популярное')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /Премиум на месяц/ }));
  expect(onSelect).toHaveBeenCalledWith('site_month_577');
  expect(year!.yearBonus).toBe(true);
});

it('adds the extra benefit to the year plan, and every benefit to a full card', () => {
  const [year] = offerPlans(PLANS, null);
  const { rerender } = render(
    <PlanOption item={year!} look="card" name="plans" selected onSelect={jest.fn()} />,
  );
  expect(screen.getByText('+ Сообщество и бесплатные проходки')).toBeInTheDocument();
  expect(screen.queryByText('Популярное')).toBeNull();
  rerender(<PlanOption item={year!} look="full" name="plans" selected onSelect={jest.fn()} />);
  expect(screen.getByText('Без рекламы')).toBeInTheDocument();
  expect(screen.getByText('Сообщество и бесплатные проходки')).toBeInTheDocument();
});

it('shows the active pseudo-plan as a card with the status text and no radio', () => {
  const paid: UserSubscription = {
    idSubscription: 2,
    isSubscriptionPaid: true,
    subscriptionStatusText: 'Премиум на год до 01.12.2027, продлится автоматически',
    subscriptionId: 'site_year_3229',
    paidUntil: '01.12.2027 10:00',
    autoRenew: true,
  };
  const [active] = offerPlans(PLANS, paid);
  render(<PlanOption item={active!} look="row" name="plans" selected={false} onSelect={jest.fn()} />);
  expect(screen.queryByRole('radio')).toBeNull();
  expect(screen.getByText('Популярное')).toBeInTheDocument();
  expect(screen.getByText(paid.subscriptionStatusText)).toBeInTheDocument();
});
