// VK ID stand-ins. In the browser, Playwright routes answer https://id.vk.ru (the authorize page, the one-tap
// widget frame, the SDK's config and statistics calls), so @vkid/sdk runs unchanged against pages that really
// come from its origin. For the API, a small HTTP server answers the server-side code exchange
// (POST /oauth2/auth with the PKCE verifier) and POST /oauth2/user_info. Codes carry what the exchange checks,
// so the two sides share no state.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { BrowserContext } from '@playwright/test';
import { VK_APP_ID, VK_ID_STAND_IN_PORT } from './providers';

const VKID_ORIGIN = 'https://id.vk.ru';

export interface VkUser {
  id: number;
  firstName: string;
}

interface CodeClaims {
  user: VkUser;
  challenge: string;
  deviceId: string;
  clientId: string;
}

/** How the one-tap frame behaves: VK knows the person, does not, or never answers (the 5 s time-out). */
export type OneTapMode = 'signed-in' | 'not-authorized' | 'silent';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = <T>(value: string): T => JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as T;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const html = (title: string, body: string, script: string) =>
  `<!doctype html><html lang="ru"><meta charset="utf-8"><title>${title}</title>` +
  `<style>body{font:15px system-ui,sans-serif;margin:0;padding:8px}button{font:inherit;width:100%;height:40px}</style>` +
  `${body}<script>${script}</script></html>`;

function authorizePage(url: URL, user: VkUser): string {
  const state = url.searchParams.get('state') ?? '';
  const claims: CodeClaims = {
    user,
    challenge: url.searchParams.get('code_challenge') ?? '',
    deviceId: `device-${user.id}`,
    clientId: url.searchParams.get('client_id') ?? '',
  };
  const payload = {
    code: `vk.${encode(claims)}`,
    state,
    device_id: claims.deviceId,
    type: 'code_v2',
    expires_in: 600,
  };
  return html(
    'VK ID',
    `<h1>VK ID</h1><p>Войти в Kaver как <b>${user.firstName}</b>?</p><button id="allow" type="button">Разрешить</button>`,
    `
  const payload = ${JSON.stringify(payload)};
  const redirectUri = ${JSON.stringify(url.searchParams.get('redirect_uri') ?? '')};
  document.getElementById('allow').onclick = () => {
    if (window.opener) {
      window.opener.postMessage({ action: 'oauth2_authorize_response' + payload.state, payload }, '*');
      window.close();
      return;
    }
    const back = new URL(redirectUri);
    for (const [key, value] of Object.entries(payload)) back.searchParams.set(key, String(value));
    location.assign(back.toString());
  };
`,
  );
}

function oneTapPage(mode: OneTapMode, user: VkUser): string {
  return html(
    'VK ID One Tap',
    `<button id="one-tap-continue" type="button">Продолжить как ${user.firstName}</button>`,
    `
  const send = (handler, params = {}) => parent.postMessage({ type: 'vk-sak-sdk', handler, params }, '*');
  const mode = ${JSON.stringify(mode)};
  if (mode !== 'silent') send('common: load');
  if (mode === 'not-authorized') send('onetap: not authorized');
  document.getElementById('one-tap-continue').onclick = () => send('onetap: show full auth');
`,
  );
}

export interface VkIdPages {
  /** Mutable between steps of a test. */
  oneTap: OneTapMode;
  user: VkUser;
}

/** Routes the browser's https://id.vk.ru traffic to the stand-in pages. */
export async function installVkIdPages(context: BrowserContext, pages: VkIdPages): Promise<void> {
  await context.route(`${VKID_ORIGIN}/**`, (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const origin = request.headers().origin ?? '*';
    const cors = {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': '*',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (url.pathname === '/authorize') {
      return route.fulfill({ contentType: 'text/html', body: authorizePage(url, pages.user) });
    }
    if (url.pathname === '/button_one_tap_auth') {
      return route.fulfill({ contentType: 'text/html', body: oneTapPage(pages.oneTap, pages.user) });
    }
    // vkid_sdk_get_config, stat_events_vkid_sdk and the like: nothing switched on.
    return route.fulfill({ headers: cors, json: { response: { active: 0 } } });
  });
}

export interface VkIdServer {
  /** Code exchanges the API made: the verifier matched the challenge of the authorize page. */
  exchanges: { userId: number; state: string; verified: boolean }[];
  close(): Promise<void>;
}

function readBody(request: import('node:http').IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(new URLSearchParams(text)));
    request.on('error', reject);
  });
}

/** The VK ID server the API talks to (VK_ID_BASE_URL). */
export async function startVkIdServer(): Promise<VkIdServer> {
  const exchanges: VkIdServer['exchanges'] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    try {
      if (request.method === 'POST' && url.pathname === '/oauth2/auth') {
        const code = body.get('code') ?? '';
        const claims = decode<CodeClaims>(code.replace(/^vk\./, ''));
        const query = url.searchParams;
        const verified =
          s256(query.get('code_verifier') ?? '') === claims.challenge &&
          query.get('device_id') === claims.deviceId &&
          query.get('client_id') === String(VK_APP_ID) &&
          claims.clientId === String(VK_APP_ID);
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
      if (request.method === 'POST' && url.pathname === '/oauth2/user_info') {
        const user = decode<VkUser>((body.get('access_token') ?? '').replace(/^vkat\./, ''));
        return send(200, { user: { user_id: String(user.id), first_name: user.firstName, last_name: '' } });
      }
      return send(404, { error: 'not_found' });
    } catch {
      return send(400, { error: 'invalid_request' });
    }
  });
  await new Promise<void>((resolve) => server.listen(VK_ID_STAND_IN_PORT, '127.0.0.1', resolve));
  return {
    exchanges,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
