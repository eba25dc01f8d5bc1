// The user's paid periods (GET /purchase/subscription/history and /history/actual), reloaded after a purchase
// or a cancellation and forgotten on logout.
import {
  $session,
  loggedOut,
  type SubscriptionPurchase,
  subscriptionCancelled,
  subscriptionPurchased,
} from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchSubscriptionHistory } from '../../shared/api';

export interface SubscriptionHistory {
  items: SubscriptionPurchase[];
  /** Ids of the periods that have not ended yet. */
  actualIds: number[];
}

export const historyRequested = createEvent<void>();

export const loadHistoryFx = createEffect<void, SubscriptionHistory>(async () => {
  const [items, actual] = await Promise.all([
    fetchSubscriptionHistory(false),
    fetchSubscriptionHistory(true),
  ]);
  return { items, actualIds: actual.map((period) => period.id) };
});

export const $history = createStore<SubscriptionHistory>({ items: [], actualIds: [] })
  .on(loadHistoryFx.doneData, (_, history) => history)
  .reset(loggedOut);
export const $historyFailed = createStore(false)
  .on(loadHistoryFx, () => false)
  .on(loadHistoryFx.fail, () => true)
  .reset(loggedOut);
export const $historyLoading = loadHistoryFx.pending;

sample({
  clock: [historyRequested, subscriptionPurchased, subscriptionCancelled],
  source: { session: $session, pending: loadHistoryFx.pending },
  filter: ({ session, pending }) => session.user !== null && !pending,
  fn: () => undefined,
  target: loadHistoryFx,
});
