import type { SubscriptionPurchase } from '@kaver/shared-contracts';
import { render, screen } from '@testing-library/react';
import { HistoryList } from './history-list';

const period: SubscriptionPurchase = {
  id: 1,
  subscriptionId: 'site_month_577',
  title: 'Премиум на месяц',
  price: 577,
  platform: 'web',
  paymentId: 'p-1',
  startsAt: '28.11.2026 19:25',
  endsAt: '28.12.2026 19:25',
  isRenewal: false,
};

it('writes each period in Russian words (SPEC.md 9), as the cancel dialog beside it does', () => {
  render(<HistoryList items={[period]} actualIds={[1]} />);
  expect(screen.getByText('28 ноября 2026 — 28 декабря 2026')).toBeInTheDocument();
});
