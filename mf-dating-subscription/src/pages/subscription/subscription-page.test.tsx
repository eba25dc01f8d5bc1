import { $session, ApiError, DEFAULT_CITY, type PageParcelProps, type User } from '@kaver/shared-contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { loadPlansFx } from '../../entities/plan';
import { CREATE_FAILED_TEXT, createPaymentFx } from '../../features/purchase/model';
import { MONTH_PLAN } from '../../shared/testing';
import { subscriptionStarted } from './model';
import { SubscriptionPage } from './subscription-page';

const props: PageParcelProps = {
  route: { name: 'subscription', path: '/subscription', params: {}, query: {} },
  city: DEFAULT_CITY,
  routeCity: null,
};

it('says by the email form that the payment could not be started (502 provider_error)', async () => {
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
              status: 502,
              code: 'provider_error',
              message: 'YooKassa did not answer',
              method: 'POST',
              url: '/api/payments',
            }),
          ),
      ],
    ],
  });
  await allSettled(subscriptionStarted, { scope, params: props });
  render(
    <Provider value={scope}>
      <SubscriptionPage {...props} />
    </Provider>,
  );
  await act(async () => {
    fireEvent.click(screen.getByTestId('purchase'));
  });
  const form = screen.getByTestId('email-form');
  fireEvent.change(within(form).getByLabelText('Электронная почта'), {
    target: { value: 'ivan@example.ru' },
  });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Перейти к оплате' }));
  });
  expect(screen.getByTestId('email-form')).toBeInTheDocument();
  expect(within(screen.getByTestId('email-form')).getByRole('alert')).toHaveTextContent(CREATE_FAILED_TEXT);
});
