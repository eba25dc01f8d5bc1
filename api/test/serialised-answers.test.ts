// The response schemas change no answer: every route with a JSON answer is called over the seeded embedded
// database, anonymous and signed in (profile, favourites, follows, the subscription, payments, the calendar feed),
// and the bytes sent must be JSON.stringify of what the route gave reply.send (handler-payloads.ts). A schema that
// leaves out a field the route sends, or gives it another type, fails here. Every operation of /openapi.json with
// a JSON answer must be called at least once (on one of the bases it is mounted on).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASES } from '../src/http/bases';
import type { PaymentProvider, ProviderPayment } from '../src/services/yookassa';
import { recordHandlerPayloads } from './handler-payloads';
import { type InProcessApi, startInProcess } from './in-process';
import { telegramPayload } from './social-fakes';

const BOT_TOKEN = '123456:serialised-answers';
const SITE = 'http://localhost:3000';
const WEB = BASES.web;
const MOBILE = BASES.mobile;

/** YooKassa as the test sets it: a created payment waits for the widget until `pay` settles it. */
function fakeYooKassa() {
  const payments = new Map<string, ProviderPayment>();
  const provider: PaymentProvider = {
    async createPayment(request) {
      const payment: ProviderPayment = {
        id: `2f${payments.size + 1}-000f-5000-9000-1b2c3d4e5f60`,
        status: 'pending',
        paid: false,
        amount: request.amount,
        description: request.description,
        metadata: request.metadata,
        confirmation: { type: 'embedded', confirmation_token: 'ct-2f1-widget' },
        created_at: '2026-05-01T10:00:00.000Z',
      };
      payments.set(payment.id, payment);
      return payment;
    },
    async getPayment(id) {
      return payments.get(id) ?? null;
    },
  };
  const settle = (id: string, change: Partial<ProviderPayment>) => {
    payments.set(id, { ...payments.get(id)!, ...change });
  };
  return { provider, settle };
}

const recorder = recordHandlerPayloads();
const yookassa = fakeYooKassa();
let api: InProcessApi;

interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
  status?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: the test reads JSON answers loosely
async function call(method: string, url: string, options: CallOptions = {}): Promise<any> {
  recorder.take();
  const response = await api.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(options.token ? { access_token: options.token } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  const where = `${method} ${url}`;
  assert.equal(response.statusCode, options.status ?? 200, `${where}: ${response.body}`);
  const sent = recorder.take();
  if (String(response.headers['content-type']).startsWith('application/json')) {
    assert.notEqual(sent, undefined, `${where}: the value the route sent was not recorded`);
    const difference = firstDifference(JSON.parse(response.body), JSON.parse(JSON.stringify(sent)), '');
    assert.equal(difference, null, `${where} answers other JSON than it sent: ${difference}`);
  }
  return response.body ? JSON.parse(response.body) : null;
}

/**
 * Where two JSON values differ ('items.0.images.1.description: absent, sent "..."'), or null. The order of an
 * object's keys is not compared: a serialiser writes them in its schema's order.
 */
function firstDifference(answered: unknown, sent: unknown, path: string): string | null {
  const shown = (value: unknown) => (value === undefined ? 'absent' : JSON.stringify(value).slice(0, 80));
  const bothObjects = (value: unknown) => typeof value === 'object' && value !== null;
  if (!bothObjects(answered) || !bothObjects(sent) || Array.isArray(answered) !== Array.isArray(sent)) {
    return Object.is(answered, sent)
      ? null
      : `${path || '(body)'}: answered ${shown(answered)}, sent ${shown(sent)}`;
  }
  const left = answered as Record<string, unknown>;
  const right = sent as Record<string, unknown>;
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const difference = firstDifference(left[key], right[key], path ? `${path}.${key}` : key);
    if (difference) return difference;
  }
  return null;
}

async function signIn(phone: string): Promise<{ access: string; refresh: string }> {
  const sent = await call('POST', `${BASES.auth}/`, { headers: { auth_type: '1', phone } });
  // A second request within the resend window repeats the code instead of sending another.
  await call('POST', `${BASES.auth}/`, { headers: { auth_type: '1', phone } });
  const tokens = await call('POST', `${BASES.auth}/token/sms/v2`, {
    headers: { code: sent.security_data, phone, platform_id: '3' },
  });
  return { access: tokens.access_token, refresh: tokens.refresh_token };
}

/** Each operation of the document with a JSON success answer, as 'GET /events/{id}' without its base. */
async function jsonOperations(): Promise<string[]> {
  const doc = (await call('GET', '/openapi.json')) as {
    paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>>;
  };
  const operations = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const answers = Object.entries(operation.responses ?? {});
      const json = answers.some(
        ([code, answer]) => code.startsWith('2') && 'application/json' in (answer.content ?? {}),
      );
      if (json) operations.add(`${method.toUpperCase()} ${withoutBase(path)}`);
    }
  }
  return [...operations].sort();
}

function withoutBase(path: string): string {
  for (const base of [WEB, MOBILE]) if (path.startsWith(`${base}/`)) return path.slice(base.length);
  return path.replace(/\/$/, '') || '/';
}

before(async () => {
  api = await startInProcess({
    seed: true,
    env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, SITE_URL: SITE },
    payments: yookassa.provider,
  });
});
after(async () => {
  recorder.stop();
  await api?.stop();
});

describe('answers under their response schemas', () => {
  it('are the JSON every route sent, anonymous and signed in', { timeout: 300_000 }, async () => {
    await call('GET', '/health');
    for (const base of [WEB, MOBILE]) {
      await call('GET', `${base}/cities`);
      await call('GET', `${base}/ages`);
      await call('GET', `${base}/purposes`);
      await call('GET', `${base}/survey/questions`);
      await call('GET', `${base}/redirects?path=/nowhere`);
      await call('GET', `${base}/events/types?city=moscow`);
    }
    const rule = await api.db.selectFrom('redirects').select('path').executeTakeFirst();
    if (rule) await call('GET', `${WEB}/redirects?path=${encodeURIComponent(rule.path)}`);

    const events = await call('GET', `${WEB}/events?city=moscow&per_page=3`);
    const event = events.items[0];
    await call('GET', `${WEB}/events?city=moscow&lat=55.75&lon=37.62&radius=10`);
    await call('GET', `${WEB}/events/${event.slug}?city=moscow`);
    await call('GET', `${WEB}/events/${event.id}/similar?city=moscow`);
    await call('GET', `${WEB}/events/${event.id}/profiles?city=moscow`);
    await call('GET', `${WEB}/events/${event.id}/articles`);
    await call('GET', `${WEB}/profiles?city=moscow`);
    const places = await call('GET', `${WEB}/places?city=moscow&per_page=3`);
    const place = places.items[0];
    await call('GET', `${WEB}/places?city=moscow&lat=55.75&lon=37.62&radius=10`);
    await call('GET', `${WEB}/places/${place.id}?city=moscow`);
    const collections = await call('GET', `${WEB}/collections?city=moscow`);
    await call('GET', `${WEB}/collections/${collections[0].slug}?city=moscow`);
    for (const kind of ['articles', 'guides']) {
      const list = await call('GET', `${WEB}/${kind}?city=moscow`);
      await call('GET', `${WEB}/${kind}/${list.items[0].slug}`);
    }
    await call('GET', `${WEB}/search?city=moscow&q=${encodeURIComponent('концерт')}`);
    await call('GET', `${WEB}/search/suggestions?city=moscow&q=${encodeURIComponent('кон')}`);
    const suggestion = await api.db.selectFrom('suggestions').select('id').executeTakeFirst();
    if (suggestion) await call('GET', `${WEB}/suggestions/${suggestion.id}`);
    await call('GET', `${MOBILE}/subscriptions`);

    const { access, refresh } = await signIn('+7 (999) 100-20-30');
    const me = { token: access };
    await call('GET', `${WEB}/profile/-1`, me);
    await call('GET', `${WEB}/me`, me);
    await call('PUT', `${WEB}/user`, {
      ...me,
      body: {
        first_name: 'Анна',
        birth_dt: '01.02.1990',
        gender: 'female',
        id_city: 1,
        email: 'anna@example.ru',
      },
    });
    await call('POST', `${WEB}/user/categories`, { ...me, body: { categories: [1, 2, 3] } });
    await call('POST', `${MOBILE}/user/purposes`, { ...me, headers: { purposes: '1' } });
    await call('POST', `${WEB}/user/survey`, { ...me, body: { answers: { 1: [1], 2: [1, 2] } } });
    for (const base of [WEB, MOBILE]) {
      for (const [kind, id] of [
        ['events', event.id],
        ['places', place.id],
      ]) {
        await call('POST', `${base}/${kind}/${id}/subscribe`, me);
        await call('DELETE', `${base}/${kind}/${id}/subscribe`, me);
        await call('POST', `${base}/${kind}/${id}/subscribe`, me);
      }
    }
    await call('POST', `${WEB}/places/${place.id}/follow`, me);
    await call('GET', `${WEB}/places/${place.id}/follow`, me);
    await call('GET', `${WEB}/profile/places/follows`, me);
    await call('GET', `${WEB}/profile/places/follows/events`, me);
    await call('POST', `${WEB}/profile/calendar-feed/followed-places`, me);
    await call('GET', `${WEB}/profile/calendar-feed/followed-places`, me);
    await call('DELETE', `${WEB}/profile/calendar-feed/followed-places`, me);
    await call('DELETE', `${WEB}/places/${place.id}/follow`, me);
    await call('GET', `${WEB}/profile/events/favorites`, me);
    await call('GET', `${MOBILE}/profile/places/favorites`, me);
    await call('GET', `${WEB}/events/${event.id}?city=moscow`, me);
    await call('GET', `${WEB}/profile/calendar-feed`, me);
    await call('POST', `${WEB}/profile/calendar-feed`, me);
    await call('POST', `${WEB}/profile/calendar-feed/renew`, me);
    await call('DELETE', `${WEB}/profile/calendar-feed`, { ...me, status: 204 });

    // The subscription: plans, a payment through the widget, the paid period, its history, no renewal.
    await call('GET', `${MOBILE}/purchase/subscription/status`, me);
    const [plan] = await call('GET', `${MOBILE}/subscriptions`);
    const email = 'anna@example.ru';
    const paymentBody = {
      amount: String(plan.price),
      description: `website;${plan.subscription_id};${email}`,
      metadata: { subscription_id: plan.subscription_id, subscription_title: plan.title, email },
    };
    const keyed = { ...me, headers: { 'idempotence-key': 'order-1' }, body: paymentBody, status: 201 };
    const payment = await call('POST', `${BASES.payments}/`, keyed);
    await call('POST', `${BASES.payments}/`, keyed);
    await call('GET', `${BASES.payments}/${payment.id}`, me);
    // A declined one, while no period is paid yet (a paid subscriber may not pick a plan: 409 already_subscribed).
    const canceled = await call('POST', `${BASES.payments}/`, { ...me, body: paymentBody, status: 201 });
    yookassa.settle(canceled.id, {
      status: 'canceled',
      cancellation_details: { party: 'payment_network', reason: 'call_issuer' },
    });
    await call('GET', `${BASES.payments}/${canceled.id}`, me);
    yookassa.settle(payment.id, { status: 'succeeded', paid: true });
    await call('GET', `${BASES.payments}/${payment.id}`, me);
    const notification = { event: 'payment.succeeded', object: { id: payment.id } };
    await call('POST', `${BASES.payments}/notifications`, { body: notification });
    const unknown = { event: 'payment.succeeded', object: { id: 'not-ours' } };
    await call('POST', `${BASES.payments}/notifications`, { body: unknown });
    const status = await call('POST', `${MOBILE}/purchase/subscription/add`, {
      ...me,
      body: { platform: 'web', receipt_info: payment.id },
    });
    await call('GET', `${MOBILE}/purchase/subscription/history`, me);
    await call('GET', `${MOBILE}/purchase/subscription/history/actual`, me);
    await call('GET', `${MOBILE}/purchase/subscription/status`, me);
    await call('GET', `${WEB}/me`, me);
    await call('POST', `${MOBILE}/purchase/subscription/unsubscribe`, {
      ...me,
      body: { id_subscription: status.id_subscription, is_without_renewal: 0 },
    });

    // Tokens: by header (the pair), by the cookie (lifetimes only), a replay within the grace.
    const pair = await call('POST', `${BASES.auth}/token/refresh`, { headers: { refresh_token: refresh } });
    await call('POST', `${BASES.auth}/token/refresh`, { body: { refresh_token: refresh } });
    await call('POST', `${BASES.auth}/token/refresh`, {
      headers: { cookie: `refresh_token=${pair.refresh_token}`, origin: SITE },
    });
    const telegram = telegramPayload(BOT_TOKEN, {
      id: 4242,
      first_name: 'Илья',
      auth_date: Math.floor(Date.now() / 1000),
    });
    const social = await call('POST', `${WEB}/auth/social`, { body: { source_auth: 'tg', data: telegram } });
    await call('POST', `${MOBILE}/auth/logout`, { token: social.access_token });
    const leaving = await signIn('89990001122');
    await call('DELETE', `${WEB}/user`, { token: leaving.access });

    const called = new Set(
      [...recorder.routes].map((route) => {
        const [method, url] = route.split(' ') as [string, string];
        return `${method} ${withoutBase(url.replace(/:(\w+)/g, '{$1}'))}`;
      }),
    );
    const missed = (await jsonOperations()).filter((operation) => !called.has(operation));
    assert.deepEqual(missed, [], 'operations with a JSON answer this test never called');
  });
});
