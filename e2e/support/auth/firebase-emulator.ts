// A stand-in for the Firebase Auth Emulator, answered through Playwright routes: the real Firebase SDK runs
// unchanged with connectAuthEmulator(FIREBASE_EMULATOR_URL). It serves the emulator's helper iframe and IdP
// widget (the same postMessage and sessionStorage contract as firebase-tools' src/emulator/auth), the two
// Identity Toolkit calls a popup or redirect sign-in makes, and Google's gapi script (gapi-shim.js).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';
import { FIREBASE_EMULATOR_URL, FIREBASE_PROJECT_ID } from './providers';

const GAPI_URL = 'https://apis.google.com/js/api.js';
const gapiShim = readFileSync(path.join(import.meta.dirname, 'gapi-shim.js'), 'utf8');

export interface IdpUser {
  sub: string;
  name: string;
  email: string;
}

interface FirebaseUser extends IdpUser {
  localId: string;
  providerId: string;
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The emulator's ID tokens are unsigned (alg none); the API takes them only with FIREBASE_AUTH_EMULATOR_HOST. */
function idTokenFor(user: FirebaseUser): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${FIREBASE_PROJECT_ID}`,
    aud: FIREBASE_PROJECT_ID,
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

const page = (title: string, body: string, script: string) =>
  `<!doctype html><html lang="ru"><meta charset="utf-8"><title>${title}</title>` +
  `<style>body{font:16px system-ui,sans-serif;margin:32px}button{font:inherit;padding:8px 16px;margin:4px}</style>` +
  `${body}<script>${script}</script></html>`;

/** The helper iframe: relays the widget's auth event to the SDK over gapi, or keeps it for after a redirect. */
const IFRAME_PAGE = page(
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
  gapiScript.src = '${GAPI_URL}';
  document.head.appendChild(gapiScript);
`,
);

/** The IdP widget the SDK opens (popup, or this tab for a redirect): pick the test account or cancel. */
function handlerPage(user: IdpUser): string {
  return page(
    'Auth Emulator IdP',
    `<h1 id="title">Вход через <span id="provider"></span></h1>
     <p><b id="name"></b> <span id="email"></span></p>
     <button id="sign-in" type="button">Войти этим аккаунтом</button>
     <button id="cancel" type="button">Отмена</button>`,
    `
  const user = ${JSON.stringify(user)};
  const query = new URLSearchParams(location.search);
  const apiKey = query.get('apiKey');
  const appName = query.get('appName');
  const authType = query.get('authType');
  const providerId = query.get('providerId');
  const storageKey = apiKey + ':' + appName;
  document.getElementById('provider').textContent = providerId;
  document.getElementById('name').textContent = user.name;
  document.getElementById('email').textContent = user.email;
  document.getElementById('cancel').onclick = () => window.close();
  document.getElementById('sign-in').onclick = () => {
    const claims = { sub: user.sub, name: user.name, email: user.email, email_verified: true };
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
}

export interface FirebaseStandIn {
  /** The account the IdP widget offers next. */
  user: IdpUser;
  /** Identity Toolkit calls seen, by method ('accounts:signInWithIdp'). */
  calls: string[];
}

/** Installs the stand-in on a browser context. */
export async function installFirebaseEmulator(
  context: BrowserContext,
  user: IdpUser = {
    sub: `${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    name: 'Анна Гуглова',
    email: 'anna@example.com',
  },
): Promise<FirebaseStandIn> {
  const standIn: FirebaseStandIn = { user, calls: [] };
  const users = new Map<string, FirebaseUser>();

  await context.route(`${GAPI_URL}*`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: gapiShim, headers: cors }),
  );
  await context.route(`${FIREBASE_EMULATOR_URL}/emulator/auth/iframe*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: IFRAME_PAGE }),
  );
  await context.route(`${FIREBASE_EMULATOR_URL}/emulator/auth/handler*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: handlerPage(standIn.user) }),
  );
  await context.route(`${FIREBASE_EMULATOR_URL}/identitytoolkit.googleapis.com/**`, (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const method = new URL(request.url()).pathname.split('/').at(-1) ?? '';
    standIn.calls.push(method);
    const body = (request.postDataJSON() ?? {}) as { requestUri?: string; idToken?: string };
    if (method === 'accounts:signInWithIdp') {
      const response = new URL(body.requestUri ?? '');
      const providerId = response.searchParams.get('providerId') ?? '';
      const claims = JSON.parse(response.searchParams.get('id_token') ?? '{}') as IdpUser;
      const localId = `${providerId.replace(/\W/g, '')}-${claims.sub}`;
      const isNewUser = !users.has(localId);
      const signedIn: FirebaseUser = { ...claims, localId, providerId };
      users.set(localId, signedIn);
      return route.fulfill({
        headers: cors,
        json: {
          kind: 'identitytoolkit#VerifyAssertionResponse',
          providerId,
          federatedId: claims.sub,
          localId,
          email: claims.email,
          emailVerified: true,
          displayName: claims.name,
          idToken: idTokenFor(signedIn),
          refreshToken: `stand-in-refresh-${localId}`,
          expiresIn: '3600',
          rawUserInfo: JSON.stringify(claims),
          isNewUser,
        },
      });
    }
    if (method === 'accounts:lookup') {
      const localId = JSON.parse(
        Buffer.from((body.idToken ?? '').split('.')[1] ?? '', 'base64url').toString(),
      ).user_id as string;
      const known = users.get(localId);
      if (!known)
        return route.fulfill({
          status: 400,
          headers: cors,
          json: { error: { code: 400, message: 'USER_NOT_FOUND' } },
        });
      const now = String(Date.now());
      return route.fulfill({
        headers: cors,
        json: {
          kind: 'identitytoolkit#GetAccountInfoResponse',
          users: [
            {
              localId,
              email: known.email,
              emailVerified: true,
              displayName: known.name,
              providerUserInfo: [
                {
                  providerId: known.providerId,
                  rawId: known.sub,
                  federatedId: known.sub,
                  email: known.email,
                  displayName: known.name,
                },
              ],
              validSince: now.slice(0, -3),
              lastLoginAt: now,
              createdAt: now,
            },
          ],
        },
      });
    }
    return route.fulfill({
      status: 400,
      headers: cors,
      json: { error: { code: 400, message: `UNSUPPORTED: ${method}` } },
    });
  });
  return standIn;
}
