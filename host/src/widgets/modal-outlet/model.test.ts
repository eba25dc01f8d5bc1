import { loginRequested, modalClosed, subscriptionOfferRequested } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $activeModal } from './model';

describe('modal outlet', () => {
  it('opens the remote modal of a request and closes it on modalClosed', async () => {
    const scope = fork();
    await allSettled(loginRequested, { scope, params: { redirect: 'subscription', source: 'header' } });
    expect(scope.getState($activeModal)).toMatchObject({
      id: 'login',
      remote: 'mf_auth',
      expose: './login-modal',
      request: { redirect: 'subscription', source: 'header' },
    });

    await allSettled(modalClosed, { scope, params: { id: 'share' } });
    expect(scope.getState($activeModal)?.id).toBe('login');

    await allSettled(subscriptionOfferRequested, { scope, params: { source: 'login' } });
    expect(scope.getState($activeModal)).toMatchObject({
      id: 'subscription-offer',
      remote: 'mf_dating_subscription',
    });

    await allSettled(modalClosed, { scope, params: { id: 'subscription-offer' } });
    expect(scope.getState($activeModal)).toBeNull();
  });
});
