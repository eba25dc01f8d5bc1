import {
  $session,
  goalReached,
  modalClosed,
  type Session,
  sessionRefreshRequested,
  subscriptionCancelled,
  type User,
  type UserSubscription,
} from '@kaver/shared-contracts';
import { allSettled, createWatch, fork, type Scope, type Unit } from 'effector';
import {
  $cancelError,
  $cancellableId,
  CANCEL_FAILED_TEXT,
  cancelConfirmed,
  cancelDismissed,
  cancelOpened,
  unsubscribeFx,
} from './model';

const subscription = (paid: boolean, idSubscription: number | null = 9): UserSubscription => ({
  idSubscription,
  isSubscriptionPaid: paid,
  subscriptionStatusText: paid ? 'Премиум на год до 01.12.2027, продлится автоматически' : '',
  subscriptionId: paid ? 'site_year_3229' : null,
  paidUntil: paid ? '01.12.2027 10:00' : null,
  autoRenew: paid,
});

const session = (value: UserSubscription | null): Session => ({
  status: 'authenticated',
  user: { id: 1 } as User,
  subscription: value,
});

const STOPPED: UserSubscription = {
  ...subscription(true),
  autoRenew: false,
  subscriptionStatusText: 'Премиум на год до 01.12.2027, без продления',
};

function setup(value: UserSubscription | null, handler: (id: number) => Promise<UserSubscription>) {
  const unsubscribe = jest.fn(handler);
  const scope = fork({ values: [[$session, session(value)]], handlers: [[unsubscribeFx, unsubscribe]] });
  const watched = <T>(unit: Unit<T>) => {
    const fn = jest.fn();
    createWatch({ unit, scope, fn });
    return fn;
  };
  return {
    scope,
    unsubscribe,
    refresh: watched(sessionRefreshRequested),
    cancelled: watched(subscriptionCancelled),
    closed: watched(modalClosed),
    goals: watched(goalReached),
  };
}

async function confirm(scope: Scope) {
  await allSettled(cancelOpened, { scope, params: { source: 'profile' } });
  await allSettled(cancelConfirmed, { scope });
}

it('cancels a paid subscription: API, session reload, bus event, goal, close', async () => {
  const context = setup(subscription(true), async () => STOPPED);
  await confirm(context.scope);
  expect(context.unsubscribe).toHaveBeenCalledWith(9);
  expect(context.refresh).toHaveBeenCalledTimes(1);
  expect(context.cancelled).toHaveBeenCalledWith(STOPPED);
  expect(context.goals).toHaveBeenCalledWith({ name: 'otmena-podpiski', params: { source: 'profile' } });
  expect(context.closed).toHaveBeenCalledWith({ id: 'subscription-cancel' });
});

it.each([
  ['no subscription', null],
  ['an unpaid one', subscription(false)],
  ['a paid one without an id', subscription(true, null)],
])('does nothing for %s', async (_, value) => {
  const context = setup(value, async () => STOPPED);
  expect(context.scope.getState($cancellableId)).toBeNull();
  await confirm(context.scope);
  expect(context.unsubscribe).not.toHaveBeenCalled();
  expect(context.closed).not.toHaveBeenCalled();
});

it('stays open with a message when the API fails, and clears it on the next try', async () => {
  let attempt = 0;
  const context = setup(subscription(true), async () => {
    attempt += 1;
    if (attempt === 1) throw new Error('network');
    return STOPPED;
  });
  await confirm(context.scope);
  expect(context.scope.getState($cancelError)).toBe(CANCEL_FAILED_TEXT);
  expect(context.closed).not.toHaveBeenCalled();
  expect(context.refresh).not.toHaveBeenCalled();
  await allSettled(cancelConfirmed, { scope: context.scope });
  expect(context.scope.getState($cancelError)).toBeNull();
  expect(context.closed).toHaveBeenCalledTimes(1);
});

it('closes without cancelling on "changed my mind"', async () => {
  const context = setup(subscription(true), async () => STOPPED);
  await allSettled(cancelDismissed, { scope: context.scope });
  expect(context.closed).toHaveBeenCalledWith({ id: 'subscription-cancel' });
  expect(context.unsubscribe).not.toHaveBeenCalled();
});
