import { useUnit } from 'effector-react';
import { SocialButton, TelegramIcon } from '../../../shared/ui';
import { MESSENGER_NAME } from '../lib';
import { $telegramButtonState, telegramClicked } from '../model';

/** 'Войти с Telegram': disabled until the widget script has loaded, loading after a click (SPEC.md 2.5). */
export function TelegramButton() {
  const { state, click } = useUnit({ state: $telegramButtonState, click: telegramClicked });
  return (
    <SocialButton
      icon={<TelegramIcon />}
      title={`Войти с ${MESSENGER_NAME}`}
      disabled={state === 'disabled'}
      loading={state === 'loading'}
      onClick={() => click()}
      testId="login-telegram"
    />
  );
}
