// The browser's session (issue 11.5): HttpOnly cookies set by the API, short access tokens, refresh rotation
// with reuse detection, the Origin check of cookie-authenticated writes, header clients unchanged, and account
// deletion that needs a fresh sign-in and leaves no trace of the phone in the data folder.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type Answer, AUTH, call, type Stack, startStack, WEB } from './harness';

const SITE = 'http://localhost:3000';
const FRESH_SECONDS = 4;
const GRACE_SECONDS = 2;
/** How often the retention job erases deleted accounts from the files. */
const RETENTION_SECONDS = 2;
let stack: Stack;

before(async () => {
  stack = await startStack({
    FRESH_SIGN_IN_SECONDS: String(FRESH_SECONDS),
    REFRESH_REUSE_GRACE_SECONDS: String(GRACE_SECONDS),
    RETENTION_INTERVAL_SECONDS: String(RETENTION_SECONDS),
  });
});
after(async () => {
  await stack?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let phoneCounter = 0;
/** A number no seeded row contains: its digits are searched for in the database files. */
const uniquePhone = () =>
  `89${String(Date.now() % 10_000_000).padStart(7, '0')}${String(++phoneCounter).padStart(2, '0')}`;

interface SetCookie {
  value: string;
  attributes: string[];
}

/** The Set-Cookie headers of an answer by name: the value and the attributes as sent (lower-cased). */
function setCookies(answer: Answer): Record<string, SetCookie> {
  const cookies: Record<string, SetCookie> = {};
  for (const line of answer.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, ...value] = pair!.split('=');
    cookies[name!] = { value: value.join('='), attributes: attributes.map((a) => a.toLowerCase()) };
  }
  return cookies;
}

/** What a browser would send back: `name=value; ...` of the cookies that were set (not cleared). */
function cookieHeader(cookies: Record<string, SetCookie>): string {
  return Object.entries(cookies)
    .filter(([, cookie]) => cookie.value !== '')
    .map(([name, cookie]) => `${name}=${cookie.value}`)
    .join('; ');
}

async function signIn(phone = uniquePhone()) {
  const sent = await call(stack.api, 'POST', `${AUTH}/`, { headers: { auth_type: '1', phone } });
  assert.equal(sent.status, 200);
  const confirmed = await call(stack.api, 'POST', `${AUTH}/token/sms/v2`, {
    headers: { code: sent.body.security_data, phone, platform_id: '3' },
  });
  assert.equal(confirmed.status, 200);
  const cookies = setCookies(confirmed);
  return {
    phone,
    body: confirmed.body,
    cookies,
    cookie: cookieHeader(cookies),
    access: { access_token: confirmed.body.access_token as string },
  };
}

const refreshWith = (headers: Record<string, string>) =>
  call(stack.api, 'POST', `${AUTH}/token/refresh`, { headers });
const me = (headers: Record<string, string>) => call(stack.api, 'GET', `${WEB}/profile/-1`, { headers });

async function filesContaining(dir: string, needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file).catch(() => null); // a WAL segment removed meanwhile
    if (bytes?.includes(needle)) hits.push(path.relative(dir, file));
  }
  return hits;
}

describe('session cookies', () => {
  it('a sign-in answers the tokens and sets them as HttpOnly, SameSite=Lax cookies; the access one lives an hour', async () => {
    const { body, cookies } = await signIn();
    assert.match(body.access_token, /^\S{20,}$/);
    assert.equal(body.expires_in, 3600);
    const access = cookies.access_token!;
    assert.equal(access.value, body.access_token);
    for (const flag of ['httponly', 'samesite=lax', 'path=/', 'max-age=3600']) {
      assert.ok(access.attributes.includes(flag), `access_token cookie lacks ${flag}: ${access.attributes}`);
    }
    // The test site is http://localhost: a Secure cookie would not be kept there.
    assert.ok(!access.attributes.includes('secure'));
    const refresh = cookies.refresh_token!;
    assert.equal(refresh.value, body.refresh_token);
    assert.ok(refresh.attributes.includes('httponly'));
    assert.ok(refresh.attributes.includes(`max-age=${body.refresh_expires_in}`));
    // The page may know that a session exists, never the token itself.
    assert.equal(cookies.signed_in?.value, '1');
    assert.ok(!cookies.signed_in!.attributes.includes('httponly'));
  });

  it('authenticates the browser by the cookie, and header clients without any Origin as before', async () => {
    const session = await signIn();
    assert.equal((await me({ cookie: session.cookie })).status, 200);
    assert.equal((await me(session.access)).status, 200);
    const byHeader = await call(stack.api, 'POST', `${WEB}/user/categories`, {
      headers: { ...session.access, categories: '1,2,3' },
    });
    assert.equal(byHeader.status, 200);
    assert.deepEqual(byHeader.body.categories, [1, 2, 3]);
    // The header wins over a cookie of another session.
    const other = await signIn();
    const mixed = await me({ ...session.access, cookie: other.cookie });
    assert.equal(mixed.body.phone, session.phone);
  });

  it('refuses cookie-authenticated writes from another origin or none (403 csrf_origin_mismatch)', async () => {
    const session = await signIn();
    const save = (headers: Record<string, string>) =>
      call(stack.api, 'POST', `${WEB}/user/categories`, {
        headers: { cookie: session.cookie, categories: '4,5,6', ...headers },
      });
    const foreign: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/x' },
    ];
    for (const headers of foreign) {
      const refused = await save(headers);
      assert.equal(refused.status, 403, JSON.stringify(headers));
      assert.equal(refused.body.error.code, 'csrf_origin_mismatch');
    }
    assert.deepEqual((await me(session.access)).body.categories, []);
    assert.equal((await save({ origin: SITE })).status, 200);
    assert.equal((await save({ referer: `${SITE}/profile` })).status, 200);
    assert.deepEqual((await me(session.access)).body.categories, [4, 5, 6]);
    // Reads need no Origin.
    assert.equal((await me({ cookie: session.cookie })).status, 200);
  });

  it('allows credentials in CORS for the configured origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.api}${WEB}/user`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'DELETE' },
      });
    const site = await preflight(SITE);
    assert.equal(site.headers.get('access-control-allow-origin'), SITE);
    assert.equal(site.headers.get('access-control-allow-credentials'), 'true');
    const evil = await preflight('https://evil.example');
    assert.equal(evil.headers.get('access-control-allow-origin'), null);
  });
});

describe('refresh rotation', () => {
  it('rotates the cookie pair without showing the tokens to the page, and refuses a cross-site refresh', async () => {
    const session = await signIn();
    assert.equal((await refreshWith({ cookie: session.cookie })).status, 403);
    const rotated = await refreshWith({ cookie: session.cookie, origin: SITE });
    assert.equal(rotated.status, 200);
    assert.equal(rotated.body.access_token, undefined);
    assert.equal(rotated.body.refresh_token, undefined);
    assert.equal(rotated.body.expires_in, 3600);
    const cookies = setCookies(rotated);
    assert.notEqual(cookies.access_token!.value, session.cookies.access_token!.value);
    assert.ok(cookies.refresh_token!.attributes.includes('httponly'));
    assert.equal((await me({ cookie: session.cookie })).status, 401);
    assert.equal((await me({ cookie: cookieHeader(cookies) })).status, 200);
  });

  it('answers a second tab within the grace, then revokes the whole family when a rotated token comes back', async () => {
    const session = await signIn();
    const first = await refreshWith({ refresh_token: session.body.refresh_token });
    assert.equal(first.status, 200);
    // Another tab sent the same token at the same moment: it gets the same pair (security.test.ts).
    const sibling = await refreshWith({ refresh_token: session.body.refresh_token });
    assert.equal(sibling.status, 200);
    assert.equal(sibling.body.refresh_token, first.body.refresh_token);
    const second = await refreshWith({ refresh_token: first.body.refresh_token });
    assert.equal(second.status, 200);
    assert.equal((await me({ access_token: second.body.access_token })).status, 200);

    await sleep(GRACE_SECONDS * 1000 + 500);
    const reused = await refreshWith({ refresh_token: session.body.refresh_token });
    assert.equal(reused.status, 401);
    assert.equal(reused.body.error.code, 'refresh_token_reused');
    for (const pair of [second.body, sibling.body]) {
      assert.equal((await me({ access_token: pair.access_token })).status, 401);
      assert.equal((await refreshWith({ refresh_token: pair.refresh_token })).status, 401);
    }
    // Another sign-in of the same person is another family and keeps working.
    const other = await signIn(session.phone);
    assert.equal((await me(other.access)).status, 200);
  });

  it('clears the cookies when the refresh cookie is refused', async () => {
    const session = await signIn();
    assert.equal((await refreshWith({ cookie: session.cookie, origin: SITE })).status, 200);
    await sleep(GRACE_SECONDS * 1000 + 500);
    const refused = await refreshWith({ cookie: session.cookie, origin: SITE });
    assert.equal(refused.status, 401);
    const cleared = setCookies(refused);
    for (const name of ['access_token', 'refresh_token', 'signed_in']) {
      assert.equal(cleared[name]?.value, '', name);
      assert.ok(cleared[name]!.attributes.includes('max-age=0'), name);
    }
  });

  it('clears signed_in and the rest when the browser has no refresh token left to renew the session with', async () => {
    const expired = (answer: Answer) => {
      const cleared = setCookies(answer);
      for (const name of ['access_token', 'refresh_token', 'signed_in']) {
        assert.equal(cleared[name]?.value, '', `${name} in ${answer.headers.getSetCookie()}`);
        assert.ok(cleared[name]!.attributes.includes('max-age=0'), name);
        assert.ok(cleared[name]!.attributes.includes('path=/'), name);
      }
    };
    // signed_in alone (the tokens gone): /me is refused, and so is the refresh the page then asks for.
    const alone = { cookie: 'signed_in=1', origin: SITE };
    assert.equal((await call(stack.api, 'GET', `${WEB}/me`, { headers: alone })).status, 401);
    const lonely = await refreshWith(alone);
    assert.equal(lonely.status, 400);
    assert.equal(lonely.body.error.field, 'refresh_token');
    expired(lonely);

    // The access cookie of a pair that logout revoked, the refresh cookie gone with it.
    const session = await signIn();
    const revokedAccess = `access_token=${session.cookies.access_token!.value}; signed_in=1`;
    const out = await call(stack.api, 'POST', `${WEB}/auth/logout`, {
      headers: { ...session.access, origin: SITE },
    });
    assert.equal(out.status, 200);
    assert.equal((await me({ cookie: revokedAccess })).status, 401);
    expired(await refreshWith({ cookie: revokedAccess, origin: SITE }));
    // Its revoked refresh cookie: refused (401) and cleared, as any refused refresh cookie is.
    const revoked = await refreshWith({ cookie: `${session.cookie}`, origin: SITE });
    assert.equal(revoked.status, 401);
    expired(revoked);

    // Signing out with signed_in alone clears it too.
    const leftover = await call(stack.api, 'POST', `${WEB}/auth/logout`, { headers: alone });
    assert.equal(leftover.status, 401);
    expired(leftover);

    // Nothing of a session brought (a header client, or another site's form): nothing to clear.
    const bare = await refreshWith({});
    assert.equal(bare.status, 400);
    assert.deepEqual(bare.headers.getSetCookie(), []);
    // A live session is left alone by an explicit token that is refused (the header clients' refresh).
    const live = await signIn();
    const wrong = await refreshWith({ cookie: live.cookie, origin: SITE, refresh_token: 'not-a-token' });
    assert.equal(wrong.status, 401);
    assert.deepEqual(wrong.headers.getSetCookie(), []);
    assert.equal((await me({ cookie: live.cookie })).status, 200);
    // An empty explicit token is no token: the refresh cookie renews the session, nothing is cleared.
    const empty = await refreshWith({ cookie: live.cookie, origin: SITE, refresh_token: '' });
    assert.equal(empty.status, 200);
    assert.equal(setCookies(empty).signed_in?.value, '1');
  });
});

describe('logout', () => {
  it('ends the sign-in with every refreshed pair and clears the cookies', async () => {
    const session = await signIn();
    const rotated = await refreshWith({ cookie: session.cookie, origin: SITE });
    const cookie = cookieHeader(setCookies(rotated));
    // From another site: refused, and the cookies stay.
    const forged = await call(stack.api, 'POST', `${WEB}/auth/logout`, { headers: { cookie } });
    assert.equal(forged.status, 403);
    assert.deepEqual(forged.headers.getSetCookie(), []);
    const out = await call(stack.api, 'POST', `${WEB}/auth/logout`, { headers: { cookie, origin: SITE } });
    assert.equal(out.status, 200);
    assert.ok(setCookies(out).access_token!.attributes.includes('max-age=0'));
    assert.equal((await me({ cookie })).status, 401);
    assert.equal((await refreshWith({ cookie, origin: SITE })).status, 401);
  });

  it('ends the sign-in by the refresh cookie alone once the access cookie has expired', async () => {
    const session = await signIn();
    const refreshOnly = `refresh_token=${session.cookies.refresh_token!.value}`;
    const out = await call(stack.api, 'POST', `${WEB}/auth/logout`, {
      headers: { cookie: refreshOnly, origin: SITE },
    });
    assert.equal(out.status, 200);
    assert.equal((await me(session.access)).status, 401);
  });

  it('answers a token that was sent and opens no session as invalid, as every protected call does', async () => {
    const logout = (headers: Record<string, string>) =>
      call(stack.api, 'POST', `${WEB}/auth/logout`, { headers });
    const invalid = {
      code: 'unauthorized',
      message: 'The access token is invalid or expired',
      field: 'access_token',
    };
    const sent: Record<string, string>[] = [
      { access_token: 'garbage' },
      { access_token: 'a'.repeat(250) },
      { cookie: 'access_token=garbage', origin: SITE },
    ];
    for (const headers of sent) {
      const answer = await logout(headers);
      assert.equal(answer.status, 401, JSON.stringify(headers));
      assert.deepEqual(answer.body.error, invalid, JSON.stringify(headers));
      assert.deepEqual((await me(headers)).body.error, invalid, `/me ${JSON.stringify(headers)}`);
    }
    assert.equal((await logout({})).body.error.message, 'Authorization required');
  });
});

describe('account deletion', () => {
  it('is refused without a fresh sign-in, even after refreshes, and allowed after a new SMS code', async () => {
    const session = await signIn();
    await sleep(FRESH_SECONDS * 1000 + 500);
    const rotated = await refreshWith({ refresh_token: session.body.refresh_token });
    const refused = await call(stack.api, 'DELETE', `${WEB}/user`, {
      headers: { access_token: rotated.body.access_token },
    });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error.code, 'fresh_sign_in_required');
    assert.equal((await me({ access_token: rotated.body.access_token })).status, 200);

    const again = await signIn(session.phone);
    const deleted = await call(stack.api, 'DELETE', `${WEB}/user`, { headers: again.access });
    assert.equal(deleted.status, 200);
    assert.equal((await me({ access_token: rotated.body.access_token })).status, 401);
  });

  // The files are checked on the embedded database, whose data folder the API owns; a PostgreSQL server's
  // files, write-ahead log and backups are its operator's to retain or erase (the rows go in both runs).
  const embedded = !process.env.DATABASE_URL;

  it('erases the phone number from every file of the data folder', async () => {
    const phone = uniquePhone();
    const first = await signIn(phone);
    const event = (await call(stack.api, 'GET', `${WEB}/events?city=moscow&per_page=1`)).body.items[0];
    await call(stack.api, 'POST', `${WEB}/events/${event.id}/subscribe`, { headers: first.access });
    // A second code row for the phone, as a person who signs in again before deleting has.
    const session = await signIn(phone);
    if (embedded) {
      assert.notDeepEqual(
        await filesContaining(stack.dataDir, phone),
        [],
        'the phone is in the files before',
      );
    }

    const deleted = await call(stack.api, 'DELETE', `${WEB}/user`, {
      headers: { cookie: session.cookie, origin: SITE },
    });
    assert.equal(deleted.status, 200);
    assert.ok(setCookies(deleted).access_token!.attributes.includes('max-age=0'));
    // The rows went at once; the next retention run erases them from the files.
    if (embedded) {
      let hits = await filesContaining(stack.dataDir, phone);
      for (let waited = 0; hits.length > 0 && waited < 30_000; waited += 500) {
        await sleep(500);
        hits = await filesContaining(stack.dataDir, phone);
      }
      assert.deepEqual(hits, []);
    }
    const after = (await call(stack.api, 'GET', `${WEB}/events/${event.id}?city=moscow`)).body;
    assert.equal(after.favorites_cnt, event.favorites_cnt);
    assert.equal((await signIn(phone)).body.is_new_user, true);
  });
});
