// Telegram Login stand-in: the widget script (Telegram.Login.auth, as telegram-widget.js has it, opening the
// sign-in window on the script's own origin and taking its answer only from there) and that window, which hands
// back a user object signed as Telegram signs it: HMAC-SHA256 of the sorted 'key=value' lines keyed with
// SHA256(bot token) (core.telegram.org/widgets/login). The API's real hash check runs on it.
import { createHash, createHmac } from 'node:crypto';

const WIDGET_SCRIPT = `
(() => {
  const origin = new URL(document.currentScript.src).origin;
  const auth = (options, callback) => {
    const botId = parseInt(options.bot_id, 10);
    if (!botId) throw new Error('Bot id required');
    const url = origin + '/telegram/auth?bot_id=' + botId + '&origin=' + encodeURIComponent(location.origin) +
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

/** The user object with auth_date and hash, signed with the bot token (the Login Widget's data-check-string). */
export function signTelegramUser(botToken, user, authDate = Math.floor(Date.now() / 1000)) {
  const fields = { ...user, auth_date: authDate };
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') };
}

const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function authPage(url) {
  const opener = url.searchParams.get('origin') ?? '';
  return (
    `<!doctype html><html lang="ru"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>Telegram</title><style>body{font:16px system-ui,sans-serif;margin:24px}label{display:block;margin:12px 0}` +
    `input{font:inherit;width:100%;padding:6px}button{font:inherit;padding:8px 16px;margin:8px 8px 0 0}</style>` +
    `<h1>Telegram</h1><p>Сайт <b>${escapeHtml(opener)}</b> просит войти (тестовый бот, только для разработки).</p>` +
    `<label>Имя <input id="first-name" value="Павел"></label>` +
    `<label>Имя пользователя <input id="username" value="pavel_test"></label>` +
    `<button id="accept" type="button">Принять</button> <button id="decline" type="button">Отмена</button>` +
    `<script>
      const opener = ${JSON.stringify(opener)};
      document.getElementById('decline').onclick = () => window.close();
      document.getElementById('accept').onclick = async () => {
        const first_name = document.getElementById('first-name').value.trim() || 'Тест';
        const username = document.getElementById('username').value.trim();
        const answer = await fetch('/telegram/sign', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ first_name, username }),
        });
        const result = await answer.json();
        window.opener.postMessage(JSON.stringify({ event: 'auth_result', result }), opener);
        window.close();
      };
    </script></html>`
  );
}

/** A stable Telegram id per username, so that the same test person comes back to the same account. */
const idOf = (username) =>
  100_000 +
  (Number.parseInt(createHash('sha256').update(username).digest('hex').slice(0, 8), 16) % 900_000_000);

/** The stand-in's routes; answers true when it handled the request. */
export function telegramLoginRoutes({ botToken }) {
  return async function handle(request, response, url, readJson) {
    if (url.pathname === '/telegram/js/telegram-widget.js') {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'access-control-allow-origin': '*',
      });
      response.end(WIDGET_SCRIPT);
      return true;
    }
    if (url.pathname === '/telegram/auth') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(authPage(url));
      return true;
    }
    if (url.pathname === '/telegram/sign' && request.method === 'POST') {
      const body = (await readJson(request).catch(() => undefined)) ?? {};
      const firstName =
        typeof body.first_name === 'string' && body.first_name ? body.first_name.slice(0, 64) : 'Тест';
      const username =
        typeof body.username === 'string' ? body.username.replace(/[^\w]/g, '').slice(0, 32) : '';
      const user = { id: idOf(username || firstName), first_name: firstName, ...(username && { username }) };
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(signTelegramUser(botToken, user)));
      return true;
    }
    return false;
  };
}
