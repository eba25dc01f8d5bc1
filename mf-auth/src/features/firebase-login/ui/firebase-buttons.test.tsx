import { $runtimeConfig } from '@kaver/shared-contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { popupSignInFx } from '../model';
import { FirebaseButton } from './firebase-buttons';

const firebase = { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-kaver' };

describe('FirebaseButton', () => {
  it('while one provider signs in, the other button is disabled, not silently dead (SPEC.md 2.5)', async () => {
    let closePopup: (error: Error) => void = () => undefined;
    const popup = jest.fn(() => new Promise<string>((_, reject) => (closePopup = reject)));
    const scope = fork({ values: [[$runtimeConfig, { firebase }]], handlers: [[popupSignInFx, popup]] });
    render(
      <Provider value={scope}>
        <FirebaseButton provider="google" />
        <FirebaseButton provider="apple" />
      </Provider>,
    );
    const google = screen.getByRole('button', { name: 'Войти с Google' });
    const apple = screen.getByRole('button', { name: 'Войти с Apple' });
    expect(apple).toBeEnabled();

    await act(async () => fireEvent.click(google));
    expect(google).toHaveAttribute('aria-busy', 'true');
    expect(apple).toBeDisabled();

    await act(async () =>
      closePopup(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' })),
    );
    expect(google).toHaveAttribute('aria-busy', 'false');
    expect(apple).toBeEnabled();
    await act(async () => fireEvent.click(apple));
    expect(popup).toHaveBeenCalledTimes(2);
    expect(popup).toHaveBeenLastCalledWith(expect.objectContaining({ provider: 'apple' }));
  });
});
