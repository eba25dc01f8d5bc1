// After «Да, отменить» the dialog closes, and once the session has reloaded the «Отменить подписку» button that
// opened it goes as well: the focus would fall to the page's body. The new status text takes it instead, so that a
// keyboard or screen reader user hears what happened.
import {
  $session,
  loggedOut,
  type Session,
  subscriptionCancelled,
  subscriptionCancelRequested,
} from '@kaver/shared-contracts';
import { combine, createEvent, createStore } from 'effector';

export const STATUS_SOURCE = 'profile';

/** The block offers «Отменить подписку» for a paid subscription that renews. */
export const $cancelShown = $session.map(
  ({ subscription }: Session) => subscription?.isSubscriptionPaid === true && subscription.autoRenew,
);

/** The status text has taken the focus. */
export const statusFocused = createEvent<void>();

/** 'asked': the last cancel dialog was opened from this block; 'cancelled': and the renewal has been stopped. */
const $cancelFromBlock = createStore<'none' | 'asked' | 'cancelled'>('none')
  .on(subscriptionCancelRequested, (_, { source }) => (source === STATUS_SOURCE ? 'asked' : 'none'))
  .on(subscriptionCancelled, (state) => (state === 'asked' ? 'cancelled' : state))
  .reset(statusFocused, loggedOut);

/** The status text should take the focus: the block's cancellation went through and its button is gone. */
export const $statusFocusDue = combine(
  $cancelFromBlock,
  $cancelShown,
  (state, cancelShown) => state === 'cancelled' && !cancelShown,
);
