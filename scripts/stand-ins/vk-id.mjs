// VK ID stand-in. @vkid/sdk builds only https://<domain>/... addresses, so its browser pages are served over TLS
// (a self-signed certificate for localhost, made on first start and kept in node_modules/.cache) at the host
// that config.json's vkid.sdkDomain names: the authorize page, the one-tap widget frame and the SDK's statistics
// and config calls. The server side the API talks to (POST /oauth2/auth with the PKCE verifier, POST
// /oauth2/user_info) is plain http under /vkid on the auth stand-in. Codes carry what the exchange checks, so
// the two sides share no state.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import path from 'node:path';
import selfsigned from 'selfsigned';
import { listen } from './http-util.mjs';

const CERT_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/kaver-stand-ins');

const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (value) => JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
const s256 = (verifier) => createHash('sha256').update(verifier).digest('base64url');
const userIdOf = (name) =>
  1_000_000 +
  (Number.parseInt(createHash('sha256').update(name).digest('hex').slice(0, 8), 16) % 900_000_000);

/** The development certificate for localhost and 127.0.0.1, made once (the browser is asked to trust it once). */
async function localhostCertificate() {
  const keyFile = path.join(CERT_DIR, 'localhost-key.pem');
  const certFile = path.join(CERT_DIR, 'localhost-cert.pem');
  if (existsSync(keyFile) && existsSync(certFile)) {
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  }
  const notAfterDate = new Date();
  notAfterDate.setFullYear(notAfterDate.getFullYear() + 2);
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  mkdirSync(CERT_DIR, { recursive: true });
  writeFileSync(keyFile, pems.private);
  writeFileSync(certFile, pems.cert);
  return { key: pems.private, cert: pems.cert };
}

const page = (title, body, script) =>
  `<!doctype html><html lang="ru"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title}</title><style>body{font:15px system-ui,sans-serif;margin:0;padding:16px}` +
  `input{font:inherit;width:100%;padding:6px;margin:8px 0}button{font:inherit;width:100%;height:40px}</style>` +
  `${body}<script>${script}</script></html>`;

function authorizePage(url) {
  const state = url.searchParams.get('state') ?? '';
  const challenge = url.searchParams.get('code_challenge') ?? '';
  const clientId = url.searchParams.get('client_id') ?? '';
  const redirectUri = url.searchParams.get('redirect_uri') ?? '';
  return page(
    'VK ID',
    `<h1>VK ID</h1><p>Тестовый вход (только для разработки).</p>
     <label>Имя <input id="first-name" value="Иван"></label>
     <button id="allow" type="button">Разрешить</button>`,
    `
  const state = ${JSON.stringify(state)};
  document.getElementById('allow').onclick = async () => {
    const firstName = document.getElementById('first-name').value.trim() || 'Иван';
    const answer = await fetch('/code?' + new URLSearchParams({
      first_name: firstName, challenge: ${JSON.stringify(challenge)}, client_id: ${JSON.stringify(clientId)},
    }));
    const { code, device_id } = await answer.json();
    const payload = { code, state, device_id, type: 'code_v2', expires_in: 600 };
    if (window.opener) {
      window.opener.postMessage({ action: 'oauth2_authorize_response' + state, payload }, '*');
      window.close();
      return;
    }
    const back = new URL(${JSON.stringify(redirectUri)});
    for (const [key, value] of Object.entries(payload)) back.searchParams.set(key, String(value));
    location.assign(back.toString());
  };
`,
  );
}

const ONE_TAP_PAGE = page(
  'VK ID One Tap',
  '<button id="one-tap-continue" type="button">Продолжить с VK ID</button>',
  `
  const send = (handler, params = {}) => parent.postMessage({ type: 'vk-sak-sdk', handler, params }, '*');
  send('common: load');
  document.getElementById('one-tap-continue').onclick = () => send('onetap: show full auth');
`,
);

const WELCOME_PAGE = page(
  'VK ID stand-in',
  '<h1>VK ID (тестовый)</h1><p>Сертификат принят: вход через VK ID на сайте в разработке работает. Вернись на сайт.</p>',
  '',
);

/** The https server of the browser pages. */
export async function startVkIdPages({ port, host }) {
  const server = createServer(await localhostCertificate(), (request, response) => {
    const url = new URL(request.url ?? '/', 'https://stand-in');
    const origin = request.headers.origin ?? '*';
    const cors = {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': '*',
    };
    const html = (body) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
    if (url.pathname === '/authorize') return html(authorizePage(url));
    if (url.pathname === '/button_one_tap_auth') return html(ONE_TAP_PAGE);
    if (url.pathname === '/') return html(WELCOME_PAGE);
    if (url.pathname === '/code') {
      const firstName = (url.searchParams.get('first_name') ?? 'Иван').slice(0, 64);
      const user = { id: userIdOf(firstName), firstName };
      const claims = {
        user,
        challenge: url.searchParams.get('challenge') ?? '',
        deviceId: `device-${user.id}`,
        clientId: url.searchParams.get('client_id') ?? '',
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ code: `vk.${encode(claims)}`, device_id: claims.deviceId }));
    }
    // vkid_sdk_get_config, stat_events_vkid_sdk and the like: nothing switched on.
    response.writeHead(200, { 'content-type': 'application/json', ...cors });
    return response.end(JSON.stringify({ response: { active: 0 } }));
  });
  const url = (await listen(server, port, host)).replace(/^http:/, 'https:');
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

function readForm(request) {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(new URLSearchParams(text)));
    request.on('error', reject);
  });
}

/**
 * The server side on the auth stand-in (VK_ID_BASE_URL = <auth stand-in>/vkid): the code exchange checks the
 * PKCE verifier against the challenge of the authorize page, the device and the app. Answers true when handled.
 * @param {{ appId: number, exchanges?: object[] }} options exchanges collects what was exchanged (tests read it).
 */
export function vkIdServerRoutes({ appId, exchanges = [] }) {
  return async function handle(request, response, url) {
    if (!url.pathname.startsWith('/vkid/')) return false;
    const send = (status, value) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const body = await readForm(request);
    try {
      if (request.method === 'POST' && url.pathname === '/vkid/oauth2/auth') {
        const claims = decode((body.get('code') ?? '').replace(/^vk\./, ''));
        const query = url.searchParams;
        const verified =
          s256(query.get('code_verifier') ?? '') === claims.challenge &&
          query.get('device_id') === claims.deviceId &&
          query.get('client_id') === String(appId) &&
          claims.clientId === String(appId);
        const state = query.get('state') ?? '';
        exchanges.push({ userId: claims.user.id, state, verified });
        if (!verified)
          return send(400, { error: 'invalid_grant', error_description: 'code_verifier', state });
        return send(200, {
          access_token: `vkat.${encode(claims.user)}`,
          refresh_token: 'vk-refresh',
          id_token: 'vk-id-token',
          token_type: 'Bearer',
          expires_in: 3600,
          user_id: claims.user.id,
          state,
          scope: 'vkid.personal_info',
        });
      }
      if (request.method === 'POST' && url.pathname === '/vkid/oauth2/user_info') {
        const user = decode((body.get('access_token') ?? '').replace(/^vkat\./, ''));
        return send(200, { user: { user_id: String(user.id), first_name: user.firstName, last_name: '' } });
      }
      if (request.method === 'GET' && url.pathname === '/vkid/exchanges') return send(200, exchanges);
      return send(404, { error: 'not_found' });
    } catch {
      return send(400, { error: 'invalid_request' });
    }
  };
}
