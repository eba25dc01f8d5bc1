import {
  $openModals,
  loginRequested,
  modalClosed,
  modalOpened,
  onboardingRequested,
  subscriptionOfferRequested,
} from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $activeModal, pageLeft } from './model';

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

  it('closes a modal the visitor may dismiss when they leave the page (unmounted, it says modalClosed)', async () => {
    const scope = fork();
    await allSettled(loginRequested, { scope, params: { source: 'header' } });
    await allSettled(pageLeft, { scope });
    expect(scope.getState($activeModal)).toBeNull();
  });

  it('keeps the onboarding, which cannot be dismissed, when the page changes', async () => {
    const scope = fork();
    await allSettled(onboardingRequested, { scope, params: { source: 'login' } });
    await allSettled(modalOpened, { scope, params: { id: 'onboarding' } });
    await allSettled(pageLeft, { scope });
    expect(scope.getState($activeModal)?.id).toBe('onboarding');
    expect(scope.getState($openModals)).toEqual(['onboarding']);
  });
});
