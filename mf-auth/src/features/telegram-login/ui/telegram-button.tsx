import { useUnit } from 'effector-react';
import { SocialButton, TelegramIcon } from '../../../shared/ui';
import { MESSENGER_NAME } from '../lib';
import { $telegramLoading, $widgetLoaded, telegramClicked } from '../model';

/** 'Войти с Telegram': disabled until the widget script has loaded, loading after a click (SPEC.md 2.5). */
export function TelegramButton() {
  const { loaded, loading, click } = useUnit({
    loaded: $widgetLoaded,
    loading: $telegramLoading,
    click: telegramClicked,
  });
  return (
    <SocialButton
      icon={<TelegramIcon />}
      title={`Войти с ${MESSENGER_NAME}`}
      disabled={!loaded}
      loading={loading}
      onClick={() => click()}
      testId="login-telegram"
    />
  );
}
