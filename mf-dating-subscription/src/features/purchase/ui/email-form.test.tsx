import { $session, ApiError, type Session, type User } from '@kaver/shared-contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { loadPlansFx } from '../../../entities/plan';
import { MONTH_PLAN, paymentRefused } from '../../../shared/testing';
import { $error, CREATE_FAILED_TEXT, createPaymentFx, offerOpened, purchaseRequested } from '../model';
import { EMAIL_HINT, EmailForm } from './email-form';

function renderForm() {
  render(
    <Provider value={fork()}>
      <EmailForm />
    </Provider>,
  );
  return screen.getByLabelText('Электронная почта');
}

it('says why an address that is not one does nothing, and stops saying it once the person edits it', async () => {
  const field = renderForm();
  fireEvent.change(field, { target: { value: 'ivan@example' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
  });
  expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_HINT);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(EMAIL_HINT);

  fireEvent.change(field, { target: { value: 'ivan@example.ru' } });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(field).not.toHaveAttribute('aria-invalid');
});

it('says nothing of a valid address', async () => {
  const field = renderForm();
  fireEvent.change(field, { target: { value: ' ivan@example.ru ' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
  });
  expect(screen.queryByRole('alert')).toBeNull();
});

describe('when the payment cannot be started', () => {
  const WITHOUT_EMAIL: Session = {
    status: 'authenticated',
    user: { id: 42, email: null } as User,
    subscription: null,
  };
  const providerError = new ApiError({
    status: 502,
    code: 'provider_error',
    message: 'YooKassa did not answer',
    method: 'POST',
    url: '/api/payments',
  });
  const rateLimited = new ApiError({
    status: 429,
    code: 'rate_limited',
    message: 'Too many requests',
    method: 'POST',
    url: '/api/payments',
    retryAfter: 40,
  });

  /** A signed-in user without an email has picked the month plan and is asked for an address. */
  async function onTheEmailStep(error: ApiError) {
    const create = jest.fn(() => Promise.reject(error));
    const scope = fork({
      values: [[$session, WITHOUT_EMAIL]],
      handlers: [
        [loadPlansFx, async () => [MONTH_PLAN]],
        [createPaymentFx, create],
      ],
    });
    await allSettled(offerOpened, { scope, params: { source: 'test' } });
    await allSettled(purchaseRequested, { scope, params: { planId: 'site_month_577' } });
    render(
      <Provider value={scope}>
        <EmailForm />
      </Provider>,
    );
    return { scope, create };
  }

  it.each([
    ['the provider fails (502)', providerError, CREATE_FAILED_TEXT],
    ['the rate limit (429)', rateLimited, 'Слишком много запросов. Попробуй через 40 секунд'],
  ])('says so by the form: %s', async (_, error, text) => {
    const { create } = await onTheEmailStep(error);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Электронная почта'), { target: { value: 'ivan@example.ru' } });
    const submit = screen.getByRole('button', { name: 'Перейти к оплате' });
    submit.focus();
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('email-form')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    // Focus stays where the next try is, and the button says why the last one stopped.
    expect(submit).toBeEnabled();
    expect(submit).toHaveFocus();
    expect(submit).toHaveAccessibleDescription(text);
    // The address typed stays for another try.
    expect(screen.getByLabelText('Электронная почта')).toHaveValue('ivan@example.ru');
  });

  it('says by the field what to mend when the API refuses the address (400 on metadata.email)', async () => {
    const { create } = await onTheEmailStep(paymentRefused('metadata.email'));
    const field = screen.getByLabelText('Электронная почта');
    fireEvent.change(field, { target: { value: 'ivan@example.ru' } });
    const submit = screen.getByRole('button', { name: 'Перейти к оплате' });
    submit.focus();
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_HINT);
    expect(screen.queryByText(CREATE_FAILED_TEXT)).toBeNull();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(EMAIL_HINT);
    expect(field).toHaveFocus();

    fireEvent.change(field, { target: { value: 'ivan@example.com' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('gives focus back to the button when it fell to the page while the button was disabled', async () => {
    await onTheEmailStep(providerError);
    fireEvent.change(screen.getByLabelText('Электронная почта'), { target: { value: 'ivan@example.ru' } });
    const submit = screen.getByRole('button', { name: 'Перейти к оплате' });
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(CREATE_FAILED_TEXT);
    expect(submit).toHaveFocus();
  });

  it('keeps focus in the field when the address was sent with Enter', async () => {
    await onTheEmailStep(providerError);
    const field = screen.getByLabelText('Электронная почта');
    fireEvent.change(field, { target: { value: 'ivan@example.ru' } });
    field.focus();
    await act(async () => {
      fireEvent.submit(screen.getByTestId('email-form'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(CREATE_FAILED_TEXT);
    expect(field).toHaveFocus();
  });

  it('the next try starts without the old error', async () => {
    const { scope, create } = await onTheEmailStep(providerError);
    fireEvent.change(screen.getByLabelText('Электронная почта'), { target: { value: 'ivan@example.ru' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    create.mockImplementation(() => new Promise(() => undefined));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Перейти к оплате/ }));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(scope.getState($error)).toBeNull();
  });
});
