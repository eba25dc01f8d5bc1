import {
  $runtimeConfig,
  $session,
  ApiError,
  loadSessionFx,
  type Payment,
  type RuntimeConfig,
  type Session,
  type SessionAnswer,
  type User,
} from '@kaver/shared-contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { loadPlansFx } from '../../../entities/plan';
import { GRANTED, MONTH_PLAN, NOT_SUBSCRIBED, paymentOf as payment } from '../../../shared/testing';
import {
  addSubscriptionFx,
  checkPaymentFx,
  createPaymentFx,
  destroyWidgetFx,
  offerOpened,
  openWidgetFx,
  purchaseRequested,
  recheckDelayFx,
  widgetSucceeded,
} from '../model';
import { PaymentResult } from './payment-result';

// The texts as the person reads them (literal, so that the test reads the same against any version of the view).
const CANCELED = 'Деньги не списаны. Можно попробовать ещё раз или выбрать другую карту.';
const UNCONFIRMED = /^Не получилось подтвердить оплату\. Если деньги списались, подписка включится сама/;

const USER = { id: 42, email: 'anna@example.ru' } as User;
const SESSION: Session = { status: 'authenticated', user: USER, subscription: NOT_SUBSCRIBED };

const unavailable = () =>
  new ApiError({
    status: 503,
    code: 'http_503',
    message: 'Unavailable',
    method: 'GET',
    url: '/api/payments/pay-1',
  });

/** A signed-in user pays the month plan in the widget with success; the check answers from `checks`, in turn. */
async function paidInWidget(checks: Array<Payment | Error>, sessionAnswer = NOT_SUBSCRIBED) {
  const check = jest.fn(async () => {
    const next = checks.length > 1 ? checks.shift()! : checks[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const create = jest.fn(async () => payment('pending'));
  const scope = fork({
    values: [
      [$session, SESSION],
      [
        $runtimeConfig,
        {
          yookassa: { widgetUrl: 'http://yookassa.test/w.js' },
          appStores: { ios: 'https://apps.test/ios', android: 'https://apps.test/android' },
        } as RuntimeConfig,
      ],
    ],
    handlers: [
      [loadPlansFx, async () => [MONTH_PLAN]],
      [createPaymentFx, create],
      [openWidgetFx, async () => undefined],
      [destroyWidgetFx, () => undefined],
      [checkPaymentFx, check],
      [addSubscriptionFx, async () => GRANTED],
      [recheckDelayFx, async () => undefined],
      [
        loadSessionFx,
        async (): Promise<SessionAnswer> => ({
          user: USER,
          subscription: sessionAnswer,
          personal: { favouriteEvents: [], favouritePlaces: [], followedPlaces: [] },
        }),
      ],
    ],
  });
  await allSettled(offerOpened, { scope, params: { source: 'test' } });
  await allSettled(purchaseRequested, { scope, params: { planId: 'site_month_577' } });
  await allSettled(widgetSucceeded, { scope });
  render(
    <Provider value={scope}>
      <PaymentResult />
    </Provider>,
  );
  return { scope, check, create };
}

it('after a check that got no answer, checks the same payment again and shows the success when it answers', async () => {
  const { check, create } = await paidInWidget([unavailable(), payment('succeeded')]);
  expect(check).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('heading')).toHaveTextContent('Подписка оформлена');
  expect(screen.queryByText(/Деньги не списаны/)).toBeNull();
  expect(create).toHaveBeenCalledTimes(1);
});

it('when the payment cannot be confirmed: Платеж отменен, an honest text and «Проверить ещё раз» for the same payment', async () => {
  const checks: Array<Payment | Error> = [
    unavailable(),
    unavailable(),
    unavailable(),
    unavailable(),
    unavailable(),
  ];
  const { check, create } = await paidInWidget(checks);
  expect(screen.getByRole('heading')).toHaveTextContent('Платеж отменен');
  expect(screen.queryByText(/Деньги не списаны/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Попробовать ещё раз' })).toBeNull();
  expect(screen.getByText(UNCONFIRMED)).toBeInTheDocument();

  const calls = check.mock.calls.length;
  checks.splice(0, checks.length, payment('succeeded'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
  });
  expect(check).toHaveBeenCalledTimes(calls + 1);
  expect(check).toHaveBeenLastCalledWith('pay-1');
  expect(screen.getByRole('heading')).toHaveTextContent('Подписка оформлена');
  expect(create).toHaveBeenCalledTimes(1);
});

it('a check by hand that gets no answer again gives the focus, lost by its disabled button, to the status', async () => {
  const checks: Array<Payment | Error> = Array.from({ length: 5 }, unavailable);
  await paidInWidget(checks);
  const button = screen.getByRole('button', { name: 'Проверить ещё раз' });
  button.focus();
  await act(async () => {
    fireEvent.click(button);
    // The browser's focus fix-up: a focused button that becomes disabled leaves the focus to the body.
    button.blur();
  });
  expect(screen.getByRole('heading')).toHaveTextContent('Платеж отменен');
  expect(document.activeElement).toBe(screen.getByRole('heading'));
});

it('shows the success when the reloaded session has the subscription paid', async () => {
  await paidInWidget([unavailable()], GRANTED);
  expect(screen.getByRole('heading')).toHaveTextContent('Подписка оформлена');
  expect(screen.getByText(GRANTED.subscriptionStatusText)).toBeInTheDocument();
  expect(screen.queryByText(UNCONFIRMED)).toBeNull();
});

it('a payment the API calls canceled keeps «Деньги не списаны» and its retry', async () => {
  await paidInWidget([payment('canceled')]);
  expect(screen.getByRole('heading')).toHaveTextContent('Платеж отменен');
  expect(screen.getByText(CANCELED)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Попробовать ещё раз' })).toBeEnabled();
  expect(screen.queryByText(UNCONFIRMED)).toBeNull();
});
