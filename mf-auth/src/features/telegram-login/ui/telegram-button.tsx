import { useUnit } from 'effector-react';
import { SocialButton, TelegramIcon } from '../../../shared/ui';
import { MESSENGER_NAME } from '../lib';
import { $telegramLoading, $widgetLoaded, telegramClicked } from '../model';

/** 'Войти с Telegram': disabled until the widget script has loaded, loading after a click (SPEC.md 2.5). */
export function TelegramButton() {
  const { loaded, loading } = useUnit({ loaded: $widgetLoaded, loading: $telegramLoading });
  return (
    <SocialButton
      icon={<TelegramIcon />}
      title={`Войти с ${MESSENGER_NAME}`}
      disabled={!loaded}
      loading={loading}
      onClick={() => telegramClicked()}
      testId="login-telegram"
    />
  );
}
