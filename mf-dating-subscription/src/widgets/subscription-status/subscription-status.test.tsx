import { $session, modalClosed, subscriptionCancelled } from '@kaver/shared-contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { loadHistoryFx } from '../../entities/subscription';
import { RENEWING_SUBSCRIPTION, STOPPED_SUBSCRIPTION, signedIn } from '../../shared/testing';
import { CANCEL_LABEL, SubscriptionStatus } from './subscription-status';

it('after «Да, отменить» the focus goes from the vanished cancel button to the new status, not to the body', async () => {
  const scope = fork({
    values: [[$session, signedIn(RENEWING_SUBSCRIPTION)]],
    handlers: [[loadHistoryFx, async () => ({ items: [], actualIds: [] })]],
  });
  render(
    <Provider value={scope}>
      <SubscriptionStatus />
    </Provider>,
  );
  const cancel = screen.getByRole('button', { name: CANCEL_LABEL });
  cancel.focus();
  await act(async () => {
    fireEvent.click(cancel);
  });
  // The dialog (the host's outlet) confirms: the bus hears it and the dialog closes; focus goes back to the button.
  await act(async () => {
    await allSettled(subscriptionCancelled, { scope, params: STOPPED_SUBSCRIPTION });
    await allSettled(modalClosed, { scope, params: { id: 'subscription-cancel' } });
  });
  expect(cancel).toHaveFocus();

  // The session reloads without the renewal: the button goes.
  await act(async () => {
    await allSettled($session, { scope, params: signedIn(STOPPED_SUBSCRIPTION) });
  });
  expect(screen.queryByRole('button', { name: CANCEL_LABEL })).toBeNull();
  const status = screen.getByText(STOPPED_SUBSCRIPTION.subscriptionStatusText);
  expect(status).toHaveFocus();
  expect(status).toHaveAttribute('tabindex', '-1');
});
