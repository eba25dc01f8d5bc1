import { $session, ApiError, type User } from '@kaver/shared-contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { loadPlansFx } from '../../entities/plan';
import { createPaymentFx } from '../../features/purchase/model';
import { MONTH_PLAN } from '../../shared/testing';
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
