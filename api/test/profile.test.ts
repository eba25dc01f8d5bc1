// Profile, favourites and account deletion (SPEC.md 4, 7.3), and that data survives a restart.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AUTH, call, login, type Stack, startStack, WEB } from './harness';

let stack: Stack;
let token: Record<string, string>;

const me = () => call(stack.api, 'GET', `${WEB}/profile/-1`, { headers: token });
const firstEvent = async () =>
  (await call(stack.api, 'GET', `${WEB}/events?city=moscow&per_page=1`)).body.items[0];

before(async () => {
  stack = await startStack();
  token = { access_token: (await login(stack, '89110000001')).accessToken };
});
after(async () => {
  await stack?.stop();
});

describe('GET /me', () => {
  it('needs a session', async () => {
    assert.equal((await call(stack.api, 'GET', `${WEB}/me`)).status, 401);
    assert.equal((await call(stack.api, 'GET', `${WEB}/me`, { headers: { access_token: 'x' } })).status, 401);
  });

  it('answers the profile, the subscription and the ids of favourites and followed places, in one call', async () => {
    const event = await firstEvent();
    const place = (await call(stack.api, 'GET', `${WEB}/places?city=moscow&per_page=1`)).body.items[0];
    assert.equal(
      (await call(stack.api, 'POST', `${WEB}/events/${event.id}/subscribe`, { headers: token })).status,
      200,
    );
    assert.equal(
      (await call(stack.api, 'POST', `${WEB}/places/${place.id}/subscribe`, { headers: token })).status,
      200,
    );
    assert.equal(
      (await call(stack.api, 'POST', `${WEB}/places/${place.id}/follow`, { headers: token })).status,
      200,
    );
    const answer = await call(stack.api, 'GET', `${WEB}/me`, { headers: token });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.user, (await me()).body);
    assert.equal(answer.body.subscription.is_subscription_paid, false);
    assert.ok(answer.body.favorites.events.includes(event.id));
    assert.ok(answer.body.favorites.places.includes(place.id));
    assert.deepEqual(answer.body.follows.places, [place.id]);
    assert.match(answer.headers.get('cache-control') ?? '', /no-store/);
    await call(stack.api, 'DELETE', `${WEB}/events/${event.id}/subscribe`, { headers: token });
    await call(stack.api, 'DELETE', `${WEB}/places/${place.id}/subscribe`, { headers: token });
    await call(stack.api, 'DELETE', `${WEB}/places/${place.id}/follow`, { headers: token });
    const after = await call(stack.api, 'GET', `${WEB}/me`, { headers: token });
    assert.equal(after.body.favorites.events.includes(event.id), false);
    assert.deepEqual(after.body.follows.places, []);
  });
});

describe('personal answers and tokens', () => {
  it('are never kept by a cache: no-store unless the route says otherwise', async () => {
    const personal = [
      `${WEB}/profile/-1`,
      `${WEB}/profile/events/favorites`,
      `${WEB}/profile/places/favorites`,
      `${WEB}/profile/places/follows`,
      '/digitalcity/afisha/5/purchase/subscription/status',
    ];
    for (const url of personal) {
      const answer = await call(stack.api, 'GET', url, { headers: token });
      assert.equal(answer.status, 200, url);
      assert.equal(answer.headers.get('cache-control'), 'no-store', url);
    }
    assert.equal(
      (await call(stack.api, 'GET', `${WEB}/profile/-1`)).headers.get('cache-control'),
      'no-store',
    );
    const phone = '89110000009';
    const sent = await call(stack.api, 'POST', `${AUTH}/`, { headers: { auth_type: '1', phone } });
    assert.equal(sent.headers.get('cache-control'), 'no-store');
    const tokens = await call(stack.api, 'POST', `${AUTH}/token/sms/v2`, {
      headers: { code: sent.body.security_data, phone, platform_id: '3' },
    });
    assert.equal(tokens.status, 200);
    assert.equal(tokens.headers.get('cache-control'), 'no-store');
    // A public read keeps its own policy.
    const list = await call(stack.api, 'GET', `${WEB}/events?city=moscow&per_page=1`);
    assert.match(list.headers.get('cache-control') ?? '', /^public, max-age=\d+/);
  });
});

describe('profile', () => {
  it('needs a valid token', async () => {
    assert.equal((await call(stack.api, 'GET', `${WEB}/profile/-1`)).status, 401);
    assert.equal(
      (await call(stack.api, 'GET', `${WEB}/profile/-1`, { headers: { access_token: 'x' } })).status,
      401,
    );
    assert.equal((await call(stack.api, 'GET', `${WEB}/profile/12345`, { headers: token })).status, 404);
  });

  it('saves the onboarding fields with PUT /user', async () => {
    const saved = await call(stack.api, 'PUT', `${WEB}/user`, {
      headers: token,
      body: {
        first_name: '  Мария ',
        birth_dt: '05.04.1995',
        gender: 'female',
        id_city: 4,
        email: 'Maria@Example.com',
      },
    });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.first_name, 'Мария');
    assert.equal(saved.body.birth_dt, '05.04.1995');
    assert.equal(saved.body.id_city, 4);
    assert.equal(saved.body.email, 'maria@example.com');
    assert.equal(saved.body.is_onboarded, true);
    assert.ok(saved.body.age >= 30);
  });

  it('PUT /user keeps the e-mail when it is left out and removes it with null', async () => {
    const base = { first_name: 'Мария', birth_dt: '05.04.1995', gender: 'female', id_city: 4 };
    const put = (body: Record<string, unknown>) =>
      call(stack.api, 'PUT', `${WEB}/user`, { headers: token, body });
    assert.equal((await put({ ...base, email: 'maria@example.com' })).body.email, 'maria@example.com');
    const kept = await put(base);
    assert.equal(kept.status, 200);
    assert.equal(kept.body.email, 'maria@example.com');
    const removed = await put({ ...base, email: null });
    assert.equal(removed.status, 200);
    assert.equal(removed.body.email, null);
    assert.equal((await me()).body.email, null);
    assert.equal((await put({ ...base, email: null })).body.email, null);
    for (const email of ['', 5]) {
      const answer = await put({ ...base, email });
      assert.equal(answer.status, 400, JSON.stringify(email));
      assert.equal(answer.body.error.field, 'email');
    }
  });

  it('rejects invalid profiles and writes nothing', async () => {
    const before = (await me()).body;
    const young = new Date();
    const tooYoung = `${String(young.getUTCDate()).padStart(2, '0')}.${String(young.getUTCMonth() + 1).padStart(2, '0')}.${young.getUTCFullYear() - 17}`;
    const base = { first_name: 'Пётр', birth_dt: '01.01.1990', gender: 'male', id_city: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, first_name: ' П ' }, 'first_name'],
      [{ ...base, birth_dt: tooYoung }, 'birth_dt'],
      [{ ...base, birth_dt: '31.02.1990' }, 'birth_dt'],
      [{ ...base, birth_dt: '01.01.1850' }, 'birth_dt'],
      [{ ...base, birth_dt: '1990-01-01' }, 'birth_dt'],
      [{ ...base, gender: 'robot' }, 'gender'],
      [{ ...base, id_city: 999 }, 'id_city'],
      [{ ...base, email: 'not-an-email' }, 'email'],
      [{ first_name: 'Пётр', gender: 'male', id_city: 1 }, 'birth_dt'],
      // Values the database cannot take, and wrong JSON types, are refused before any write (issue 11).
      [{ ...base, id_city: 1e30 }, 'id_city'],
      [{ ...base, id_city: 2 ** 31 }, 'id_city'],
      [{ ...base, id_city: '1' }, 'id_city'],
      [{ ...base, first_name: 'Пё\u0000тр' }, 'first_name'],
      [{ ...base, first_name: 'Пётр\u001b[2J' }, 'first_name'],
      [{ ...base, first_name: 'П'.repeat(51) }, 'first_name'],
      [{ ...base, first_name: '\ud800ab' }, 'first_name'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(stack.api, 'PUT', `${WEB}/user`, { headers: token, body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.error.field, field, JSON.stringify(body));
    }
    // Bytes that are not UTF-8 decode to U+FFFD: two of them are not a name of two letters.
    const notUtf8 = await fetch(`${stack.api}${WEB}/user`, {
      method: 'PUT',
      headers: { ...token, 'content-type': 'application/json' },
      body: Buffer.concat([
        Buffer.from('{"first_name":"'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('","birth_dt":"01.01.1990","gender":"male","id_city":1}'),
      ]),
    });
    assert.equal(notUtf8.status, 400);
    const refusal = (await notUtf8.json()) as { error: { field: string } };
    assert.equal(refusal.error.field, 'first_name');
    assert.deepEqual((await me()).body, before);
  });

  it('replaces categories, purposes and survey answers', async () => {
    const headerOnly = await call(stack.api, 'POST', `${WEB}/user/categories`, {
      headers: { ...token, categories: '1,2,3' },
    });
    assert.deepEqual(headerOnly.body.categories, [1, 2, 3]);
    // Header and body (SPEC.md 7.3 sends both) that name different ids: refused, nothing saved.
    const mismatch = await call(stack.api, 'POST', `${WEB}/user/categories`, {
      headers: { ...token, categories: '1,2,4' },
      body: { categories: [1, 2, 3] },
    });
    assert.equal(mismatch.status, 400, JSON.stringify(mismatch.body));
    assert.deepEqual(mismatch.body.error, {
      code: 'categories_mismatch',
      message:
        "The categories header (1,2,4) and the body's categories (1,2,3) differ: send the same list in both, " +
        'or in one of them',
      field: 'categories',
    });
    const superset = await call(stack.api, 'POST', `${WEB}/user/categories`, {
      headers: { ...token, categories: '4,5,6' },
      body: { categories: [4, 5, 6, 7] },
    });
    assert.equal(superset.status, 400);
    assert.equal(superset.body.error.code, 'categories_mismatch');
    assert.deepEqual((await me()).body.categories, [1, 2, 3], 'unchanged after a mismatch');
    // The same ids in another order, or repeated: one list.
    const both = await call(stack.api, 'POST', `${WEB}/user/categories`, {
      headers: { ...token, categories: '7,6,5,4,4' },
      body: { categories: [4, 5, 6, 7] },
    });
    assert.equal(both.status, 200, JSON.stringify(both.body));
    assert.deepEqual(both.body.categories, [4, 5, 6, 7]);
    const bodyOnly = await call(stack.api, 'POST', `${WEB}/user/categories`, {
      headers: token,
      body: { categories: [4, 5, 6, 7] },
    });
    assert.deepEqual(bodyOnly.body.categories, [4, 5, 6, 7]);
    const tooFew = await call(stack.api, 'POST', `${WEB}/user/categories`, {
      headers: token,
      body: { categories: [1, 2] },
    });
    assert.equal(tooFew.body.error.message, 'Минимум 3');
    const unknown = await call(stack.api, 'POST', `${WEB}/user/categories`, {
      headers: token,
      body: { categories: [1, 2, 999] },
    });
    assert.equal(unknown.status, 400);
    assert.deepEqual((await me()).body.categories, [4, 5, 6, 7], 'unchanged after rejected calls');

    const purposes = await call(stack.api, 'POST', `${WEB}/user/purposes`, {
      headers: { ...token, purposes: '2' },
      body: { purposes: 2 },
    });
    assert.deepEqual(purposes.body.purposes, [2]);
    const purposeMismatch = await call(stack.api, 'POST', `${WEB}/user/purposes`, {
      headers: { ...token, purposes: '1' },
      body: { purposes: 2 },
    });
    assert.equal(purposeMismatch.status, 400);
    assert.equal(purposeMismatch.body.error.code, 'purposes_mismatch');
    assert.equal(purposeMismatch.body.error.field, 'purposes');
    assert.match(
      purposeMismatch.body.error.message,
      /^The purposes header \(1\) and the body's purposes \(2\) differ/,
    );
    for (const refused of [[6], [1e30], [2 ** 31], 1e30, true, ['1']]) {
      const answer = await call(stack.api, 'POST', `${WEB}/user/purposes`, {
        headers: token,
        body: { purposes: refused },
      });
      assert.equal(answer.status, 400, JSON.stringify(refused));
    }
    assert.deepEqual((await me()).body.purposes, [2], 'unchanged after rejected calls');

    const survey = await call(stack.api, 'POST', `${WEB}/user/survey`, {
      headers: token,
      body: { answers: { 1: [2], 2: [1, 3, 7] } },
    });
    assert.deepEqual(survey.body.survey_answers, { 1: [2], 2: [1, 3, 7] });
    const twoForSingle = await call(stack.api, 'POST', `${WEB}/user/survey`, {
      headers: token,
      body: { answers: { 1: [1, 2] } },
    });
    assert.equal(twoForSingle.body.error.field, 'answers.1');
    assert.equal(
      (await call(stack.api, 'POST', `${WEB}/user/survey`, { headers: token, body: { answers: { 2: [8] } } }))
        .status,
      400,
    );
    assert.deepEqual((await me()).body.survey_answers, { 1: [2], 2: [1, 3, 7] });
  });
});

describe('profile writes: what is refused and why', () => {
  const base = { first_name: 'Пётр', birth_dt: '01.01.1990', gender: 'male', id_city: 1 };
  const putUser = (body: unknown, headers = token) =>
    call(stack.api, 'PUT', `${WEB}/user`, { headers, body });
  const postSurvey = (answers: unknown) =>
    call(stack.api, 'POST', `${WEB}/user/survey`, { headers: token, body: { answers } });

  it('reads a survey key as a question id, and refuses two keys naming one question', async () => {
    const saved = await postSurvey({ '01': [2], 2: [1] });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.survey_answers, { 1: [2], 2: [1] });
    // The same answer twice was a duplicate key (500); two answers were two answers to a single-choice question.
    for (const answers of [
      { 1: [1], '01': [1] },
      { 1: [1], '01': [2] },
      { 2: [3], '002': [4] },
    ]) {
      const refused = await postSurvey(answers);
      assert.equal(refused.status, 400, JSON.stringify(answers));
      assert.equal(refused.body.error.code, 'validation_error');
      assert.equal(refused.body.error.field, `answers.${Object.keys(answers)[1]}`, JSON.stringify(answers));
    }
    const notAnId = await postSurvey({ x: [1] });
    assert.equal(notAnId.status, 400);
    assert.equal(notAnId.body.error.field, 'answers.x');
    assert.equal(
      notAnId.body.error.message,
      'answers.x is not an allowed key: a key must match the pattern ^\\d{1,3}$',
    );
    assert.deepEqual((await me()).body.survey_answers, { 1: [2], 2: [1] });
  });

  it('takes replacements of the survey sent together one after another: none fails, one set wins', async () => {
    const sets = [{ 1: [1], 2: [1, 2] }, { 1: [2], 2: [3] }, { 1: [3] }, { 2: [4, 5, 6] }];
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => postSurvey(sets[i % sets.length])),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      answers.map(() => 200),
      JSON.stringify(answers.find((answer) => answer.status !== 200)?.body),
    );
    const stored = (await me()).body.survey_answers;
    assert.ok(
      sets.some((set) => JSON.stringify(set) === JSON.stringify(stored)),
      `one whole set: ${JSON.stringify(stored)}`,
    );
  });

  // Categories and purposes are replaced as the survey is (delete, then insert): the same race, the same answer.
  for (const [list, sets] of [
    [
      'categories',
      [
        [1, 2, 3],
        [2, 3, 4, 5],
        [1, 6, 7],
        [3, 4, 5, 6, 7, 8],
      ],
    ],
    ['purposes', [[1], [1, 2], [2, 3, 4], [5]]],
  ] as const) {
    it(`takes replacements of the ${list} sent together one after another: none fails, one set wins`, async () => {
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          call(stack.api, 'POST', `${WEB}/user/${list}`, {
            headers: token,
            body: { [list]: sets[i % sets.length] },
          }),
        ),
      );
      assert.deepEqual(
        answers.map((answer) => answer.status),
        answers.map(() => 200),
        JSON.stringify(answers.find((answer) => answer.status !== 200)?.body),
      );
      const stored = [...(await me()).body[list]].sort((a: number, b: number) => a - b);
      assert.ok(
        sets.some((set) => JSON.stringify(set) === JSON.stringify(stored)),
        `one whole set: ${JSON.stringify(stored)}`,
      );
    });
  }

  it('says why a birth date or a name is refused, and keeps a name without its invisible characters', async () => {
    const early = await putUser({ ...base, birth_dt: '01.01.1899' });
    assert.equal(early.status, 400);
    assert.equal(early.body.error.field, 'birth_dt');
    assert.equal(early.body.error.message, 'birth_dt must be in 1900 or later');
    assert.equal(
      (await putUser({ ...base, birth_dt: '31.02.1990' })).body.error.message,
      'birth_dt must be a real date DD.MM.YYYY',
    );
    for (const name of [
      '\u200b\u200b\u200b',
      ' \u200bП\u200d\u2060 ',
      '\u00adП\ufeff\u202e',
      '\u2060 \u200b',
    ]) {
      const invisible = await putUser({ ...base, first_name: name });
      assert.equal(invisible.status, 400, JSON.stringify(name));
      assert.equal(invisible.body.error.field, 'first_name', JSON.stringify(name));
    }
    const saved = await putUser({ ...base, first_name: ' \u200bМа\u200dша\u2060 ' });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.first_name, 'Маша');
    assert.equal((await me()).body.first_name, 'Маша');
  });

  it('names the field and the reason of a schema refusal in words', async () => {
    const { first_name: _, ...noName } = base;
    const cases: [unknown, string, string][] = [
      [noName, 'first_name', 'first_name is required'],
      [{ ...base, gender: 'robot' }, 'gender', 'gender must be one of: female, male, other'],
      [{ ...base, id_city: '1' }, 'id_city', 'id_city must be an integer'],
      [{ ...base, id_city: -1 }, 'id_city', 'id_city must be at least 0'],
      [
        { ...base, first_name: 'П'.repeat(51) },
        'first_name',
        'first_name must be at most 50 characters long',
      ],
      [
        { ...base, birth_dt: '1990-01-01' },
        'birth_dt',
        'birth_dt must match the pattern ^\\d{2}\\.\\d{2}\\.\\d{4}$',
      ],
      [{ ...base, email: 'nope' }, 'email', 'email must be a valid email'],
      [[], '', 'body must be an object'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await putUser(body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.deepEqual(answer.body.error, { code: 'validation_error', message, ...(field && { field }) });
    }
  });

  it('says a body key that would reach a prototype is not accepted, naming it, and saves nothing', async () => {
    const before = (await me()).body.first_name;
    const send = (text: string) =>
      fetch(`${stack.api}${WEB}/user`, {
        method: 'PUT',
        headers: { ...token, 'content-type': 'application/json' },
        body: text,
      });
    const fields = '"first_name":"Прото","birth_dt":"01.01.1990","gender":"male","id_city":1';
    const cases: [string, string][] = [
      [`{${fields},"__proto__":{"is_admin":true}}`, '__proto__'],
      [`{${fields},"\\u005f_proto__":{}}`, '__proto__'],
      [`{${fields},"email":"a@b.ru","extra":[1,{"__proto__":null}]}`, 'extra[1].__proto__'],
      [`{${fields},"constructor":{"prototype":{"is_admin":true}}}`, 'constructor.prototype'],
    ];
    for (const [text, field] of cases) {
      const answer = await send(text);
      assert.equal(answer.status, 400, text);
      assert.deepEqual(
        ((await answer.json()) as { error: unknown }).error,
        {
          code: 'validation_error',
          message:
            `${field} is not an accepted key: a JSON body may not have a __proto__ key, nor a prototype key in a ` +
            'constructor object',
          field,
        },
        text,
      );
    }
    // A key that only looks like one, and a constructor without a prototype, are ordinary (unknown) keys.
    const ordinary = await send(`{${fields},"proto":1,"constructor":{"name":"x"}}`);
    assert.equal(ordinary.status, 200);
    assert.equal((await me()).body.first_name, 'Прото');
    await putUser({ ...base, first_name: before ?? base.first_name });
    // What is not JSON is still said to be so.
    const broken = await send(`{${fields},"__proto__":`);
    assert.equal(broken.status, 400);
    assert.equal(((await broken.json()) as { error: { code: string } }).error.code, 'invalid_json');
  });

  it('answers a token too long to be one as an invalid token, not as no token', async () => {
    for (const access_token of ['a'.repeat(250), 'a'.repeat(4000)]) {
      for (const answer of [
        await putUser(base, { access_token }),
        await call(stack.api, 'GET', `${WEB}/profile/-1`, { headers: { access_token } }),
      ]) {
        assert.equal(answer.status, 401);
        assert.equal(answer.body.error.message, 'The access token is invalid or expired');
        assert.equal(answer.body.error.field, 'access_token');
      }
    }
    const none = await call(stack.api, 'GET', `${WEB}/profile/-1`);
    assert.equal(none.body.error.message, 'Authorization required');
    // A long header wins over the cookie, as every header does.
    const cookie = `access_token=${token.access_token}`;
    const both = await call(stack.api, 'GET', `${WEB}/profile/-1`, {
      headers: { cookie, access_token: 'a'.repeat(250) },
    });
    assert.equal(both.status, 401);
    assert.equal((await call(stack.api, 'GET', `${WEB}/profile/-1`, { headers: { cookie } })).status, 200);
  });
});

describe('favourites', () => {
  it('subscribes idempotently and keeps the count right', async () => {
    const event = await firstEvent();
    const other = { access_token: (await login(stack, '89110000002')).accessToken };
    const path = `${WEB}/events/${event.id}/subscribe`;
    const one = await call(stack.api, 'POST', path, { headers: token });
    assert.deepEqual(one.body, { is_favorite: 1, favorites_cnt: event.favorites_cnt + 1 });
    assert.equal(
      (await call(stack.api, 'POST', path, { headers: token })).body.favorites_cnt,
      event.favorites_cnt + 1,
    );
    assert.equal(
      (await call(stack.api, 'POST', path, { headers: other })).body.favorites_cnt,
      event.favorites_cnt + 2,
    );
    const removed = await call(stack.api, 'DELETE', path, { headers: other });
    assert.deepEqual(removed.body, { is_favorite: 0, favorites_cnt: event.favorites_cnt + 1 });
    assert.equal(
      (await call(stack.api, 'DELETE', path, { headers: other })).body.favorites_cnt,
      event.favorites_cnt + 1,
    );
    assert.equal((await call(stack.api, 'POST', path)).status, 401);
    assert.equal(
      (await call(stack.api, 'POST', `${WEB}/events/99999999/subscribe`, { headers: token })).status,
      404,
    );
    assert.equal(
      (await call(stack.api, 'POST', `${WEB}/events/abc/subscribe`, { headers: token })).body.error.field,
      'id',
    );

    const favorites = await call(stack.api, 'GET', `${WEB}/profile/events/favorites`, { headers: token });
    assert.equal(favorites.body.per_page, 20);
    assert.deepEqual(
      favorites.body.items.map((e: { id: number }) => e.id),
      [event.id],
    );
    assert.equal(favorites.body.items[0].is_favorite, 1);
  });

  it('keeps place favourites', async () => {
    const place = (await call(stack.api, 'GET', `${WEB}/places?city=moscow&per_page=1`)).body.items[0];
    const added = await call(stack.api, 'POST', `${WEB}/places/${place.id}/subscribe`, { headers: token });
    assert.deepEqual(added.body, { is_favorite: 1, favorites_cnt: place.favorites_cnt + 1 });
    const list = await call(stack.api, 'GET', `${WEB}/profile/places/favorites?page=1&per_page=20`, {
      headers: token,
    });
    assert.deepEqual(
      list.body.items.map((p: { id: number }) => p.id),
      [place.id],
    );
  });

  it('keeps everything across a restart', async () => {
    const profile = (await me()).body;
    await stack.restartApi();
    assert.deepEqual((await me()).body, profile);
    const favorites = await call(stack.api, 'GET', `${WEB}/profile/events/favorites`, { headers: token });
    assert.equal(favorites.body.total, 1);
  });
});

describe('account deletion', () => {
  it('removes the personal data, the sessions and the favourites', async () => {
    const event = (await call(stack.api, 'GET', `${WEB}/profile/events/favorites`, { headers: token })).body
      .items[0];
    // Deletion needs a sign-in within 5 minutes (session.test.ts): the person confirms a new code first.
    const signedInNow = { access_token: (await login(stack, '89110000001')).accessToken };
    const deleted = await call(stack.api, 'DELETE', `${WEB}/user`, { headers: signedInNow });
    assert.equal(deleted.status, 200);
    assert.equal((await me()).status, 401);
    const after = (await call(stack.api, 'GET', `${WEB}/events/${event.id}?city=moscow`)).body;
    assert.equal(after.favorites_cnt, event.favorites_cnt - 1);
    const again = await login(stack, '89110000001');
    assert.equal(again.isNewUser, true);
    const fresh = await call(stack.api, 'GET', `${WEB}/profile/-1`, {
      headers: { access_token: again.accessToken },
    });
    assert.equal(fresh.body.first_name, null);
    assert.deepEqual(fresh.body.categories, []);
    assert.equal((await call(stack.api, 'DELETE', `${WEB}/user`)).status, 401);
  });
});
