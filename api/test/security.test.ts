// The security review of issue 22, against a running API: what a visitor without premium sees of a secret place,
// what the web's dating cards give away (a teaser: no text, a blurred picture that leads to no photo), idempotent
// refresh rotation, calendar feed tokens that never come back, the development-mode guard, client
// addresses behind a proxy, the daily cap on wrong codes, rate limits, and single-use Telegram payloads. The API
// runs behind a pretend proxy (TRUST_PROXY=1): each test sends as a client address of its own, so that the
// per-address limits of one test do not reach another.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import {
  type Answer,
  AUTH,
  apiDir,
  call,
  freePort,
  MOBILE,
  type Stack,
  startStack,
  stopProcess,
  WEB,
} from './harness';
import { fineDetail } from './picture-detail';
import { telegramPayload } from './social-fakes';

const BOT_TOKEN = '424242:security-bot-token';
const GRACE_SECONDS = 3;
const LIMITS = { signIn: 20, payments: 5, writes: 10, search: 5 };
/** Requests that exceed a per-process limit in one of the two HTTP workers, however they are spread. */
const overLimit = (limit: number) => 2 * limit + 1;
let stack: Stack;

before(async () => {
  stack = await startStack({
    TRUST_PROXY: '1',
    SMS_PER_IP_PER_HOUR: '3',
    REFRESH_REUSE_GRACE_SECONDS: String(GRACE_SECONDS),
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    API_WORKERS: '2',
    RATE_LIMIT_SIGN_IN: String(LIMITS.signIn),
    RATE_LIMIT_PAYMENTS: String(LIMITS.payments),
    RATE_LIMIT_WRITES: String(LIMITS.writes),
    RATE_LIMIT_SEARCH: String(LIMITS.search),
  });
});
after(async () => {
  await stack?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let clients = 0;
/** A client address of its own (TEST-NET-3), as the proxy in front reports it. */
const newClient = () => ({ 'x-forwarded-for': `203.0.113.${++clients}` });
let phones = 0;
const newPhone = () =>
  `8977${String(Date.now() % 100_000).padStart(5, '0')}${String(++phones).padStart(2, '0')}`;

type Headers = Record<string, string>;
const sendCode = (client: Headers, phone: string) =>
  call(stack.api, 'POST', `${AUTH}/`, { headers: { ...client, auth_type: '1', phone } });
const confirmCode = (client: Headers, phone: string, code: string) =>
  call(stack.api, 'POST', `${AUTH}/token/sms/v2`, { headers: { ...client, code, phone, platform_id: '3' } });
const refresh = (client: Headers, token: string) =>
  call(stack.api, 'POST', `${AUTH}/token/refresh`, { headers: { ...client, refresh_token: token } });
const me = (client: Headers, token: string) =>
  call(stack.api, 'GET', `${WEB}/profile/-1`, { headers: { ...client, access_token: token } });

async function signIn(client: Headers, phone = newPhone()) {
  const sent = await sendCode(client, phone);
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const confirmed = await confirmCode(client, phone, sent.body.security_data);
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return confirmed.body as { access_token: string; refresh_token: string };
}

/** A signed-in person with a paid month, bought through the YooKassa stand-in. */
async function premiumMember(client: Headers) {
  const tokens = await signIn(client);
  const headers = { ...client, access_token: tokens.access_token };
  const email = 'secret@example.com';
  const created = await call(stack.api, 'POST', '/api/payments', {
    headers,
    body: {
      amount: '577.00',
      description: `website;site_month_577;${email}`,
      metadata: { subscription_id: 'site_month_577', subscription_title: 'Премиум на месяц', email },
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  await fetch(`${stack.yookassa}/__test__/payments/${created.body.id}/succeed`, { method: 'POST' });
  const added = await call(stack.api, 'POST', `${MOBILE}/purchase/subscription/add`, {
    headers,
    body: { platform: 'web', receipt_info: created.body.id },
  });
  assert.equal(added.body.is_subscription_paid, true, JSON.stringify(added.body));
  return headers;
}

interface PlaceAnswer {
  id: number;
  slug: string;
  title: string;
  address: string;
  coordinates: unknown;
  is_secret: boolean;
  description?: string;
  phone?: string | null;
  hours?: unknown[];
  image: string;
}

/** Nothing of a secret place but its name, category, picture and the teaser. */
function assertConcealed(place: PlaceAnswer, where: string) {
  assert.equal(place.is_secret, true, where);
  assert.equal(place.address, '', `${where}: address`);
  assert.equal(place.coordinates, null, `${where}: coordinates`);
  assert.ok(place.title && place.image, `${where}: name and picture stay`);
  if ('phone' in place) {
    assert.equal(place.phone, null, `${where}: phone`);
    assert.deepEqual(place.hours, [], `${where}: hours`);
    assert.match(place.description ?? '', /премиум-подпиской/, `${where}: teaser`);
  }
}

describe('paid content: secret places', () => {
  it('shows a visitor without premium the name, picture and teaser of a secret place, wherever it appears', async () => {
    const client = newClient();
    const get = (url: string, headers: Headers = {}) =>
      call(stack.api, 'GET', url, { headers: { ...client, ...headers } });
    const all = await get(`${WEB}/places?city=moscow&per_page=100`);
    const secret = (all.body.items as PlaceAnswer[]).find((place) => place.is_secret);
    assert.ok(secret, 'Moscow has a secret place');
    assertConcealed(secret, 'places list');
    const one = await get(`${WEB}/places/${secret.id}?city=moscow`);
    assert.equal(one.status, 200);
    assertConcealed(one.body, 'place by id');
    assertConcealed((await get(`${WEB}/places/${secret.slug}?city=moscow`)).body, 'place by slug');
    const found = await get(`${WEB}/search?city=moscow&q=${encodeURIComponent(secret.title)}`);
    const inSearch = (found.body.places.items as PlaceAnswer[]).find((place) => place.id === secret.id);
    assert.ok(inSearch, 'search finds it by name');
    assertConcealed(inSearch, 'search');
    const suggestions = await get(
      `${WEB}/search/suggestions?city=moscow&q=${encodeURIComponent(secret.title)}`,
    );
    for (const suggestion of suggestions.body)
      assert.deepEqual(Object.keys(suggestion).sort(), ['id', 'kind', 'slug', 'title']);

    // Its events: the place concealed, and no address of their own (it is the place's).
    const events = await get(`${WEB}/events?city=moscow&id_place=${secret.id}&show_past=1&per_page=50`);
    assert.ok(events.body.items.length > 0, 'events are held there');
    const descriptions: string[] = [];
    for (const event of events.body.items) {
      assertConcealed(event.place, `event ${event.id}`);
      assert.equal(event.address, '', `event ${event.id}: address`);
      const page = await get(`${WEB}/events/${event.slug}?city=moscow`);
      assertConcealed(page.body.place, `event page ${event.slug}`);
      assert.equal(page.body.address, '');
      descriptions.push(page.body.description);
    }
    // A signed-in visitor without premium sees the same.
    const member = await signIn(newClient());
    assertConcealed(
      (await get(`${WEB}/places/${secret.id}?city=moscow`, { access_token: member.access_token })).body,
      'signed in without premium',
    );
    const sitemap = await (await fetch(`${stack.api}/sitemap.xml`)).text();
    assert.ok(!sitemap.includes(`/places/${secret.slug}<`), 'the sitemap leaves secret places out');

    // With premium: everything.
    const premium = await premiumMember(newClient());
    const open = await get(`${WEB}/places/${secret.id}?city=moscow`, premium);
    assert.notEqual(open.body.address, '');
    assert.ok(open.body.coordinates);
    assert.ok(open.body.phone);
    assert.equal(open.body.hours.length, 7);
    const openEvents = await get(`${WEB}/events?city=moscow&id_place=${secret.id}&show_past=1`, premium);
    assert.equal(openEvents.body.items[0].place.address, open.body.address);
    assert.equal(openEvents.body.items[0].address, open.body.address);
    // Nor is the address in the events' texts, which everyone reads.
    for (const description of descriptions) {
      assert.ok(!description.includes(open.body.address), `an event's text holds ${open.body.address}`);
    }

    // Near a point, a distance (or the order, or the radius) would give the place's position away: lists near
    // its very spot leave it and its events out without premium, and show them with it.
    const { latitude, longitude } = open.body.coordinates;
    const around = `city=moscow&lat=${latitude}&lon=${longitude}&radius=50000&per_page=100`;
    const placeIds = async (headers?: Headers) =>
      ((await get(`${WEB}/places?${around}`, headers)).body.items as PlaceAnswer[]).map((place) => place.id);
    const eventPlaces = async (headers?: Headers) =>
      (
        (await get(`${WEB}/events?${around}&show_past=1`, headers)).body.items as {
          place: PlaceAnswer | null;
        }[]
      ).map((event) => event.place?.id);
    assert.ok(!(await placeIds()).includes(secret.id), 'nearby places without premium');
    assert.ok(!(await placeIds({ access_token: member.access_token })).includes(secret.id), 'signed in');
    assert.ok(!(await eventPlaces()).includes(secret.id), 'nearby events without premium');
    assert.equal((await placeIds(premium))[0], secret.id, 'with premium it is the nearest place');
    assert.ok((await eventPlaces(premium)).includes(secret.id), 'nearby events with premium');
  });
});

interface DatingCardAnswer {
  id: number;
  name: string;
  age: number;
  image: string;
  about?: string;
  gender?: string;
}

describe('paid content: dating profiles on the web', () => {
  const TEASER_URL = /^http:\/\/127\.0\.0\.1:\d+\/media\/v1\/teaser\/[0-9a-f]{24}\.jpg$/;

  it('answers everyone, premium or not, only what the cards show: name, age and a blurred teaser, no text', async () => {
    const client = newClient();
    const get = (url: string, headers: Headers = {}) =>
      call(stack.api, 'GET', url, { headers: { ...client, ...headers } });
    const event = (await get(`${WEB}/events?city=moscow&per_page=1`)).body.items[0];
    const urls = [
      `/profiles?city=moscow&per_page=100`,
      `/events/${event.id}/profiles?city=moscow&per_page=100`,
    ];
    // What a signed-in app reads on the mobile base: the whole cards, with their texts and photos.
    const member = await signIn(newClient());
    const whole = (await get(`${MOBILE}${urls[0]}`, { access_token: member.access_token })).body
      .items as DatingCardAnswer[];
    assert.ok(whole.length > 0 && whole.every((card) => card.about), 'the mobile base keeps the texts');
    // Anonymous, the mobile base is no way around the teaser.
    const anonymousApp = JSON.stringify((await get(`${MOBILE}${urls[0]}`)).body);
    assert.ok(!/portrait|about|gender/.test(anonymousApp), anonymousApp.slice(0, 200));
    const viewers: [string, Headers][] = [
      ['anonymous', {}],
      ['signed in', { access_token: member.access_token }],
      ['premium', await premiumMember(newClient())],
    ];
    for (const url of urls) {
      const answers: DatingCardAnswer[][] = [];
      for (const [who, headers] of viewers) {
        const answer = await get(`${WEB}${url}`, headers);
        assert.equal(answer.status, 200, `${who} ${url}`);
        const cards = answer.body.items as DatingCardAnswer[];
        assert.ok(cards.length > 0, `${who} ${url}`);
        for (const card of cards) {
          assert.deepEqual(Object.keys(card).sort(), ['age', 'id', 'image', 'name'], `${who} ${url}`);
          assert.match(card.image, TEASER_URL, `${who} ${url}`);
        }
        // Nothing of the whole cards beyond that, anywhere in the answer: no text, no picture's id.
        const text = JSON.stringify(answer.body);
        for (const card of whole) {
          assert.ok(!text.includes(card.about!), `${who} ${url} holds '${card.about}'`);
          const picture = /\/media\/v1\/([a-z]+-\d+)\//.exec(card.image)![1]!;
          assert.ok(!text.includes(`${picture}/`), `${who} ${url} names ${picture}`);
        }
        assert.ok(!/portrait|about|gender/.test(text), `${who} ${url}`);
        answers.push(cards);
      }
      // Premium changes nothing: the web shows it the same teaser (dating itself is in the app).
      assert.deepEqual(answers[1], answers[0], `signed in ${url}`);
      assert.deepEqual(answers[2], answers[0], `premium ${url}`);
    }
  });

  it('serves the teaser small and blurred, and nothing in its URL leads to the photo', async () => {
    const client = newClient();
    const web = (await call(stack.api, 'GET', `${WEB}/profiles?city=kazan`, { headers: client })).body
      .items as DatingCardAnswer[];
    const member = await signIn(newClient());
    const mobile = (
      await call(stack.api, 'GET', `${MOBILE}/profiles?city=kazan`, {
        headers: { ...client, access_token: member.access_token },
      })
    ).body.items as DatingCardAnswer[];
    const card = web[0]!;
    const photoUrl = mobile.find((other) => other.id === card.id)!.image;
    const teaser = await fetch(card.image, { headers: client });
    assert.equal(teaser.status, 200);
    assert.equal(teaser.headers.get('content-type'), 'image/jpeg');
    assert.equal(teaser.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.doesNotMatch(teaser.headers.get('etag') ?? '', /portrait/);
    const bytes = Buffer.from(await teaser.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    assert.deepEqual([meta.width, meta.height], [160, 160]);
    assert.ok(bytes.length < 8_000, `${bytes.length} bytes`);
    const photo = Buffer.from(await (await fetch(photoUrl, { headers: client })).arrayBuffer());
    const [blurred, sharpDetail] = [await fineDetail(bytes), await fineDetail(photo)];
    assert.ok(blurred * 4 < sharpDetail, `teaser ${blurred.toFixed(2)} vs photo ${sharpDetail.toFixed(2)}`);
    // Another size, format or version of the teaser's name is no picture, and its token is no picture's id.
    const token = /teaser\/([0-9a-f]{24})\.jpg$/.exec(card.image)![1]!;
    for (const path of [
      `/media/v1/teaser/${token}/640x640.jpg`,
      `/media/v1/teaser/${token}.png`,
      `/media/v1/${token}/640x640.jpg`,
      `/media/v0/teaser/${token}.jpg`,
      `/media/v1/teaser/${'0'.repeat(24)}.jpg`,
    ]) {
      const answer = await call(stack.api, 'GET', path, { headers: client });
      assert.equal(answer.status, 404, path);
    }
  });
});

describe('refresh rotation', () => {
  it('answers a repeat within the grace with the pair already issued, never a second live session', async () => {
    const client = newClient();
    const tokens = await signIn(client);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await refresh(client, tokens.refresh_token));
    for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const [first, ...repeats] = answers.map((answer) => answer.body);
    for (const repeat of repeats) {
      assert.equal(repeat.access_token, first.access_token);
      assert.equal(repeat.refresh_token, first.refresh_token);
    }
    assert.equal((await me(client, first.access_token)).status, 200);

    // The owner goes on refreshing; the thief's copy of the old token, replayed later, ends everything.
    const next = await refresh(client, first.refresh_token);
    assert.equal(next.status, 200);
    await sleep(GRACE_SECONDS * 1000 + 500);
    const replay = await refresh(client, tokens.refresh_token);
    assert.equal(replay.status, 401);
    assert.equal(replay.body.error.code, 'refresh_token_reused');
    assert.equal((await me(client, next.body.access_token)).status, 401);
    assert.equal((await refresh(client, next.body.refresh_token)).status, 401);
  });
});

describe('calendar feed', () => {
  it('gets a new random address after being turned off and on, and a revoked one never works again', async () => {
    const client = newClient();
    const headers = { ...client, access_token: (await signIn(client)).access_token };
    const feed = (method: string, suffix = '') =>
      call(stack.api, method, `${WEB}/profile/calendar-feed${suffix}`, { headers });
    const first = (await feed('POST')).body.feed.url as string;
    assert.equal((await fetch(first)).status, 200);
    assert.equal((await feed('DELETE')).status, 204);
    assert.equal((await fetch(first)).status, 404);
    const second = (await feed('POST')).body.feed.url as string;
    assert.notEqual(second, first, 'turning the feed on again makes a new address');
    assert.equal((await fetch(first)).status, 404, 'the revoked address stays dead');
    assert.equal((await feed('GET')).body.feed.url, second, 'the owner is shown the address again');
    const third = (await feed('POST', '/renew')).body.feed.url as string;
    assert.notEqual(third, second);
    assert.equal((await fetch(second)).status, 404);
    assert.equal((await fetch(third)).status, 200);
  });

  it('answers calls that turn it on at once with one live address, and a new one after turning it off', async () => {
    const owner = newClient();
    const access_token = (await signIn(owner)).access_token;
    /**
     * Calls at once (a double click, two tabs), each from an address of its own (TEST-NET-2, the same 20 in every
     * round): the rounds stay under the per-address limit of writes.
     */
    const turnOnAtOnce = async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          call(stack.api, 'POST', `${WEB}/profile/calendar-feed`, {
            headers: { 'x-forwarded-for': `198.51.100.${index + 1}`, access_token },
          }),
        ),
      );
      for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const urls = new Set(answers.map((answer) => answer.body.feed.url as string));
      assert.equal(urls.size, 1, `one address for every call: ${[...urls].join(' ')}`);
      const [url] = urls;
      assert.equal((await fetch(url!)).status, 200);
      const shown = await call(stack.api, 'GET', `${WEB}/profile/calendar-feed`, {
        headers: { ...owner, access_token },
      });
      assert.equal(shown.body.feed.url, url);
      return url!;
    };
    // Several rounds: on PostgreSQL the calls of one round do not always overlap.
    const seen: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const url = await turnOnAtOnce();
      assert.ok(!seen.includes(url), 'turning the feed on again makes a new address');
      seen.push(url);
      const off = await call(stack.api, 'DELETE', `${WEB}/profile/calendar-feed`, {
        headers: { ...owner, access_token },
      });
      assert.equal(off.status, 204);
      assert.equal((await fetch(url)).status, 404);
    }
  });
});

describe('development mode', () => {
  /** Starts the API as configured and answers its exit code and output (null: still running after 20 s). */
  async function start(env: Record<string, string>) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kaver-guard-'));
    const child = spawn(process.execPath, [path.join(apiDir, 'dist/main.js')], {
      env: {
        ...process.env,
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED: '0',
        API_WORKERS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 20_000);
      child.once('exit', (exit) => {
        clearTimeout(timer);
        resolve(exit);
      });
    });
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
    return { code, output };
  }

  it('refuses to listen on a network address with its back doors, and production refuses the default secret', async () => {
    const network = await start({ APP_ENV: 'development', HOST: '0.0.0.0' });
    assert.equal(network.code, 1, network.output);
    assert.match(network.output, /Refusing to listen on 0\.0\.0\.0/);
    assert.match(network.output, /security_data/);
    assert.match(network.output, /ALLOW_DEVELOPMENT_ON_NETWORK=1/);
    const production = await start({
      APP_ENV: 'production',
      HOST: '127.0.0.1',
      AUTH_SECRET: 'kaver-development-secret',
      PUBLIC_URL: 'https://api.kaver.example',
      SITE_URL: 'https://kaver.example',
      CORS_ORIGINS: 'https://kaver.example',
      YOOKASSA_API_URL: 'http://localhost:4100/v3',
      YOOKASSA_SHOP_ID: '1',
      YOOKASSA_SECRET_KEY: 'test_secret_key',
      SMS_PROVIDER: 'smsru',
      SMS_API_KEY: 'k',
    });
    assert.equal(production.code, 1, production.output);
    assert.match(production.output, /AUTH_SECRET is the development default/);
    assert.match(production.output, /YOOKASSA_API_URL points at a local stand-in/);
  });
});

describe('client address behind a proxy', () => {
  it('takes the address the proxy saw, not the left-most X-Forwarded-For the client wrote', async () => {
    const client = newClient()['x-forwarded-for'];
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      // The client forges a new address each time; the proxy appends the one it saw.
      answers.push(await sendCode({ 'x-forwarded-for': `198.51.100.${i + 1}, ${client}` }, newPhone()));
    }
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200, 429],
    );
    assert.equal(answers[3]!.body.error.code, 'too_many_sms');
  });
});

describe('wrong codes per phone and day', () => {
  it('locks sign-in by a phone after 10 wrong codes in a day, says for how long, and takes no right code meanwhile', async () => {
    const client = newClient();
    const phone = newPhone();
    const wrong = (code: string) => (code === '0000' ? '1111' : '0000');
    let code = (await sendCode(client, phone)).body.security_data as string;
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await confirmCode(client, phone, wrong(code)));
    code = (await sendCode(client, phone)).body.security_data as string;
    for (let i = 0; i < 5; i += 1) answers.push(await confirmCode(client, phone, wrong(code)));
    assert.deepEqual(
      answers.map((answer) => answer.body.error.code),
      [...Array(9).fill('wrong_code'), 'phone_locked'],
    );
    const locked = answers[9]!;
    assert.equal(locked.status, 429);
    assert.equal(locked.body.error.field, 'phone');
    assert.ok(locked.body.error.retry_after > 23 * 3600, `locked for ${locked.body.error.retry_after} s`);
    assert.equal(locked.headers.get('retry-after'), String(locked.body.error.retry_after));
    const send = await sendCode(client, phone);
    assert.equal(send.status, 429);
    assert.equal(send.body.error.code, 'phone_locked');
    const right = await confirmCode(client, phone, code);
    assert.equal(right.body.error.code, 'phone_locked');
    // Another phone is not affected.
    await signIn(client);
  });
});

describe('rate limits', () => {
  /** Sends `count` requests from one client address and answers the first 429, checking its shape. */
  async function firstRefusal(count: number, request: (client: Headers, i: number) => Promise<Answer>) {
    const client = newClient();
    for (let i = 0; i < count; i += 1) {
      const answer = await request(client, i);
      if (answer.status === 429) {
        assert.equal(answer.body.error.code, 'rate_limited', JSON.stringify(answer.body));
        assert.ok(Number(answer.headers.get('retry-after')) > 0);
        assert.equal(answer.body.error.retry_after, Number(answer.headers.get('retry-after')));
        // Another address is not held back.
        const other = await request(newClient(), i);
        assert.notEqual(other.status, 429, 'another address');
        return answer;
      }
      assert.ok(answer.status < 500, `${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return null;
  }

  it('limits search, sign-in, payments and writes per client address with 429 and Retry-After', async () => {
    const search = await firstRefusal(overLimit(LIMITS.search), (client, i) =>
      call(stack.api, 'GET', `${WEB}/search?city=moscow&q=${encodeURIComponent(`джаз ${i}`)}`, {
        headers: client,
      }),
    );
    assert.ok(search, 'search is limited');
    const signIn = await firstRefusal(overLimit(LIMITS.signIn), (client) => refresh(client, 'not-a-token'));
    assert.ok(signIn, 'sign-in is limited');
    const payments = await firstRefusal(overLimit(LIMITS.payments), (client) =>
      call(stack.api, 'GET', '/api/payments/unknown-payment', { headers: client }),
    );
    assert.ok(payments, 'payments are limited');
    const writes = await firstRefusal(overLimit(LIMITS.writes), (client) =>
      call(stack.api, 'POST', `${WEB}/auth/logout`, { headers: client }),
    );
    assert.ok(writes, 'writes are limited');
  });
});

describe('Telegram sign-in payloads', () => {
  const social = (client: Headers, data: unknown) =>
    call(stack.api, 'POST', `${WEB}/auth/social`, { headers: client, body: { source_auth: 'tg', data } });
  const now = () => Math.floor(Date.now() / 1000);

  it('takes each payload once, and only a fresh one counts as the recent sign-in deletion asks for', async () => {
    const client = newClient();
    const payload = telegramPayload(BOT_TOKEN, { id: 9101, first_name: 'Лев', auth_date: now() });
    assert.equal((await social(client, payload)).status, 200);
    const replay = await social(client, payload);
    assert.equal(replay.status, 401);
    assert.equal(replay.body.error.code, 'sign_in_proof_used');

    // A payload made an hour ago (within Telegram's day, so it signs in) is not a fresh sign-in.
    const old = await social(
      client,
      telegramPayload(BOT_TOKEN, { id: 9102, first_name: 'Ян', auth_date: now() - 3600 }),
    );
    assert.equal(old.status, 200);
    const refused = await call(stack.api, 'DELETE', `${WEB}/user`, {
      headers: { ...client, access_token: old.body.access_token },
    });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error.code, 'fresh_sign_in_required');
    const fresh = await social(
      client,
      telegramPayload(BOT_TOKEN, { id: 9102, first_name: 'Ян', auth_date: now() }),
    );
    const deleted = await call(stack.api, 'DELETE', `${WEB}/user`, {
      headers: { ...client, access_token: fresh.body.access_token },
    });
    assert.equal(deleted.status, 200);
  });
});
