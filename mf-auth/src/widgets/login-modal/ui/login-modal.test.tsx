import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { LoginModal } from './login-modal';

describe('LoginModal', () => {
  it('«вернуться назад» after a failed social return keeps the focus in the dialog, on its title', async () => {
    // Reproduced as the audit did: sessionStorage 'kaver:social-return' = 'google', then a reload (no config here,
    // so the return fails).
    const scope = fork();
    render(
      <Provider value={scope}>
        <LoginModal request={{ socialReturn: { provider: 'google' } }} />
      </Provider>,
    );
    const dialog = screen.getByRole('dialog');
    expect(await screen.findByText('Произошла ошибка при входе через Google')).toBeInTheDocument();

    await act(() => userEvent.click(screen.getByRole('button', { name: 'вернуться назад' })));
    expect(screen.getByRole('button', { name: 'Войти с Google' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('heading', { name: 'Вход в Kaver' })).toHaveFocus();
  });
});
