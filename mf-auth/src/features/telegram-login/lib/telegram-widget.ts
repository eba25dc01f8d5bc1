import { loadScript } from '@kaver/shared-contracts/ui';

// The Telegram Login widget script (telegram-widget.js), injected when the login modal opens. We use its
// Telegram.Login.auth from our own button; the user object it returns goes to our API, which checks its hash.

/** The widget's user object, as Telegram sends it (snake_case, signed as is). */
export interface TelegramWidgetUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
  [field: string]: string | number | undefined;
}

interface TelegramLogin {
  auth(
    options: { bot_id: number; request_access?: string; lang?: string },
    callback: (user: TelegramWidgetUser | false) => void,
  ): void;
}

declare global {
  interface Window {
    Telegram?: { Login?: TelegramLogin };
  }
}

export const MESSENGER_NAME = 'Telegram';

/** Injects the script once per URL (a failed load is tried again next time); resolves when Telegram.Login is there. */
export async function loadTelegramWidget(url: string): Promise<void> {
  await loadScript(url);
  if (!window.Telegram?.Login) throw new Error('telegram-widget.js has no Telegram.Login');
}

/** Opens Telegram's sign-in window; resolves with the user, or null when the person closed it. */
export function telegramAuth(botId: number): Promise<TelegramWidgetUser | null> {
  const login = window.Telegram?.Login;
  if (!login) return Promise.reject(new Error('Telegram.Login is not loaded'));
  return new Promise((resolve) => {
    login.auth({ bot_id: botId, request_access: 'write', lang: 'ru' }, (user) => resolve(user || null));
  });
}
