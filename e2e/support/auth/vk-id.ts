// VK ID at its real origin for the new-window flow: Playwright routes answer https://id.vk.ru (the authorize page,
// the one-tap widget frame, the SDK's config and statistics calls), so @vkid/sdk runs unchanged against pages that
// really come from its origin (it takes a window's answer only from *.vk.ru). The API exchanges the codes with the
// stack's auth stand-in (scripts/stand-ins/vk-id.mjs): codes carry what its exchange checks, in its format.
import type { BrowserContext } from '@playwright/test';

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
