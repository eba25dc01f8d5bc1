import { $runtimeConfig } from '@kaver/shared-contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { popupSignInFx } from '../../../features/firebase-login/model';
import { $phoneInput } from '../../../features/phone-login/model';
import { $widgetLoaded } from '../../../features/telegram-login/model';
import { ProviderPicker } from './provider-picker';

const config = {
  firebase: { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-kaver' },
  telegram: { botName: 'kaver_bot', botId: 1, widgetUrl: 'https://telegram.org/js/telegram-widget.js?22' },
  vkid: { appId: 51000001, redirectUrl: 'https://kaver.ru/' },
};

describe('ProviderPicker', () => {
  it('while Google signs in, Telegram, VK ID and «Получить код» are disabled too, and come back after', async () => {
    let closePopup: (error: Error) => void = () => undefined;
    const scope = fork({
      values: [
        [$runtimeConfig, config],
        [$widgetLoaded, true],
        [$phoneInput, '+7 (999) 123-45-67'],
      ],
      handlers: [[popupSignInFx, () => new Promise<string>((_, reject) => (closePopup = reject))]],
    });
    render(
      <Provider value={scope}>
        <ProviderPicker />
      </Provider>,
    );
    const others = [
      screen.getByRole('button', { name: 'Войти с Telegram' }),
      screen.getByRole('button', { name: 'Войти с Apple' }),
      screen.getByRole('button', { name: 'Войти с VK ID' }),
      screen.getByRole('button', { name: 'Получить код' }),
    ];
    for (const button of others) expect(button).toBeEnabled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Войти с Google' })));
    for (const button of others) expect(button).toBeDisabled();

    await act(async () =>
      closePopup(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' })),
    );
    for (const button of others) expect(button).toBeEnabled();
  });
});
