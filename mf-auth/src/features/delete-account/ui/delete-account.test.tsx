import { fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { $accountDeletingSignInFocusDue, accountDeletingSignedIn } from '../../../shared/model';
import { freshSignInRefusal, pressEnterOn } from '../../../shared/testing';
import { deleteAccountFx } from '../model';
import { DeleteAccount } from './delete-account';

const QUESTION = 'Точно удалить аккаунт? Это нельзя отменить.';

function renderDeletion(scope: Scope = fork({ handlers: [[deleteAccountFx, async () => undefined]] })) {
  render(
    <Provider value={scope}>
      <DeleteAccount />
    </Provider>,
  );
}

const deleteButton = () => screen.getByRole('button', { name: 'Удалить аккаунт' });
const confirmButton = () => screen.getByRole('button', { name: 'Да, удалить навсегда' });

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

describe('DeleteAccount after the login it asked for', () => {
  it('gives «Да, удалить навсегда» the focus the closing login modal leaves on the page', async () => {
    let calls = 0;
    const refusedOnce = async () => {
      calls += 1;
      if (calls === 1) throw freshSignInRefusal();
    };
    const scope = fork({ handlers: [[deleteAccountFx, refusedOnce]] });
    renderDeletion(scope);
    deleteButton().focus();
    await pressEnterOn('Удалить аккаунт');
    confirmButton().focus();
    await pressEnterOn('Да, удалить навсегда');
    // The login modal took the focus, and goes without giving it back.
    confirmButton().blur();
    await act(async () => {
      await allSettled(accountDeletingSignedIn, { scope });
    });
    expect(confirmButton()).toHaveFocus();
    expect(scope.getState($accountDeletingSignInFocusDue)).toBe(false);

    await pressEnterOn('Да, удалить навсегда');
    expect(await screen.findByTestId('account-deleted')).toHaveFocus();
  });

  it("gives it to «Удалить аккаунт» on a page shown after the login (a redirect, or the page's «Войти»)", () => {
    renderDeletion(fork({ values: [[$accountDeletingSignInFocusDue, true]] }));
    expect(deleteButton()).toHaveFocus();
  });
});
