import { fireEvent, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { pressEnterOn } from '../../../shared/testing';
import { deleteAccountFx } from '../model';
import { DeleteAccount } from './delete-account';

const QUESTION = 'Точно удалить аккаунт? Это нельзя отменить.';

function renderDeletion() {
  const scope = fork({ handlers: [[deleteAccountFx, async () => undefined]] });
  render(
    <Provider value={scope}>
      <DeleteAccount />
    </Provider>,
  );
}

const deleteButton = () => screen.getByRole('button', { name: 'Удалить аккаунт' });

describe('DeleteAccount by keyboard', () => {
  it('gives the focus to the confirmation, and back to «Удалить аккаунт» on «Оставить аккаунт» or Escape', async () => {
    renderDeletion();
    deleteButton().focus();
    await pressEnterOn('Удалить аккаунт');
    const confirmation = screen.getByRole('alertdialog', { name: QUESTION });
    expect(confirmation).toHaveFocus();

    await act(async () => {
      fireEvent.keyDown(confirmation, { key: 'Escape' });
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deleteButton()).toHaveFocus();

    await pressEnterOn('Удалить аккаунт');
    screen.getByRole('button', { name: 'Оставить аккаунт' }).focus();
    await pressEnterOn('Оставить аккаунт');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deleteButton()).toHaveFocus();
  });

  it('gives the focus to the result once the account is deleted', async () => {
    renderDeletion();
    deleteButton().focus();
    await pressEnterOn('Удалить аккаунт');
    screen.getByRole('button', { name: 'Да, удалить навсегда' }).focus();
    await pressEnterOn('Да, удалить навсегда');
    const result = await screen.findByTestId('account-deleted');
    expect(result).toHaveTextContent('Аккаунт удалён');
    expect(result).toHaveFocus();
  });
});
