import {
  $session,
  loggedOut,
  modalClosed,
  subscriptionCancelled,
  subscriptionCancelRequested,
} from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { RENEWING_SUBSCRIPTION, STOPPED_SUBSCRIPTION, signedIn } from '../../shared/testing';
import { $cancelShown, $statusFocusDue, statusFocused } from './model';

/** The cancel dialog opened from `source` and confirmed: the bus hears it, the dialog closes. */
async function cancelFrom(source: string) {
  const scope = fork({ values: [[$session, signedIn(RENEWING_SUBSCRIPTION)]] });
  expect(scope.getState($cancelShown)).toBe(true);
  await allSettled(subscriptionCancelRequested, { scope, params: { source } });
  await allSettled(subscriptionCancelled, { scope, params: STOPPED_SUBSCRIPTION });
  await allSettled(modalClosed, { scope, params: { id: 'subscription-cancel' } });
  return scope;
}

it('hands the focus to the status once the cancellation went through and the session has no cancel button', async () => {
  const scope = await cancelFrom('profile');
  // The session reloads after the dialog closed: the button is still there, and keeps the focus meanwhile.
  expect(scope.getState($statusFocusDue)).toBe(false);
  await allSettled($session, { scope, params: signedIn(STOPPED_SUBSCRIPTION) });
  expect(scope.getState($cancelShown)).toBe(false);
  expect(scope.getState($statusFocusDue)).toBe(true);
  await allSettled(statusFocused, { scope });
  expect(scope.getState($statusFocusDue)).toBe(false);
});

it('leaves the focus alone after "changed my mind", a cancellation asked elsewhere, or a logout', async () => {
  const dismissed = fork({ values: [[$session, signedIn(RENEWING_SUBSCRIPTION)]] });
  await allSettled(subscriptionCancelRequested, { scope: dismissed, params: { source: 'profile' } });
  await allSettled(modalClosed, { scope: dismissed, params: { id: 'subscription-cancel' } });
  await allSettled($session, { scope: dismissed, params: signedIn(STOPPED_SUBSCRIPTION) });
  expect(dismissed.getState($statusFocusDue)).toBe(false);

  const elsewhere = await cancelFrom('harness');
  await allSettled($session, { scope: elsewhere, params: signedIn(STOPPED_SUBSCRIPTION) });
  expect(elsewhere.getState($statusFocusDue)).toBe(false);

  const loggedOutScope = await cancelFrom('profile');
  await allSettled(loggedOut, { scope: loggedOutScope });
  await allSettled($session, { scope: loggedOutScope, params: signedIn(null) });
  expect(loggedOutScope.getState($statusFocusDue)).toBe(false);
});
