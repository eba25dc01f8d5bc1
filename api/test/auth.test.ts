// Sign-in (SPEC.md 5, 7.2): codes, limits, tokens, logout, social login, against a running API.
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { type Answer, AUTH, call, login, type Stack, startStack, WEB } from './harness';
import { fakeVkId, firebaseKeys, telegramPayload } from './social-fakes';

const BOT_TOKEN = '123456:test-bot-token';
let stack: Stack;
let firebase: Awaited<ReturnType<typeof firebaseKeys>>;
let vk: { url: string; server: Server };

const send = (phone: string) => call(stack.api, 'POST', `${AUTH}/`, { headers: { auth_type: '1', phone } });
const confirm = (phone: string, code: string) =>
  call(stack.api, 'POST', `${AUTH}/token/sms/v2`, { headers: { code, phone, platform_id: '3' } });
const outbox = async (phone: string) =>
  (await fetch(`${stack.sms}/messages?phone=${phone}`)).json() as Promise<{ text: string }[]>;
const social = (source_auth: string, data: unknown, headers: Record<string, string> = {}) =>
  call(stack.api, 'POST', `${WEB}/auth/social`, { body: { source_auth, data }, headers });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The user object the fake VK ID answers for each of these codes: ids and profiles of shapes it should not send. */
const VK_USERS: Record<string, unknown> = {
  'id-object': { user_id: { id: 7701 }, first_name: 'Ян' },
  'id-letters': { user_id: '7701abc' },
  'id-negative': { user_id: -7701 },
  'id-fraction': { user_id: 7701.5 },
  'id-list': { user_id: ['7701'] },
  'odd-profile': { user_id: 7702, first_name: { text: 'Ян' }, email: 'VK.User@Mail.RU' },
  'long-name': { user_id: '7703', first_name: 'Я'.repeat(3000), email: 'not an email' },
};

before(async () => {
  firebase = await firebaseKeys();
  vk = await fakeVkId(VK_USERS);
  stack = await startStack({
    SMS_RESEND_SECONDS: '1',
    SMS_CODE_TTL_SECONDS: '3',
    SMS_PER_IP_PER_HOUR: '14',
    // A rotated refresh token is refused at once (session.test.ts covers the grace for a second tab).
    REFRESH_REUSE_GRACE_SECONDS: '0',
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    FIREBASE_PROJECT_ID: 'demo-kaver',
    FIREBASE_JWKS_URL: firebase.jwksUrl,
    VK_ID_APP_ID: '51234',
    VK_ID_BASE_URL: vk.url,
  });
});
after(async () => {
  await stack?.stop();
  firebase?.server.close();
  vk?.server.close();
});

describe('phone codes', () => {
  it('normalises the phone, sends a 4-digit code by SMS and returns it as securityData outside production', async () => {
    const sent = await send('+7 (901) 000-00-01');
    assert.equal(sent.status, 200);
    assert.equal(sent.body.phone, '89010000001');
    assert.match(sent.body.security_data, /^\d{4}$/);
    const messages = await outbox('89010000001');
    assert.equal(messages.length, 1);
    assert.ok(messages[0]!.text.includes(sent.body.security_data));
    const tokens = await confirm('89010000001', sent.body.security_data);
    assert.equal(tokens.status, 200);
    assert.equal(tokens.body.is_new_user, true);
    const profile = await call(stack.api, 'GET', `${WEB}/profile/-1`, {
      headers: { access_token: tokens.body.access_token },
    });
    assert.equal(profile.body.phone, '89010000001');
    assert.equal(
      (await confirm('89010000001', sent.body.security_data)).body.error.code,
      'code_expired',
      'single use',
    );
  });

  it('answers a repeat inside the resend window as the first send did, without a new SMS', async () => {
    const first = await send('89010000002');
    const second = await send('+79010000002');
    assert.equal(second.status, 200);
    assert.equal(second.body.security_data, first.body.security_data);
    assert.equal((await outbox('89010000002')).length, 1);
    await sleep(1100);
    const third = await send('89010000002');
    assert.equal((await outbox('89010000002')).length, 2);
    assert.equal(
      (
        await confirm(
          '89010000002',
          first.body.security_data === third.body.security_data ? '0000' : first.body.security_data,
        )
      ).status,
      400,
      'only the latest code works',
    );
    assert.equal((await confirm('89010000002', third.body.security_data)).status, 200);
  });

  it('rejects phones that are not 11-digit Russian numbers without sending anything', async () => {
    const countMessages = async () =>
      ((await (await fetch(`${stack.sms}/messages`)).json()) as unknown[]).length;
    const before = await countMessages();
    for (const phone of ['9010000003', '+1 202 555 0100', '8901000000', '890100000033', 'phone']) {
      const answer = await send(phone);
      assert.equal(answer.status, 400, phone);
      assert.equal(answer.body.error.field, 'phone');
    }
    assert.equal(await countMessages(), before, 'no SMS for a rejected phone');
    const noType = await call(stack.api, 'POST', `${AUTH}/`, { headers: { phone: '89010000003' } });
    assert.deepEqual(noType.body.error, {
      code: 'validation_error',
      message: 'auth_type is required',
      field: 'auth_type',
    });
    const otherType = await call(stack.api, 'POST', `${AUTH}/`, {
      headers: { auth_type: '2', phone: '89010000003' },
    });
    assert.equal(otherType.status, 400);
    assert.equal(otherType.body.error.message, 'auth_type must be 1');
    const letters = await confirm('89010000003', '12a4');
    assert.equal(letters.body.error.field, 'code');
    assert.equal(letters.body.error.message, 'code must match the pattern ^\\d{4}$');
    const noPlatform = await call(stack.api, 'POST', `${AUTH}/token/sms/v2`, {
      headers: { code: '1234', phone: '89010000003' },
    });
    assert.equal(noPlatform.body.error.field, 'platform_id');
  });

  it('says a header sent twice must be given once, as it says of a repeated query parameter', async () => {
    /** A call with header lines as given: an array is one line per value (fetch would join them into one). */
    const sendLines = (method: string, path: string, headers: Record<string, string | string[]>) =>
      new Promise<{ status: number; body: { error: Record<string, string> } }>((resolve, reject) => {
        const sent = httpRequest(`${stack.api}${path}`, { method, headers }, (answer) => {
          let text = '';
          answer.on('data', (chunk) => {
            text += chunk;
          });
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) }));
        });
        sent.on('error', reject);
        sent.end();
      });
    const cases: [string, string, Record<string, string | string[]>, string][] = [
      ['POST', `${AUTH}/`, { auth_type: ['1', '1'], phone: '89010000009' }, 'auth_type'],
      ['POST', `${AUTH}/`, { auth_type: '1', phone: ['89010000009', '89010000009'] }, 'phone'],
      [
        'POST',
        `${AUTH}/token/sms/v2`,
        { code: ['1234', '1234'], phone: '89010000009', platform_id: '3' },
        'code',
      ],
      ['GET', `${WEB}/profile/-1`, { access_token: ['not-a-token', 'not-a-token'] }, 'access_token'],
    ];
    for (const [method, path, headers, field] of cases) {
      const answer = await sendLines(method, path, headers);
      assert.equal(answer.status, 400, `${path} ${field}`);
      assert.deepEqual(answer.body.error, {
        code: 'validation_error',
        message: `${field} must be given once`,
        field,
      });
    }
    assert.deepEqual(await outbox('89010000009'), [], 'no code was sent');
  });

  it('counts wrong codes and locks the code after 5 tries', async () => {
    const sent = await send('89010000004');
    const wrong = sent.body.security_data === '0000' ? '1111' : '0000';
    for (let i = 4; i >= 0; i -= 1) {
      const answer = await confirm('89010000004', wrong);
      assert.equal(answer.status, 400);
      assert.equal(answer.body.error.code, 'wrong_code');
      assert.match(answer.body.error.message, new RegExp(`${i} tries left`));
    }
    const locked = await confirm('89010000004', sent.body.security_data);
    assert.equal(locked.status, 429);
    assert.equal(locked.body.error.code, 'too_many_attempts');
    // When a new code may be asked for: at once here (the resend window of this stack is 1 s and has passed,
    // or ends within it).
    assert.ok(locked.body.error.retry_after <= 1, JSON.stringify(locked.body));
    assert.equal(locked.headers.get('retry-after'), String(locked.body.error.retry_after));
  });

  it('expires codes after their lifetime', async () => {
    const sent = await send('89010000005');
    await sleep(3200);
    const late = await confirm('89010000005', sent.body.security_data);
    assert.equal(late.status, 400);
    assert.equal(late.body.error.code, 'code_expired');
  });

  it('sends at most 5 SMS per phone per hour', async () => {
    for (let i = 0; i < 5; i += 1) {
      assert.equal((await send('89010000006')).status, 200);
      await sleep(1050);
    }
    const sixth = await send('89010000006');
    assert.equal(sixth.status, 429);
    assert.equal(sixth.body.error.code, 'too_many_sms');
    assert.equal(sixth.body.error.field, 'phone');
    // The first of the five leaves the hour's window about an hour (less the ~6 s spent here) from now.
    const wait = sixth.body.error.retry_after;
    assert.ok(wait > 3_500 && wait <= 3_600, `retry_after ${wait}`);
    assert.equal(sixth.headers.get('retry-after'), String(wait));
    assert.equal((await outbox('89010000006')).length, 5);
  });
});

describe('tokens', () => {
  it('rotates tokens on refresh and refuses the old pair', async () => {
    const { accessToken: access, refreshToken: refresh } = await login(stack, '89030000001');
    const rotated = await call(stack.api, 'POST', `${AUTH}/token/refresh`, {
      headers: { refresh_token: refresh },
    });
    assert.equal(rotated.status, 200);
    assert.notEqual(rotated.body.access_token, access);
    assert.equal(
      (await call(stack.api, 'GET', `${WEB}/profile/-1`, { headers: { access_token: access } })).status,
      401,
    );
    const fresh = { access_token: rotated.body.access_token };
    assert.equal((await call(stack.api, 'GET', `${WEB}/profile/-1`, { headers: fresh })).status, 200);
    assert.equal((await call(stack.api, 'POST', `${WEB}/auth/logout`, { headers: fresh })).status, 200);
    assert.equal((await call(stack.api, 'GET', `${WEB}/profile/-1`, { headers: fresh })).status, 401);
    assert.equal(
      (
        await call(stack.api, 'POST', `${AUTH}/token/refresh`, {
          body: { refresh_token: rotated.body.refresh_token },
        })
      ).status,
      401,
    );
    assert.equal(
      (await call(stack.api, 'POST', `${AUTH}/token/refresh`, {})).body.error.field,
      'refresh_token',
    );
    assert.equal((await call(stack.api, 'POST', `${WEB}/auth/logout`)).status, 401);
  });

  it('revokes every pair of the sign-in when a rotated refresh token is presented again', async () => {
    const { refreshToken: refresh } = await login(stack, '89030000002');
    const refreshWith = (token: string) =>
      call(stack.api, 'POST', `${AUTH}/token/refresh`, { headers: { refresh_token: token } });
    const rotated = await refreshWith(refresh);
    assert.equal(rotated.status, 200);
    const reused = await refreshWith(refresh);
    assert.equal(reused.status, 401);
    assert.equal(reused.body.error.code, 'refresh_token_reused');
    const headers = { access_token: rotated.body.access_token };
    assert.equal((await call(stack.api, 'GET', `${WEB}/profile/-1`, { headers })).status, 401);
    assert.equal((await refreshWith(rotated.body.refresh_token)).status, 401);
  });
});

describe('social login', () => {
  it('signs in with a Telegram payload and refuses a forged hash or an old auth_date', async () => {
    const now = Math.floor(Date.now() / 1000);
    const good = telegramPayload(BOT_TOKEN, {
      id: 5001,
      first_name: 'Олег',
      username: 'oleg',
      auth_date: now,
    });
    const forged = { ...good, id: 5002 };
    const rejected = await social('tg', forged);
    assert.equal(rejected.status, 401);
    assert.equal(rejected.body.error.field, 'data.hash');
    const old = telegramPayload(BOT_TOKEN, { id: 5002, first_name: 'Олег', auth_date: now - 2 * 86_400 });
    const tooOld = await social('tg', old);
    assert.equal(tooOld.status, 401);
    assert.equal(tooOld.body.error.field, 'data.auth_date');
    assert.match(tooOld.body.error.message, /too old/);
    const later = telegramPayload(BOT_TOKEN, { id: 5002, first_name: 'Олег', auth_date: now + 3600 });
    const future = await social('tg', later);
    assert.equal(future.status, 401);
    assert.equal(future.body.error.field, 'data.auth_date');
    assert.doesNotMatch(future.body.error.message, /too old/);
    assert.match(future.body.error.message, /future/);
    const signedWithOtherBot = telegramPayload('999:other', { id: 5002, first_name: 'Олег', auth_date: now });
    const otherBot = await social('tg', signedWithOtherBot);
    assert.equal(otherBot.status, 401);
    assert.equal(otherBot.body.error.field, 'data.hash');
    // Nothing was created by the rejected calls: the first good sign-in of 5002 creates the account.
    const created = await social(
      'tg',
      telegramPayload(BOT_TOKEN, { id: 5002, first_name: 'Олег', auth_date: now }),
    );
    assert.equal(created.body.is_new_user, true);
    const first = await social('tg', good);
    assert.equal(first.status, 200);
    assert.equal(first.body.is_new_user, true);
    // A payload is taken once (security.test.ts); a new sign-in in the widget makes a new one.
    const again = await social(
      'tg',
      telegramPayload(BOT_TOKEN, { id: 5001, first_name: 'Олег', username: 'oleg', auth_date: now - 1 }),
    );
    assert.equal(again.body.is_new_user, false);
    const profile = await call(stack.api, 'GET', `${WEB}/profile/-1`, {
      headers: { access_token: again.body.access_token },
    });
    assert.equal(profile.body.first_name, 'Олег');
  });

  it('refuses a correctly signed Telegram payload without a positive integer id', async () => {
    const now = Math.floor(Date.now() / 1000);
    // Each was taken before, and every one of them signed in as the one identity 'tg:undefined'.
    const payloads: Record<string, string | number>[] = [
      { first_name: 'Без', auth_date: now },
      { first_name: 'Без', auth_date: now - 1 },
      { id: 'abc', first_name: 'Без', auth_date: now },
      { id: '', first_name: 'Без', auth_date: now },
      { id: 1.5, first_name: 'Без', auth_date: now },
      { id: -7, first_name: 'Без', auth_date: now },
      { id: 0, first_name: 'Без', auth_date: now },
      { id: '0012', first_name: 'Без', auth_date: now },
      { id: 2 ** 60, first_name: 'Без', auth_date: now },
    ];
    for (const fields of payloads) {
      const answer = await social('tg', telegramPayload(BOT_TOKEN, fields));
      assert.equal(answer.status, 400, JSON.stringify(fields));
      assert.equal(answer.body.error.code, 'validation_error', JSON.stringify(fields));
      assert.equal(answer.body.error.field, 'data.id', JSON.stringify(fields));
    }
    const noDate = await social('tg', telegramPayload(BOT_TOKEN, { id: 5101, first_name: 'Без' }));
    assert.equal(noDate.status, 400);
    assert.equal(noDate.body.error.field, 'data.auth_date');
    // The widget's id as digits is the same person as the number.
    const asNumber = await social('tg', telegramPayload(BOT_TOKEN, { id: 5102, auth_date: now }));
    const asDigits = await social('tg', telegramPayload(BOT_TOKEN, { id: '5102', auth_date: now - 1 }));
    assert.equal(asNumber.body.is_new_user, true);
    assert.equal(asDigits.status, 200, JSON.stringify(asDigits.body));
    assert.equal(asDigits.body.is_new_user, false);
  });

  it('verifies Firebase ID tokens against the signing keys, project and expiry', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      aud: 'demo-kaver',
      iss: 'https://securetoken.google.com/demo-kaver',
      sub: 'google-uid-1',
      iat: now,
      exp: now + 3600,
      auth_time: now - 60,
      name: 'Анна',
      email: 'anna@example.com',
    };
    const ok = await social('firebase', { id_token: firebase.token(claims) });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const profile = await call(stack.api, 'GET', `${WEB}/profile/-1`, {
      headers: { access_token: ok.body.access_token },
    });
    assert.equal(profile.body.email, 'anna@example.com');
    const tampered = firebase
      .token(claims)
      .replace(
        /\.[^.]+\./,
        `.${Buffer.from(JSON.stringify({ ...claims, sub: 'other' })).toString('base64url')}.`,
      );
    const refused = await social('firebase', { id_token: tampered });
    assert.equal(refused.status, 401);
    assert.equal(refused.body.error.field, 'data.id_token');
    assert.equal(
      (await social('firebase', { id_token: firebase.token({ ...claims, aud: 'other-project' }) })).status,
      401,
    );
    assert.equal(
      (await social('firebase', { id_token: firebase.token({ ...claims, exp: now - 10 }) })).status,
      401,
    );
    const signedInLater = await social('firebase', {
      id_token: firebase.token({ ...claims, auth_time: now + 3600 }),
    });
    assert.equal(signedInLater.status, 401);
    assert.equal(signedInLater.body.error.message, 'Firebase ID token has no sign-in time in the past');
    assert.equal(
      (await social('firebase', { id_token: firebase.token(claims, { alg: 'none' }) })).status,
      401,
      'unsigned only with the emulator',
    );
    // Not a token at all, with dots or without: a malformed request (400), not a refused token.
    const parts = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const id_token of ['not-a-jwt', 'a.b.c', 'not.a.jwt', `${parts(null)}.${parts({})}.x`, '..']) {
      const malformed = await social('firebase', { id_token });
      assert.equal(malformed.status, 400, id_token);
      assert.equal(malformed.body.error.code, 'validation_error', id_token);
      assert.equal(malformed.body.error.field, 'data.id_token', id_token);
    }
    assert.equal((await social('firebase', {})).body.error.field, 'data.id_token');
  });

  it('exchanges a VK ID code on the server and links a provider to the signed-in user', async () => {
    const bad = await social('vk_id', { code: 'stolen', device_id: 'd1', code_verifier: 'v'.repeat(43) });
    assert.equal(bad.status, 401);
    assert.equal(bad.body.error.field, 'data.code');
    assert.equal(
      (await social('vk_id', { code: 'good-code', device_id: 'd1' })).body.error.field,
      'data.code_verifier',
    );
    const phoneUser = await social(
      'tg',
      telegramPayload(BOT_TOKEN, { id: 7001, first_name: 'Ира', auth_date: Math.floor(Date.now() / 1000) }),
    );
    const linked = await social(
      'vk_id',
      { code: 'good-code', device_id: 'd1', code_verifier: 'v'.repeat(43), state: 's'.repeat(32) },
      { access_token: phoneUser.body.access_token },
    );
    assert.equal(linked.status, 200);
    assert.equal(linked.body.is_new_user, false);
    const viaVk = await call(stack.api, 'GET', `${WEB}/profile/-1`, {
      headers: { access_token: linked.body.access_token },
    });
    const viaTg = await call(stack.api, 'GET', `${WEB}/profile/-1`, {
      headers: { access_token: phoneUser.body.access_token },
    });
    assert.equal(viaVk.body.id, viaTg.body.id);
    assert.equal((await social('google', { id_token: 'x' })).body.error.field, 'source_auth');
  });

  it("keeps of the provider's profile only a name and an e-mail PUT /user would take, and signs in all the same", async () => {
    const now = Math.floor(Date.now() / 1000);
    const unset = { first_name: null, email: null };
    /** The name and e-mail of the account a sign-in answered. */
    const profileOf = async (answer: Answer, what: string) => {
      assert.equal(answer.status, 200, `${what}: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.is_new_user, true, what);
      const profile = await call(stack.api, 'GET', `${WEB}/profile/-1`, {
        headers: { access_token: answer.body.access_token },
      });
      return { first_name: profile.body.first_name, email: profile.body.email };
    };
    const firebaseCases: [Record<string, unknown>, { first_name: string | null; email: string | null }][] = [
      [{ name: { first: 'Анна' }, email: 'not an email' }, unset],
      [
        { name: '  Анна ', email: 'Anna.Upper@X.RU' },
        { first_name: 'Анна', email: 'anna.upper@x.ru' },
      ],
      // A long name: as long as a token of at most 4096 characters can carry.
      [{ name: 'А'.repeat(600), email: `${'a'.repeat(250)}@x.ru` }, unset],
      [{ name: 'Ан\u0000на', email: 'an\u0000na@x.ru' }, unset],
      [{ name: '\u200bЯ\u200b', email: ['anna@x.ru'] }, unset],
      [{ name: 42, email: 7 }, unset],
      [{ name: null, email: { address: 'anna@x.ru' } }, unset],
    ];
    for (const [index, [hints, expected]] of firebaseCases.entries()) {
      const claims = {
        aud: 'demo-kaver',
        iss: 'https://securetoken.google.com/demo-kaver',
        sub: `google-profile-${index}`,
        iat: now,
        exp: now + 3600,
        auth_time: now,
        ...hints,
      };
      const what = JSON.stringify(hints).slice(0, 80);
      const answer = await social('firebase', { id_token: firebase.token(claims) });
      assert.deepEqual(await profileOf(answer, what), expected, what);
    }
    const telegramCases: [string | number, string | null][] = [
      ['Л'.repeat(3000), null],
      [12345, null],
      [' Лев ', 'Лев'],
    ];
    for (const [index, [first_name, expected]] of telegramCases.entries()) {
      const payload = telegramPayload(BOT_TOKEN, { id: 7401 + index, first_name, auth_date: now });
      const answer = await social('tg', payload);
      const what = String(first_name).slice(0, 20);
      assert.deepEqual(await profileOf(answer, what), { first_name: expected, email: null });
    }
    const vkWith = (code: string) =>
      social('vk_id', { code, device_id: 'd1', code_verifier: 'v'.repeat(43) });
    assert.deepEqual(await profileOf(await vkWith('odd-profile'), 'odd-profile'), {
      first_name: null,
      email: 'vk.user@mail.ru',
    });
    assert.deepEqual(await profileOf(await vkWith('long-name'), 'long-name'), unset);
  });

  it("refuses a provider's user id that is not an id, saying so", async () => {
    for (const code of ['id-object', 'id-letters', 'id-negative', 'id-fraction', 'id-list']) {
      const answer = await social('vk_id', { code, device_id: 'd1', code_verifier: 'v'.repeat(43) });
      assert.equal(answer.status, 401, `${code}: ${JSON.stringify(answer.body)}`);
      assert.deepEqual(answer.body.error, {
        code: 'unauthorized',
        message: 'VK ID returned a user id that is not a positive integer',
        field: 'data.code',
      });
    }
    const now = Math.floor(Date.now() / 1000);
    for (const sub of ['uid\u0000x', 'u'.repeat(129), '', 42]) {
      const claims = {
        aud: 'demo-kaver',
        iss: 'https://securetoken.google.com/demo-kaver',
        sub,
        iat: now,
        auth_time: now,
      };
      const answer = await social('firebase', { id_token: firebase.token({ ...claims, exp: now + 3600 }) });
      assert.equal(answer.status, 401, `${JSON.stringify(sub)}: ${JSON.stringify(answer.body)}`);
      assert.deepEqual(answer.body.error, {
        code: 'unauthorized',
        message: 'Firebase ID token subject must be 1 to 128 characters of text',
        field: 'data.id_token',
      });
    }
  });

  it('says what is wrong with a field of the proof: missing, not a string, empty or too long', async () => {
    const verifier = 'v'.repeat(43);
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['vk_id', { device_id: 'd1', code_verifier: verifier }, 'data.code', 'data.code is required'],
      [
        'vk_id',
        { code: 1, device_id: 'd1', code_verifier: verifier },
        'data.code',
        'data.code must be a string',
      ],
      [
        'vk_id',
        { code: null, device_id: 'd1', code_verifier: verifier },
        'data.code',
        'data.code must be a string',
      ],
      [
        'vk_id',
        { code: ['c'], device_id: 'd1', code_verifier: verifier },
        'data.code',
        'data.code must be a string',
      ],
      [
        'vk_id',
        { code: '', device_id: 'd1', code_verifier: verifier },
        'data.code',
        'data.code must be at least 1 character long',
      ],
      [
        'vk_id',
        { code: 'c'.repeat(4097), device_id: 'd1', code_verifier: verifier },
        'data.code',
        'data.code must be at most 4096 characters long',
      ],
      [
        'vk_id',
        { code: 'good-code', device_id: 7, code_verifier: verifier },
        'data.device_id',
        'data.device_id must be a string',
      ],
      [
        'vk_id',
        { code: 'good-code', device_id: 'd1', code_verifier: verifier, state: 5 },
        'data.state',
        'data.state must be a string',
      ],
      ['firebase', { id_token: 42 }, 'data.id_token', 'data.id_token must be a string'],
      ['firebase', {}, 'data.id_token', 'data.id_token is required'],
      ['tg', { id: 1, auth_date: 1 }, 'data.hash', 'data.hash is required'],
      ['tg', { id: 1, auth_date: 1, hash: 5 }, 'data.hash', 'data.hash must be a string'],
      [
        'tg',
        { id: 1, auth_date: 1, hash: 'xyz' },
        'data.hash',
        'data.hash must match the pattern ^[0-9a-f]{64}$',
      ],
    ];
    for (const [source, data, field, message] of cases) {
      const answer = await social(source, data);
      assert.equal(answer.status, 400, `${source} ${JSON.stringify(data).slice(0, 80)}`);
      assert.deepEqual(answer.body.error, { code: 'validation_error', message, field });
    }
  });

  it('signs simultaneous first sign-ins of one new identity into one account: the first creates it', async () => {
    const now = Math.floor(Date.now() / 1000);
    // Distinct payloads of one Telegram user (a payload is taken once): two tabs, or a double-clicked widget.
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        social('tg', telegramPayload(BOT_TOKEN, { id: 7301, first_name: 'Лев', auth_date: now - i })),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      answers.map(() => 200),
      JSON.stringify(answers.find((answer) => answer.status !== 200)?.body),
    );
    assert.equal(answers.filter((answer) => answer.body.is_new_user).length, 1);
    const ids = await Promise.all(
      answers.map(
        async (answer) =>
          (
            await call(stack.api, 'GET', `${WEB}/profile/-1`, {
              headers: { access_token: answer.body.access_token },
            })
          ).body.id,
      ),
    );
    assert.equal(new Set(ids).size, 1, JSON.stringify(ids));
  });
});

// Last: it uses up this address's SMS allowance.
describe('client address cap', () => {
  it('caps SMS per client address', async () => {
    let status = 200;
    let sent = 0;
    for (let i = 10; i < 30 && status === 200; i += 1) {
      status = (await send(`890200000${i}`)).status;
      if (status === 200) sent += 1;
    }
    assert.equal(status, 429);
    assert.ok(sent < 14);
    const refused = await send('89020000099');
    assert.equal(refused.body.error.code, 'too_many_sms');
    assert.ok(refused.body.error.retry_after > 3_000, JSON.stringify(refused.body));
    assert.equal(refused.body.error.field, undefined);
  });
});

describe('SMS gateway failure', () => {
  it('answers 424 sms_not_sent with when to try again, and the failed send counts for nothing', async () => {
    const down = await startStack({ SEED: '0', SMS_URL: 'http://127.0.0.1:9', SMS_PER_PHONE_PER_HOUR: '1' });
    try {
      for (let i = 0; i < 2; i += 1) {
        const answer = await call(down.api, 'POST', `${AUTH}/`, {
          headers: { auth_type: '1', phone: '89030000001' },
        });
        assert.equal(answer.status, 424);
        assert.equal(answer.body.error.code, 'sms_not_sent');
        assert.equal(answer.body.error.retry_after, 60);
        assert.equal(answer.headers.get('retry-after'), '60');
      }
      // Nothing to confirm: the code the gateway did not take was removed.
      const confirmed = await call(down.api, 'POST', `${AUTH}/token/sms/v2`, {
        headers: { code: '1234', phone: '89030000001', platform_id: '3' },
      });
      assert.equal(confirmed.body.error.code, 'code_expired');
    } finally {
      await down.stop();
    }
  });
});
