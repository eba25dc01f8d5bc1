import {
  $session,
  ANONYMOUS_SESSION,
  loggedOut,
  type SubscriptionPurchase,
  subscriptionCancelled,
  subscriptionPurchased,
  type User,
} from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $history, $historyFailed, historyRequested, loadHistoryFx } from './model';

const period = (id: number): SubscriptionPurchase => ({
  id,
  subscriptionId: 'site_month_577',
  title: 'Премиум на месяц',
  price: 577,
  platform: 'web',
  paymentId: `pay-${id}`,
  startsAt: '21.10.2026 12:00',
  endsAt: '21.11.2026 12:00',
  isRenewal: id > 1,
});

const signedIn = { status: 'authenticated' as const, user: { id: 5 } as User, subscription: null };

it('loads the history for a signed-in user and again after a purchase or cancellation', async () => {
  const load = jest.fn(async () => ({ items: [period(2), period(1)], actualIds: [2] }));
  const scope = fork({ values: [[$session, signedIn]], handlers: [[loadHistoryFx, load]] });
  await allSettled(historyRequested, { scope });
  expect(scope.getState($history)).toEqual({ items: [period(2), period(1)], actualIds: [2] });
  await allSettled(subscriptionPurchased, { scope, params: {} as never });
  await allSettled(subscriptionCancelled, { scope, params: null });
  expect(load).toHaveBeenCalledTimes(3);
  await allSettled(loggedOut, { scope });
  expect(scope.getState($history)).toEqual({ items: [], actualIds: [] });
});

it('asks nothing for an anonymous visitor', async () => {
  const load = jest.fn(async () => ({ items: [], actualIds: [] }));
  const scope = fork({ values: [[$session, ANONYMOUS_SESSION]], handlers: [[loadHistoryFx, load]] });
  await allSettled(historyRequested, { scope });
  expect(load).not.toHaveBeenCalled();
});

it('marks a failed load', async () => {
  const scope = fork({
    values: [[$session, signedIn]],
    handlers: [[loadHistoryFx, () => Promise.reject(new Error('offline'))]],
  });
  await allSettled(historyRequested, { scope });
  expect(scope.getState($historyFailed)).toBe(true);
});
