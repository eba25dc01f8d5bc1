import { fireEvent, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
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
