import { $session, ApiError, goalReached, modalClosed, type User } from '@kaver/shared-contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, createWatch, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { loadPlansFx } from '../../entities/plan';
import {
  $selectedPlanId,
  $step,
  $viewFocusDue,
  createPaymentFx,
  offerOpened,
  PAGE_OFFER_SOURCE,
  purchaseRequested,
} from '../../features/purchase/model';
import { MONTH_PLAN } from '../../shared/testing';
import { OfferView } from '../subscription-offer';
import { OfferModal } from './offer-modal';

it('says by the email form that the payment could not be started (429 rate limit)', async () => {
  const scope = fork({
    values: [
      [$session, { status: 'authenticated', user: { id: 42, email: null } as User, subscription: null }],
    ],
    handlers: [
      [loadPlansFx, async () => [MONTH_PLAN]],
      [
        createPaymentFx,
        () =>
          Promise.reject(
            new ApiError({
              status: 429,
              code: 'rate_limited',
              message: 'Too many requests',
              method: 'POST',
              url: '/api/payments',
              retryAfter: 40,
            }),
          ),
      ],
    ],
  });
  await act(async () => {
    render(
      <Provider value={scope}>
        <OfferModal request={{ variant: 1, source: 'test' }} />
      </Provider>,
    );
  });
  const dialog = screen.getByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByTestId('purchase'));
  });
  const form = within(dialog).getByTestId('email-form');
  fireEvent.change(within(form).getByLabelText('Электронная почта'), {
    target: { value: 'ivan@example.ru' },
  });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Перейти к оплате' }));
  });
  expect(within(dialog).getByTestId('email-form')).toBeInTheDocument();
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'Слишком много запросов. Попробуй через 40 секунд',
  );
});

it('shows nothing and closes at once when asked for while a purchase is under way', async () => {
  // /subscription: a new buyer signed in, and the page went on to the email form for the week plan behind the
  // onboarding, whose finish asks for the offer.
  const scope = fork({
    values: [
      [$session, { status: 'authenticated', user: { id: 42, email: null } as User, subscription: null }],
    ],
    handlers: [[loadPlansFx, async () => [MONTH_PLAN, { ...MONTH_PLAN, subscriptionId: 'site_week_199' }]]],
  });
  await allSettled(offerOpened, { scope, params: { variant: 1, source: PAGE_OFFER_SOURCE } });
  await allSettled(purchaseRequested, { scope, params: { planId: 'site_week_199' } });
  expect(scope.getState($step)).toBe('email');
  const closes: unknown[] = [];
  const goals: unknown[] = [];
  createWatch({ unit: modalClosed, scope, fn: (payload) => closes.push(payload) });
  createWatch({ unit: goalReached, scope, fn: (goal) => goals.push(goal) });

  const { unmount } = render(
    <Provider value={scope}>
      <OfferModal request={{ source: 'onboarding' }} />
    </Provider>,
  );
  await act(async () => undefined);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(closes).toEqual([{ id: 'subscription-offer' }]);
  expect(goals).toEqual([]);
  unmount();
  // The page's purchase goes on as it was.
  expect(scope.getState($step)).toBe('email');
  expect(scope.getState($selectedPlanId)).toBe('site_week_199');
});

describe('the focus as it closes itself', () => {
  /**
   * /subscription behind the onboarding: the page went on to the email form while the login and onboarding modals
   * had the focus, and they took it with them as they closed; then the onboarding's finish asks for the offer.
   */
  async function offerAskedForOverThePage(focus: () => void) {
    const scope = fork({
      values: [
        [$session, { status: 'authenticated', user: { id: 42, email: null } as User, subscription: null }],
      ],
      handlers: [[loadPlansFx, async () => [MONTH_PLAN]]],
    });
    await allSettled(offerOpened, { scope, params: { variant: 1, source: PAGE_OFFER_SOURCE } });
    await allSettled(purchaseRequested, { scope, params: {} });
    render(
      <Provider value={scope}>
        <button type="button">Другое</button>
        <OfferView variant={1} />
      </Provider>,
    );
    focus();
    render(
      <Provider value={scope}>
        <OfferModal request={{ source: 'onboarding' }} />
      </Provider>,
    );
    await act(async () => undefined);
    return scope;
  }

  it("gives the focus lost to <body> to the page's email field", async () => {
    await offerAskedForOverThePage(() => expect(document.activeElement).toBe(document.body));
    expect(screen.getByLabelText('Электронная почта')).toHaveFocus();
  });

  it('leaves the focus where it is when something has it', async () => {
    const scope = await offerAskedForOverThePage(() =>
      screen.getByRole('button', { name: 'Другое' }).focus(),
    );
    expect(screen.getByRole('button', { name: 'Другое' })).toHaveFocus();
    expect(scope.getState($viewFocusDue)).toBe(false);
  });
});
