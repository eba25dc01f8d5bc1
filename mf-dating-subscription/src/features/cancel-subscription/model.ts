// Cancel subscription (SPEC.md 4): only a paid subscription; a spinner, the API stops the renewal, the
// session reloads the subscription, the bus hears subscriptionCancelled, and the modal closes.
import {
  $session,
  goalReached,
  modalClosed,
  sessionRefreshRequested,
  subscriptionCancelled,
  type UserSubscription,
} from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { unsubscribe } from '../../shared/api';

export const CANCEL_MODAL_ID = 'subscription-cancel';
export const CANCEL_FAILED_TEXT = 'Не удалось отменить подписку. Попробуй ещё раз.';
export const CANCEL_GOAL = 'otmena-podpiski';

export const cancelOpened = createEvent<{ source?: string }>();
export const cancelConfirmed = createEvent<void>();
export const cancelDismissed = createEvent<void>();

export const unsubscribeFx = createEffect((idSubscription: number) => unsubscribe(idSubscription));

/** The id of a paid subscription that can be cancelled, else null. */
export const $cancellableId = $session.map(({ subscription }) =>
  subscription?.isSubscriptionPaid && subscription.idSubscription !== null
    ? subscription.idSubscription
    : null,
);
export const $cancelPending = unsubscribeFx.pending;
export const $cancelError = createStore<string | null>(null);
const $source = createStore('profile');

$source.on(cancelOpened, (_, { source }) => source ?? 'profile');
$cancelError.reset(cancelOpened, unsubscribeFx).on(unsubscribeFx.fail, () => CANCEL_FAILED_TEXT);

sample({
  clock: cancelConfirmed,
  source: { id: $cancellableId, pending: $cancelPending },
  filter: ({ id, pending }) => id !== null && !pending,
  fn: ({ id }) => id as number,
  target: unsubscribeFx,
});

sample({ clock: unsubscribeFx.done, fn: () => undefined, target: sessionRefreshRequested });
sample({
  clock: unsubscribeFx.doneData,
  fn: (subscription): UserSubscription | null => subscription,
  target: subscriptionCancelled,
});
sample({
  clock: unsubscribeFx.done,
  source: $source,
  fn: (source) => ({ name: CANCEL_GOAL, params: { source } }),
  target: goalReached,
});
sample({
  clock: [unsubscribeFx.done, cancelDismissed],
  fn: () => ({ id: CANCEL_MODAL_ID }),
  target: modalClosed,
});
