// A Firebase Auth Emulator stand-in: the real Firebase SDK runs unchanged with connectAuthEmulator(<this origin>).
// It serves what a popup or redirect sign-in with Google or Apple touches in firebase-tools' emulator
// (src/emulator/auth): the helper iframe, the IdP widget page, the Identity Toolkit calls signInWithIdp and
// lookup, and Google's gapi loader that the SDK and the iframe need (gapi-shim.js; the app loads it from
// config.json's firebase.gapiScriptUrl, so nothing is fetched from apis.google.com). ID tokens are unsigned
// (alg none) like the emulator's; the API takes them only with FIREBASE_AUTH_EMULATOR_HOST outside production.
// Serve it on the site's own host name (localhost): after a redirect the helper iframe reads the event the widget
// left in sessionStorage, and Chromium partitions a cross-site iframe's storage.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readJson, send } from './http-util.mjs';

const GAPI_SHIM = readFileSync(path.join(import.meta.dirname, 'gapi-shim.js'), 'utf8');

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

function idTokenFor(projectId, user) {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: user.localId,
    sub: user.localId,
    iat: now,
    exp: now + 3600,
    email: user.email,
    email_verified: true,
    name: user.name,
    firebase: {
      identities: { [user.providerId]: [user.sub], email: [user.email] },
      sign_in_provider: user.providerId,
    },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

const page = (title, body, script) =>
  `<!doctype html><html lang="ru"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title}</title><style>body{font:16px system-ui,sans-serif;margin:32px;max-width:420px}` +
  `label{display:block;margin:12px 0}input{font:inherit;width:100%;padding:6px}` +
  `button{font:inherit;padding:8px 16px;margin:8px 8px 0 0}</style>${body}<script>${script}</script></html>`;

/** The helper iframe: relays the widget's auth event to the SDK over gapi, or keeps it for after a redirect. */
const iframePage = (origin) =>
  page(
    'Auth Emulator helper iframe',
    '',
    `
  const query = new URLSearchParams(location.search);
  const storageKey = 'firebase:redirectEvent:' + query.get('apiKey') + ':' + query.get('appName');
  let parent = null;
  const relay = (authEvent) =>
    parent.send('authEvent', {
      type: 'authEvent',
      authEvent: authEvent || { type: 'unknown', error: { code: 'auth/no-auth-event' } },
    });
  window.addEventListener('message', (event) => {
    if (event.data?.eventType !== 'sendAuthEvent') return;
    if (parent) relay(event.data.data.authEvent);
    else sessionStorage.setItem(storageKey, JSON.stringify(event.data.data.authEvent));
  });
  window.gapi_onload = () =>
    gapi.load('gapi.iframes', () => {
      parent = gapi.iframes.getContext().getParentIframe();
      parent.register('webStorageSupport', () => ({ status: 'ACK', webStorageSupport: true }));
      const stored = sessionStorage.getItem(storageKey);
      sessionStorage.removeItem(storageKey);
      relay(stored ? JSON.parse(stored) : null);
    });
  const gapiScript = document.createElement('script');
  gapiScript.src = ${JSON.stringify(`${origin}/gapi/api.js`)};
  document.head.appendChild(gapiScript);
`,
  );

/** The IdP widget the SDK opens (a popup, or this tab for a redirect): a test account to sign in with, or cancel. */
const HANDLER_PAGE = page(
  'Auth Emulator IdP',
  `<h1>Вход через <span id="provider"></span></h1>
   <p>Тестовый аккаунт (Firebase Auth Emulator, только для разработки):</p>
   <label>Имя <input id="display-name-input" value="Анна Тестова"></label>
   <label>Почта <input id="email-input" type="email" value="anna@example.com"></label>
   <button id="sign-in" type="button">Войти этим аккаунтом</button>
   <button id="cancel" type="button">Отмена</button>`,
  `
  const query = new URLSearchParams(location.search);
  const apiKey = query.get('apiKey');
  const appName = query.get('appName');
  const authType = query.get('authType');
  const providerId = query.get('providerId');
  const storageKey = apiKey + ':' + appName;
  document.getElementById('provider').textContent = providerId;
  document.getElementById('cancel').onclick = () => window.close();
  document.getElementById('sign-in').onclick = () => {
    const name = document.getElementById('display-name-input').value.trim() || 'Тестовый пользователь';
    const email = document.getElementById('email-input').value.trim() || 'test@example.com';
    const claims = { sub: 'sub-' + email, name, email, email_verified: true };
    const urlResponse = location.origin + location.pathname + '?providerId=' + encodeURIComponent(providerId) +
      '&id_token=' + encodeURIComponent(JSON.stringify(claims));
    const authEvent = { type: authType, eventId: query.get('eventId'), urlResponse, sessionId: 'stand-in',
      postBody: '', tenantId: null, error: null };
    if (/popup/i.test(authType)) {
      for (let index = 0; index < window.opener.frames.length; index++) {
        try {
          const frame = window.opener.frames[index];
          const frameQuery = new URLSearchParams(frame.location.search);
          if (frameQuery.get('apiKey') === apiKey && frameQuery.get('appName') === appName) {
            frame.postMessage({ eventType: 'sendAuthEvent', data: { authEvent, storageKey } }, '*');
          }
        } catch {
          // another origin's frame
        }
      }
      window.close();
    } else {
      sessionStorage.setItem('firebase:redirectEvent:' + storageKey, JSON.stringify(authEvent));
      location.assign(query.get('redirectUrl'));
    }
  };
`,
);

function html(response, body) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(body);
}

/**
 * The emulator's routes for the auth stand-in's server. Answers true when it handled the request.
 * @param {{ projectId: string, origin: string }} options
 */
export function firebaseAuthRoutes({ projectId, origin }) {
  /** @type {Map<string, { localId: string, providerId: string, sub: string, name: string, email: string }>} */
  const users = new Map();
  const digest = (text) => createHash('sha256').update(text).digest('hex').slice(0, 24);

  /** Sends a JSON answer with CORS; true, as a handled request. */
  const json = (response, status, body) => {
    send(response, status, body, CORS);
    return true;
  };
  const htmlPage = (response, body) => {
    html(response, body);
    return true;
  };

  return async function handle(request, response, url) {
    if (url.pathname === '/gapi/api.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', ...CORS });
      response.end(GAPI_SHIM);
      return true;
    }
    if (url.pathname === '/emulator/auth/iframe') return htmlPage(response, iframePage(origin));
    if (url.pathname === '/emulator/auth/handler') return htmlPage(response, HANDLER_PAGE);
    if (!url.pathname.startsWith('/identitytoolkit.googleapis.com/')) return false;

    if (request.method === 'OPTIONS') return json(response, 204, undefined);
    const method = url.pathname.split('/').at(-1);
    const body = (await readJson(request).catch(() => undefined)) ?? {};
    if (method === 'accounts:signInWithIdp') {
      let providerId;
      let claims;
      try {
        const answer = new URL(body.requestUri ?? '');
        providerId = answer.searchParams.get('providerId') ?? '';
        claims = JSON.parse(answer.searchParams.get('id_token') ?? '{}');
      } catch {
        return json(response, 400, { error: { code: 400, message: 'INVALID_IDP_RESPONSE' } });
      }
      if (!providerId || typeof claims.sub !== 'string') {
        return json(response, 400, { error: { code: 400, message: 'INVALID_IDP_RESPONSE' } });
      }
      const localId = digest(`${providerId}:${claims.sub}`);
      const isNewUser = !users.has(localId);
      const user = { localId, providerId, sub: claims.sub, name: claims.name, email: claims.email };
      users.set(localId, user);
      return json(response, 200, {
        kind: 'identitytoolkit#VerifyAssertionResponse',
        providerId,
        federatedId: claims.sub,
        localId,
        email: claims.email,
        emailVerified: true,
        displayName: claims.name,
        idToken: idTokenFor(projectId, user),
        refreshToken: `stand-in-refresh-${localId}`,
        expiresIn: '3600',
        rawUserInfo: JSON.stringify(claims),
        isNewUser,
      });
    }
    if (method === 'accounts:lookup') {
      let localId = '';
      try {
        localId = JSON.parse(
          Buffer.from(String(body.idToken ?? '').split('.')[1] ?? '', 'base64url').toString(),
        ).user_id;
      } catch {
        // a malformed token finds nobody
      }
      const user = users.get(localId);
      if (!user) return json(response, 400, { error: { code: 400, message: 'USER_NOT_FOUND' } });
      const now = String(Date.now());
      const info = {
        providerId: user.providerId,
        rawId: user.sub,
        federatedId: user.sub,
        email: user.email,
        displayName: user.name,
      };
      const account = {
        localId,
        email: user.email,
        emailVerified: true,
        displayName: user.name,
        providerUserInfo: [info],
        validSince: now.slice(0, -3),
        lastLoginAt: now,
        createdAt: now,
      };
      return json(response, 200, { kind: 'identitytoolkit#GetAccountInfoResponse', users: [account] });
    }
    return json(response, 400, { error: { code: 400, message: `UNSUPPORTED: ${method}` } });
  };
}
