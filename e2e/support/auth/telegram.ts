// Telegram Login stand-ins, answered through Playwright routes: the widget script at its production URL (with
// Telegram.Login.auth, as telegram-widget.js has it) and Telegram's sign-in window at oauth.telegram.org, which
// hands back a user object signed like Telegram signs it (HMAC-SHA256 keyed with SHA256 of the bot token), so
// the API's real check runs on it.
import type { BrowserContext } from '@playwright/test';
import { telegramPayload } from '../../../api/test/social-fakes';
import { TELEGRAM_BOT_TOKEN, TELEGRAM_WIDGET_URL } from './providers';

const OAUTH_ORIGIN = 'https://oauth.telegram.org';

export interface TelegramUser {
  id: number;
  first_name: string;
  username?: string;
}

/** A user object signed as Telegram signs it (the API tests' helper does the signing). */
export function signTelegramUser(user: TelegramUser, botToken = TELEGRAM_BOT_TOKEN) {
  return telegramPayload(botToken, { ...user, auth_date: Math.floor(Date.now() / 1000) });
}

const WIDGET_SCRIPT = `
(() => {
  const origin = ${JSON.stringify(OAUTH_ORIGIN)};
  const auth = (options, callback) => {
    const botId = parseInt(options.bot_id, 10);
    if (!botId) throw new Error('Bot id required');
    const url = origin + '/auth?bot_id=' + botId + '&origin=' + encodeURIComponent(location.origin) +
      (options.request_access ? '&request_access=' + encodeURIComponent(options.request_access) : '') +
      (options.lang ? '&lang=' + encodeURIComponent(options.lang) : '');
    const popup = window.open(url, 'telegram_oauth_bot' + botId, 'width=550,height=470');
    let done = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      callback(result);
    };
    const onMessage = (event) => {
      if (event.source !== popup || event.origin !== origin) return;
      let data = {};
      try { data = JSON.parse(event.data); } catch {}
      if (data.event === 'auth_result') finish(data.result || false);
    };
    window.addEventListener('message', onMessage);
    const poll = setInterval(() => { if (!popup || popup.closed) finish(false); }, 300);
  };
  window.Telegram = window.Telegram || {};
  window.Telegram.Login = { auth };
})();
`;

function authPage(url: URL, user: TelegramUser): string {
  const signed = signTelegramUser(user);
  const opener = url.searchParams.get('origin') ?? '*';
  return (
    `<!doctype html><html lang="ru"><meta charset="utf-8"><title>Telegram</title>` +
    `<h1>Telegram</h1><p>Сайт просит войти как <b>${user.first_name}</b>.</p>` +
    `<button id="accept" type="button">Принять</button> <button id="decline" type="button">Отмена</button>` +
    `<script>
      document.getElementById('accept').onclick = () => {
        window.opener.postMessage(JSON.stringify({ event: 'auth_result', result: ${JSON.stringify(signed)} }), ${JSON.stringify(opener)});
        window.close();
      };
      document.getElementById('decline').onclick = () => window.close();
    </script></html>`
  );
}

export interface TelegramStandIn {
  user: TelegramUser;
  /** Milliseconds before the widget script is served (to see the button disabled while it loads). */
  scriptDelayMs: number;
}

export async function installTelegram(context: BrowserContext, standIn: TelegramStandIn): Promise<void> {
  await context.route(TELEGRAM_WIDGET_URL, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, standIn.scriptDelayMs));
    await route.fulfill({ contentType: 'text/javascript', body: WIDGET_SCRIPT });
  });
  await context.route(`${OAUTH_ORIGIN}/auth?*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: authPage(new URL(route.request().url()), standIn.user) }),
  );
}
