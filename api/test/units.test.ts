// In-process tests of the rules that need a clock or a fake provider: renewals, payment checks, phone
// normalisation, dates, Firebase emulator tokens, the sender allowlist, the start-up guards, the client address
// behind proxies, rate-limit groups; and of the validation layer, the error answers (a refused body, an account
// deleted between the session check and the profile or a write of its rows), the response cache and the data
// folder lock.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Ajv } from 'ajv';
import type { InjectOptions } from 'fastify';
import { type KyselyPlugin, SelectQueryNode, TableNode } from 'kysely';
import {
  cityAliasOf,
  cityById,
  cityTimezone,
  optionalCity,
  requireCity,
  weekendArticleCity,
  weekendArticleSlug,
} from '../src/catalog/cities';
import { developmentBackdoors, developmentListenWarning, loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { connectDatabase } from '../src/db/connect';
import { DataFolderInUseError, LOCK_FILE, lockDataFolder } from '../src/db/data-lock';
import { migrate } from '../src/db/migrate';
import { buildApp } from '../src/http/app';
import { rateLimitGroup } from '../src/http/rate-limits';
import { counterTags, createResponseCache } from '../src/http/response-cache';
import { bounded, DEFAULT_MAX_ITEMS, DEFAULT_MAX_LENGTH, INT32_MAX, INT32_MIN } from '../src/http/validation';
import {
  describePattern,
  issueToReport,
  reasonOf,
  type ValidationIssue,
} from '../src/http/validation-reasons';
import { runRenewals } from '../src/jobs/renewal';
import { manualClock } from '../src/lib/clock';
import {
  formatDate,
  formatDateTime,
  formatIsoInZone,
  localDate,
  parseDayMonthYear,
  startOfLocalDay,
  zonedTime,
} from '../src/lib/dates';
import { createAllowlist } from '../src/lib/ip-allowlist';
import { normalizePhone } from '../src/lib/phone';
import { toSnakeCase } from '../src/lib/snake-case';
import { localPublicCache } from '../src/process/cache-relay';
import { SITEMAP_TTL_MS, sitemapXml } from '../src/routes/sitemap';
import { syncReference } from '../src/seed';
import { PLANS, PURPOSES, SURVEY } from '../src/seed/reference';
import { verifyFirebase } from '../src/services/social/firebase';
import { applyPayment, subscriptionStatus } from '../src/services/subscriptions';
import { issueTokens } from '../src/services/tokens';
import type { CreatePaymentRequest, PaymentProvider, ProviderPayment } from '../src/services/yookassa';
import { eventRow, placeRow } from './fixture-rows';

/** A provider that answers what the test sets up and records every charge with its key. */
function fakeProvider() {
  const payments = new Map<string, ProviderPayment>();
  const charges: { request: CreatePaymentRequest; key: string | undefined }[] = [];
  const keys = new Map<string, ProviderPayment>();
  let declineRecurring = false;
  const provider: PaymentProvider = {
    async createPayment(request, key) {
      charges.push({ request, key });
      const replay = key ? keys.get(key) : undefined;
      if (replay) return replay;
      const payment: ProviderPayment = {
        id: `p-${payments.size + 1}`,
        status: declineRecurring ? 'canceled' : 'succeeded',
        paid: !declineRecurring,
        amount: request.amount,
        metadata: request.metadata,
        payment_method: { id: request.payment_method_id ?? 'pm-new', type: 'bank_card', saved: true },
        created_at: new Date().toISOString(),
      };
      payments.set(payment.id, payment);
      if (key) keys.set(key, payment);
      return payment;
    },
    async getPayment(id) {
      return payments.get(id) ?? null;
    },
  };
  return { provider, payments, charges, decline: () => (declineRecurring = true) };
}

const start = new Date('2026-03-01T09:00:00Z');
const clock = manualClock(start);
const fake = fakeProvider();
let ctx: AppContext;

before(async () => {
  const db = await connectDatabase({ databaseUrl: null, dataDir: 'memory://' });
  await migrate(db);
  await db.insertInto('plans').values(PLANS).execute();
  await db
    .insertInto('users')
    .values([{ phone: '89990000001' }, { phone: '89990000002' }])
    .execute();
  ctx = {
    config: loadConfig({ NODE_ENV: 'test' }),
    db,
    clock,
    sms: { send: async () => {} },
    payments: fake.provider,
    publicCache: localPublicCache(false),
  };
});
after(async () => {
  await ctx?.db.destroy();
});

async function localPayment(
  id: string,
  userId: number,
  planId: string,
  kind: 'initial' | 'renewal' = 'initial',
) {
  await ctx.db
    .insertInto('payments')
    .values({
      id,
      userId,
      planId,
      kind,
      amount: '0',
      status: 'pending',
      email: null,
      subscriptionId: null,
      paymentMethodId: null,
      appliedAt: null,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .execute();
}

function providerPayment(id: string, overrides: Partial<ProviderPayment>): ProviderPayment {
  const payment: ProviderPayment = {
    id,
    status: 'succeeded',
    paid: true,
    amount: { value: '577.00', currency: 'RUB' },
    metadata: { subscription_id: 'site_month_577', user_id: '1' },
    payment_method: { id: 'pm-1', type: 'bank_card', saved: true },
    created_at: clock.now().toISOString(),
    ...overrides,
  };
  fake.payments.set(id, payment);
  return payment;
}

describe('payment checks', () => {
  it('refuses a succeeded payment whose amount, currency, plan or user does not match', async () => {
    const cases: [Partial<ProviderPayment>, string][] = [
      [{ amount: { value: '1.00', currency: 'RUB' } }, 'amount'],
      [{ amount: { value: '577.00', currency: 'USD' } }, 'amount'],
      [{ metadata: { subscription_id: 'site_week_199', user_id: '1' } }, 'metadata'],
      [{ metadata: { subscription_id: 'site_month_577', user_id: '2' } }, 'metadata'],
    ];
    for (const [index, [overrides, field]] of cases.entries()) {
      const id = `mismatch-${index}`;
      await localPayment(id, 1, 'site_month_577');
      providerPayment(id, overrides);
      await assert.rejects(applyPayment(ctx, id, 1), (error: { code: string; field: string }) => {
        assert.equal(error.code, 'payment_mismatch');
        assert.equal(error.field, field);
        return true;
      });
    }
    const status = await subscriptionStatus(ctx, 1);
    assert.equal(status.isSubscriptionPaid, false);
    const periods = await ctx.db.selectFrom('subscriptionPeriods').selectAll().execute();
    assert.equal(periods.length, 0, 'nothing written');
  });

  it('adds one period per payment, whatever the number of calls', async () => {
    await localPayment('good-1', 1, 'site_month_577');
    providerPayment('good-1', {});
    const results = await Promise.all([
      applyPayment(ctx, 'good-1', 1),
      applyPayment(ctx, 'good-1', null),
      applyPayment(ctx, 'good-1', 1),
    ]);
    assert.equal(results.filter((result) => result.applied).length, 1);
    const status = await subscriptionStatus(ctx, 1);
    assert.equal(status.isSubscriptionPaid, true);
    assert.equal(status.paidUntil, formatDateTime('Europe/Moscow', new Date('2026-04-01T09:00:00Z')));
  });
});

describe('renewal', () => {
  it('charges the saved card when the period ends and adds the next period, once', async () => {
    assert.deepEqual(await runRenewals(ctx), { charged: 0, failed: 0 }, 'nothing due yet');
    clock.set(new Date('2026-04-01T09:00:01Z'));
    assert.equal((await subscriptionStatus(ctx, 1)).isSubscriptionPaid, false);
    assert.deepEqual(await runRenewals(ctx), { charged: 1, failed: 0 });
    const charge = fake.charges.at(-1)!;
    assert.equal(charge.request.payment_method_id, 'pm-1');
    assert.equal(charge.request.amount.value, '577.00');
    assert.equal(charge.request.metadata.user_id, '1');
    const status = await subscriptionStatus(ctx, 1);
    assert.equal(status.isSubscriptionPaid, true);
    assert.equal(status.paidUntil, formatDateTime('Europe/Moscow', new Date('2026-05-01T09:00:00Z')));
    assert.deepEqual(await runRenewals(ctx), { charged: 0, failed: 0 }, 'not due again');
    const periods = await ctx.db.selectFrom('subscriptionPeriods').selectAll().orderBy('id').execute();
    assert.deepEqual(
      periods.map((p) => p.isRenewal),
      [false, true],
    );
  });

  it('stops renewing after a declined charge', async () => {
    fake.decline();
    clock.set(new Date('2026-05-01T09:00:01Z'));
    assert.deepEqual(await runRenewals(ctx), { charged: 0, failed: 1 });
    const status = await subscriptionStatus(ctx, 1);
    assert.equal(status.isSubscriptionPaid, false);
    clock.set(new Date('2026-06-01T09:00:01Z'));
    const before = fake.charges.length;
    await runRenewals(ctx);
    assert.equal(fake.charges.length, before, 'no further charges');
  });

  it('does not charge a user who unsubscribed', async () => {
    await localPayment('good-2', 2, 'site_week_199');
    providerPayment('good-2', {
      amount: { value: '199.00', currency: 'RUB' },
      metadata: { subscription_id: 'site_week_199', user_id: '2' },
    });
    await applyPayment(ctx, 'good-2', 2);
    await ctx.db.updateTable('userSubscriptions').set({ autoRenew: false }).where('userId', '=', 2).execute();
    clock.advance(8 * 86_400_000);
    const before = fake.charges.length;
    assert.deepEqual(await runRenewals(ctx), { charged: 0, failed: 0 });
    assert.equal(fake.charges.length, before);
  });
});

describe('rules', () => {
  it('normalises phones as SPEC.md 5 says and accepts only Russian 11-digit numbers', () => {
    assert.equal(normalizePhone('+7 (916) 123-45-67'), '89161234567');
    assert.equal(normalizePhone('8 916 123 45 67'), '89161234567');
    assert.equal(normalizePhone('79161234567'), '89161234567');
    for (const bad of ['9161234567', '+19161234567', '+3809161234567', '891612345678', ''])
      assert.equal(normalizePhone(bad), null, bad);
  });

  it('parses and formats dates in the city time zone', () => {
    assert.deepEqual(parseDayMonthYear('29.02.2028'), { day: 29, month: 2, year: 2028 });
    assert.equal(parseDayMonthYear('29.02.2027'), null);
    const vladivostok = zonedTime('Asia/Vladivostok', 2026, 11, 21, 19 * 60);
    assert.equal(vladivostok.toISOString(), '2026-11-21T09:00:00.000Z');
    assert.equal(formatDateTime('Asia/Vladivostok', vladivostok), '21.11.2026 19:00');
    assert.equal(formatDateTime('Europe/Kaliningrad', vladivostok), '21.11.2026 11:00');
    assert.equal(formatIsoInZone('Asia/Vladivostok', vladivostok), '2026-11-21T19:00:00+10:00');
    assert.equal(
      formatIsoInZone('Europe/Moscow', new Date('2026-03-01T21:30:00Z')),
      '2026-03-02T00:30:00+03:00',
    );
    assert.equal(formatDate('Europe/Samara', new Date('2026-12-31T20:30:00Z')), '01.01.2027');
    assert.deepEqual(localDate('Europe/Moscow', new Date('2026-11-22T20:59:00Z')), {
      year: 2026,
      month: 11,
      day: 22,
      weekday: 7,
      minutes: 23 * 60 + 59,
    });
    assert.equal(
      startOfLocalDay('Asia/Yekaterinburg', new Date('2026-11-21T20:00:00Z'), 1).toISOString(),
      '2026-11-22T19:00:00.000Z',
    );
  });

  it('finds a city by a request’s alias, by id, by a row and by its weekend article, in one place', () => {
    const kazan = requireCity('kazan');
    assert.equal(kazan.title, 'Казань');
    assert.equal(optionalCity('kazan'), kazan);
    for (const unset of [undefined, '', 'null']) {
      assert.equal(optionalCity(unset), null);
      assert.throws(() => requireCity(unset), { status: 400, code: 'city_required' });
    }
    assert.throws(() => optionalCity('atlantis'), { status: 404, code: 'city_not_found' });
    assert.equal(cityById(kazan.id), kazan);
    assert.equal(cityById(0), null);
    assert.equal(cityAliasOf(kazan.id), 'kazan');
    assert.equal(cityAliasOf(0), '');
    assert.equal(cityTimezone(requireCity('vladivostok').id), 'Asia/Vladivostok');
    assert.equal(cityTimezone(0), 'Europe/Moscow');
    assert.equal(weekendArticleSlug(kazan), 'kazan-weekend');
    assert.equal(weekendArticleCity('kazan-weekend'), kazan);
    for (const slug of ['kazan-jazz', 'atlantis-weekend', '-weekend', 'weekend'])
      assert.equal(weekendArticleCity(slug), null, slug);
  });

  it('converts response keys to snake_case deeply', () => {
    assert.deepEqual(
      toSnakeCase({ isFavorite: 1, place: { favoritesCnt: 2 }, items: [{ dateStart: 'x' }] }),
      {
        is_favorite: 1,
        place: { favorites_cnt: 2 },
        items: [{ date_start: 'x' }],
      },
    );
  });

  it("checks notification senders against YooKassa's ranges", () => {
    const allowed = createAllowlist(['77.75.153.0/25', '77.75.156.11', '2a02:5180::/32']);
    assert.equal(allowed('77.75.153.100'), true);
    assert.equal(allowed('::ffff:77.75.156.11'), true);
    assert.equal(allowed('2a02:5180:0:1509::1'), true);
    assert.equal(allowed('77.75.153.200'), false);
    assert.equal(allowed('127.0.0.1'), false);
  });

  it('takes unsigned emulator tokens only when configured for the emulator', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = {
      aud: 'demo-x',
      iss: 'https://securetoken.google.com/demo-x',
      sub: 'uid-1',
      iat: now,
      exp: now + 60,
      auth_time: now - 30,
    };
    const token = `${encode({ alg: 'none' })}.${encode(claims)}.`;
    const base = { projectId: 'demo-x', jwksUrl: 'http://127.0.0.1:9/none' };
    const emulator = { ...base, emulatorHost: '127.0.0.1:9099' };
    const identity = await verifyFirebase(token, emulator, clock.now());
    assert.equal(identity.subject, 'uid-1');
    assert.equal(identity.provedAt?.getTime(), (now - 30) * 1000);
    // The sign-in's time dates it for the account deletion: one missing, or in the future, is refused.
    for (const authTime of [undefined, now + 3600, '1']) {
      const dated = `${encode({ alg: 'none' })}.${encode({ ...claims, auth_time: authTime })}.`;
      await assert.rejects(verifyFirebase(dated, emulator, clock.now()), /sign-in time/);
    }
    await assert.rejects(verifyFirebase(token, { ...base, emulatorHost: null }, clock.now()));
    assert.equal(
      loadConfig({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: 'x' }).firebase.emulatorHost,
      'x',
    );
  });

  const productionEnv = {
    APP_ENV: 'production',
    AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
    PUBLIC_URL: 'https://api.kaver.example',
    SITE_URL: 'https://kaver.example',
    CORS_ORIGINS: 'https://kaver.example',
    YOOKASSA_API_URL: 'https://api.yookassa.ru/v3',
    YOOKASSA_SHOP_ID: '1',
    YOOKASSA_SECRET_KEY: 'live_x',
    SMS_API_KEY: 'k',
  };

  it('refuses to start in production without real provider keys', () => {
    assert.throws(() => loadConfig({ APP_ENV: 'production' }), /AUTH_SECRET.*YOOKASSA_SECRET_KEY/);
    const production = loadConfig(productionEnv);
    assert.equal(production.auth.exposeCode, false);
    assert.equal(production.firebase.emulatorHost, null);
    assert.deepEqual(developmentBackdoors(production), []);
    assert.equal(production.sms.provider, 'smsru');
    assert.ok(production.yookassa.notifyAllowlist.includes('185.71.76.0/27'));
    assert.equal(production.siteUrl, 'https://kaver.example');
  });

  it('refuses in production the development secret, the stand-ins and the emulator', () => {
    const refused: [Record<string, string>, RegExp][] = [
      [{ AUTH_SECRET: 'kaver-development-secret' }, /AUTH_SECRET is the development default/],
      [{ AUTH_SECRET: 'short' }, /shorter than 32/],
      [{ YOOKASSA_API_URL: 'http://localhost:4100/v3' }, /YOOKASSA_API_URL points at a local stand-in/],
      [{ YOOKASSA_SECRET_KEY: 'test_secret_key' }, /YOOKASSA_SECRET_KEY is a test key/],
      [{ SMS_URL: 'http://127.0.0.1:4101' }, /SMS_URL points at a local stand-in/],
      [{ VK_ID_BASE_URL: 'http://[::1]:4103' }, /VK_ID_BASE_URL/],
      [{ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, /FIREBASE_AUTH_EMULATOR_HOST/],
      [{ SMS_PROVIDER: 'stand-in' }, /SMS_PROVIDER/],
    ];
    for (const [change, message] of refused) {
      assert.throws(() => loadConfig({ ...productionEnv, ...change }), message, JSON.stringify(change));
    }
  });

  it('keeps development on loopback unless told, naming every back door', () => {
    const local = loadConfig({ NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:4102' });
    assert.equal(developmentListenWarning(local), null);
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]']) {
      assert.equal(developmentListenWarning({ ...local, host }), null, host);
    }
    const network = { ...local, host: '0.0.0.0' };
    assert.throws(
      () => developmentListenWarning(network),
      /Refusing to listen on 0\.0\.0\.0.*ALLOW_DEVELOPMENT_ON_NETWORK/,
    );
    const warning = developmentListenWarning({ ...network, allowDevelopmentOnNetwork: true }) ?? '';
    for (const door of ['security_data', 'AUTH_SECRET', 'FIREBASE_AUTH_EMULATOR_HOST', 'SMS', 'YooKassa']) {
      assert.ok(warning.includes(door), `${door} in: ${warning}`);
    }
    assert.equal(
      loadConfig({ HOST: '0.0.0.0', ALLOW_DEVELOPMENT_ON_NETWORK: '1' }).allowDevelopmentOnNetwork,
      true,
    );
    const production = loadConfig({ ...productionEnv, HOST: '0.0.0.0' });
    assert.equal(developmentListenWarning(production), null);
  });

  it('trusts a number of proxy hops or named proxies, never every hop', async () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '0' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy, [
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
    ]);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), /TRUST_PROXY/);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'proxy.internal' }), /TRUST_PROXY/);
    const ipOf = async (trust: string, forwarded: string) => {
      const app = await buildApp({ ...ctx, config: loadConfig({ TRUST_PROXY: trust }) }, false);
      app.get('/ip', async (request) => request.ip);
      const answer = await app.inject({ url: '/ip', headers: { 'x-forwarded-for': forwarded } });
      await app.close();
      return answer.body;
    };
    // inject() connects from 127.0.0.1: the proxy. The left-most entry is the client's own claim.
    assert.equal(await ipOf('1', '6.6.6.6, 203.0.113.5'), '203.0.113.5');
    assert.equal(await ipOf('2', '6.6.6.6, 203.0.113.5, 10.0.0.2'), '203.0.113.5');
    assert.equal(await ipOf('127.0.0.1,10.0.0.0/8', '6.6.6.6, 203.0.113.5, 10.0.0.2'), '203.0.113.5');
    assert.equal(await ipOf('0', '6.6.6.6'), '127.0.0.1');
  });

  it('limits a group per address, and never the addresses RATE_LIMIT_EXEMPT names', async () => {
    const statuses = async (env: Record<string, string>) => {
      const app = await buildApp({ ...ctx, config: loadConfig({ RATE_LIMIT_SEARCH: '1', ...env }) }, false);
      const answers = [];
      for (const q of ['джаз', 'рок', 'поп']) {
        answers.push(
          (await app.inject({ url: `/kaver/web/v1/search?city=moscow&q=${encodeURIComponent(q)}` }))
            .statusCode,
        );
      }
      await app.close();
      return answers;
    };
    assert.deepEqual(await statuses({}), [200, 429, 429]);
    // inject() comes from 127.0.0.1: the site's server, say, until it forwards the visitor's address.
    assert.deepEqual(await statuses({ RATE_LIMIT_EXEMPT: '127.0.0.0/8' }), [200, 200, 200]);
  });

  it('puts every write, sign-in, payment and search route in a rate-limit group', () => {
    assert.equal(rateLimitGroup('POST', '/kaver/auth/'), 'signIn');
    assert.equal(rateLimitGroup('POST', '/kaver/auth/token/refresh'), 'signIn');
    assert.equal(rateLimitGroup('POST', '/kaver/web/v1/auth/social'), 'signIn');
    assert.equal(rateLimitGroup('POST', '/api/payments/'), 'payments');
    assert.equal(rateLimitGroup('GET', '/api/payments/:id'), 'payments');
    assert.equal(rateLimitGroup('POST', '/digitalcity/afisha/5/purchase/subscription/add'), 'payments');
    assert.equal(rateLimitGroup('POST', '/api/payments/notifications'), null);
    assert.equal(rateLimitGroup('GET', '/kaver/web/v1/search'), 'search');
    assert.equal(rateLimitGroup('GET', '/kaver/web/v1/search/suggestions'), 'search');
    assert.equal(rateLimitGroup('DELETE', '/kaver/web/v1/user'), 'writes');
    assert.equal(rateLimitGroup('POST', '/kaver/web/v1/events/:id/subscribe'), 'writes');
    assert.equal(rateLimitGroup('GET', '/kaver/web/v1/events'), null);
  });

  it('takes the site origin of the sitemap from SITE_URL, required in production', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test' }).siteUrl, 'http://localhost:3000');
    assert.equal(loadConfig({ SITE_URL: 'https://kaver.example/' }).siteUrl, 'https://kaver.example');
    assert.throws(() => loadConfig({ SITE_URL: 'kaver.example' }), /SITE_URL must be an http\(s\) URL/);
    assert.throws(() => loadConfig({ SITE_URL: 'ftp://kaver.example' }), /SITE_URL/);
    assert.throws(() => loadConfig({ APP_ENV: 'production' }), /SITE_URL/);
  });

  it('keeps access tokens short-lived and session cookies Secure outside a plain-http localhost site', () => {
    const local = loadConfig({ NODE_ENV: 'test' });
    assert.equal(local.auth.accessTtlSeconds, 3600);
    assert.deepEqual(local.cookies, { domain: null, secure: false });
    assert.ok(local.siteOrigins.includes('http://localhost:3000'));
    const site = loadConfig({
      SITE_URL: 'https://kaver.example',
      CORS_ORIGINS: 'https://www.kaver.example',
      COOKIE_DOMAIN: '.kaver.example',
    });
    assert.deepEqual(site.cookies, { domain: '.kaver.example', secure: true });
    assert.deepEqual(site.siteOrigins, ['https://www.kaver.example', 'https://kaver.example']);
    assert.equal(loadConfig({ SITE_URL: 'http://192.168.1.5:3000' }).cookies.secure, true);
    assert.throws(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '86400' }), /ACCESS_TOKEN_TTL_SECONDS/);
    assert.throws(() => loadConfig({ COOKIE_DOMAIN: 'https://kaver.example/' }), /COOKIE_DOMAIN/);
  });
});

describe('sitemap', () => {
  it('escapes and encodes its URLs and lists a path once', () => {
    const xml = sitemapXml('https://kaver.example/a&b', [
      { path: [] },
      { path: ['blog', 'x y'], lastmod: new Date('2026-02-03T10:00:00Z') },
      { path: ['blog', 'x y'] },
    ]);
    assert.equal(
      xml,
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://kaver.example/a&amp;b/</loc></url>',
        '<url><loc>https://kaver.example/a&amp;b/blog/x%20y</loc><lastmod>2026-02-03</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('is built once per few minutes, then again with what changed', async () => {
    const sitemapClock = manualClock(start);
    const app = await buildApp({ ...ctx, clock: sitemapClock }, false);
    try {
      const sitemap = async () => (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      const first = await sitemap();
      assert.ok(first.includes('<loc>http://localhost:3000/about</loc>'));
      await ctx.db
        .insertInto('articles')
        .values({
          slug: 'sitemap-cache-check',
          kind: 'guide',
          cityId: null,
          title: 'Проверка',
          lead: '',
          body: '',
          cover: 'articles/x.svg',
          tags: '[]',
          readingMinutes: 1,
          publishedAt: start,
        })
        .execute();
      sitemapClock.advance(SITEMAP_TTL_MS - 1000);
      assert.equal(await sitemap(), first, 'served from memory');
      sitemapClock.advance(2000);
      assert.ok((await sitemap()).includes('<loc>http://localhost:3000/guides/sitemap-cache-check</loc>'));
    } finally {
      await app.close();
    }
  });
});

describe('validation layer', () => {
  it('bounds every integer to int32, every string and array, without loosening a tighter limit', () => {
    const schema = bounded({
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 1 },
        age: { type: 'integer', minimum: 18, maximum: 120 },
        name: { type: 'string', maxLength: 50 },
        note: { type: 'string' },
        ids: { type: 'array', items: { type: 'integer' } },
        either: { anyOf: [{ type: 'number' }, { type: 'string' }] },
        map: {
          type: 'object',
          additionalProperties: { type: 'array', items: { type: 'integer', maximum: 1e40 } },
        },
      },
    }) as { properties: Record<string, Record<string, unknown>> };
    const { id, age, name, note, ids, either, map } = schema.properties;
    assert.deepEqual(id, { type: 'integer', minimum: 1, maximum: INT32_MAX });
    assert.deepEqual(age, { type: 'integer', minimum: 18, maximum: 120 });
    assert.equal(name!.maxLength, 50);
    assert.equal(note!.maxLength, DEFAULT_MAX_LENGTH);
    assert.equal(ids!.maxItems, DEFAULT_MAX_ITEMS);
    assert.deepEqual((ids!.items as Record<string, unknown>).maximum, INT32_MAX);
    assert.deepEqual((either!.anyOf as Record<string, unknown>[])[0], {
      type: 'number',
      minimum: INT32_MIN,
      maximum: INT32_MAX,
    });
    const items = (map!.additionalProperties as { items: Record<string, unknown> }).items;
    assert.equal(items.maximum, INT32_MAX);
  });

  it('names the words of a pattern that is a choice of words, and quotes any other pattern', () => {
    const cases: [string, string][] = [
      ['^(null|1|2|3)$', 'must be one of: null, 1, 2, 3'],
      ['^(a|b)$', 'must be one of: a, b'],
      ['^(null|\\d{1,9})$', 'must match the pattern ^(null|\\d{1,9})$'],
      ['^(null|\\d{2}\\.\\d{2}\\.\\d{4})$', 'must match the pattern ^(null|\\d{2}\\.\\d{2}\\.\\d{4})$'],
      ['^(a)$', 'must match the pattern ^(a)$'],
      ['^(a)|(b)$', 'must match the pattern ^(a)|(b)$'],
      ['^a|b$', 'must match the pattern ^a|b$'],
      ['(a|b)', 'must match the pattern (a|b)'],
    ];
    for (const [pattern, words] of cases) assert.equal(describePattern(pattern), words, pattern);
  });

  it('reports the branch of a union that got furthest, or every type the union takes', () => {
    const schema = { anyOf: [{ type: 'array', items: { type: 'integer' } }, { type: 'integer' }] };
    const check = new Ajv({ allErrors: false }).compile(schema);
    const issuesOf = (value: unknown) => {
      check(value);
      return check.errors as ValidationIssue[];
    };
    const item = issueToReport(issuesOf([1, 'x']));
    assert.equal(item.instancePath, '/1');
    assert.equal(reasonOf(item), 'must be an integer');
    assert.equal(reasonOf(issueToReport(issuesOf('x'))), 'must be an array or an integer');
    const typeIssue = { keyword: 'type', instancePath: '/city', params: { type: 'string' } };
    assert.equal(reasonOf(typeIssue, true), 'must be given once');
    assert.equal(reasonOf(typeIssue), 'must be a string');
  });
});

describe('error answers', () => {
  it('name a body over the limit, one that is not JSON and an empty JSON one by their own codes, as the document does', async () => {
    const app = await buildApp(ctx, false);
    const refresh = (contentType: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/kaver/auth/token/refresh',
        headers: { 'content-type': contentType },
        payload,
      });
    const large = await refresh('application/json', JSON.stringify({ filler: 'a'.repeat(70_000) }));
    assert.equal(large.statusCode, 413);
    assert.deepEqual(large.json(), {
      error: { code: 'body_too_large', message: 'Request body is too large: the limit is 64 KiB' },
    });
    // An empty body sent as JSON is no JSON either.
    const empty = await refresh('application/json', '');
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json(), {
      error: {
        code: 'invalid_json',
        message: "Body cannot be empty when content-type is set to 'application/json'",
      },
    });
    const text = await refresh('text/plain', 'hello');
    assert.equal(text.statusCode, 415);
    assert.deepEqual(text.json(), {
      error: {
        code: 'unsupported_media_type',
        message: 'Request body must be JSON, sent as Content-Type: application/json',
      },
    });
    const document = (await app.inject({ url: '/openapi.json' })).json();
    const answers = document.paths['/kaver/auth/token/refresh'].post.responses;
    assert.equal(answers['413'].description, 'body_too_large: a body over 64 KiB');
    assert.equal(answers['415'].description, 'unsupported_media_type: a body that is not application/json');
    assert.match(
      answers['400'].description,
      /invalid_json: the body is not JSON, or is empty while sent as application\/json/,
    );
    await app.close();
  });

  /**
   * The database of `ctx` with one race made certain: once armed with an account, the next read of a session
   * (the session check) deletes that account, and its sessions with it, as its answer comes back: what a
   * DELETE /user of the same person in between would do.
   */
  function deletedAfterSessionCheck() {
    let armed: number | null = null;
    const sessionReads = new Set<unknown>();
    const readsSessions = (node: unknown) =>
      SelectQueryNode.is(node as SelectQueryNode) &&
      (node as SelectQueryNode).from?.froms.some(
        (from) => TableNode.is(from) && from.table.identifier.name === 'sessions',
      );
    const plugin: KyselyPlugin = {
      transformQuery({ node, queryId }) {
        if (armed !== null && readsSessions(node)) sessionReads.add(queryId);
        return node;
      },
      async transformResult({ queryId, result }) {
        if (sessionReads.delete(queryId) && armed !== null && result.rows.length > 0) {
          const userId = armed;
          armed = null;
          await ctx.db.deleteFrom('users').where('id', '=', userId).execute();
        }
        return result;
      },
    };
    return {
      db: ctx.db.withPlugin(plugin),
      arm: (userId: number) => {
        armed = userId;
      },
    };
  }

  /** What the session check answers for a token whose account is gone. */
  const GONE = {
    error: {
      code: 'unauthorized',
      message: 'The access token is invalid or expired',
      field: 'access_token',
    },
  };

  type RaceApp = Awaited<ReturnType<typeof buildApp>>;
  type Call = InjectOptions & { method: string; url: string };

  /**
   * Signs a new account (of `phone`) in, arms the race with it and sends `call` with its token: the account must
   * have gone after the session check, and the call answer what the check then does. Returns the request sent.
   */
  async function sendAsDeletedMidRequest(
    app: RaceApp,
    race: ReturnType<typeof deletedAfterSessionCheck>,
    call: Call,
    phone: string,
  ) {
    const { id } = await ctx.db
      .insertInto('users')
      .values({ phone })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { accessToken } = await issueTokens(ctx, ctx.db, id, false);
    const request = { ...call, headers: { access_token: accessToken } };
    race.arm(id);
    const answer = await app.inject(request);
    const left = await ctx.db.selectFrom('users').select('id').where('id', '=', id).execute();
    assert.deepEqual(left, [], `${call.url}: the account went after the session check`);
    assert.equal(answer.statusCode, 401, `${call.method} ${call.url}: ${answer.body}`);
    assert.deepEqual(answer.json(), GONE, call.url);
    return request;
  }

  it('answer 401 for an account deleted between the session check and its profile, as the check then does', async () => {
    const race = deletedAfterSessionCheck();
    const app = await buildApp({ ...ctx, db: race.db }, false);
    const profile = { first_name: 'Анна', birth_dt: '01.02.1990', gender: 'female', id_city: 0 };
    const calls = [
      { method: 'GET', url: '/kaver/web/v1/me' },
      { method: 'GET', url: '/kaver/web/v1/profile/-1' },
      { method: 'PUT', url: '/kaver/web/v1/user', payload: profile },
      { method: 'POST', url: '/kaver/web/v1/user/survey', payload: { answers: {} } },
    ] as const;
    for (const [i, call] of calls.entries()) {
      const request = await sendAsDeletedMidRequest(app, race, call, `8999100000${i}`);
      const again = await app.inject(request);
      assert.deepEqual([again.statusCode, again.json()], [401, GONE], `${call.url}, asked again`);
    }
    await app.close();
  });

  /** Fastify's log lines of an app built with `logger`, parsed. */
  function collectedLog() {
    const lines: { level: number; msg: string; err?: { code?: string } }[] = [];
    return {
      lines,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    };
  }
  /** Pino's level of 'error'. */
  const ERROR_LEVEL = 50;

  it('answer 401 for a write of rows of an account deleted after the session check (a foreign-key violation)', async () => {
    await syncReference(ctx.db);
    await ctx.db
      .insertInto('purposes')
      .values(PURPOSES)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await ctx.db
      .insertInto('surveyQuestions')
      .values(SURVEY.map(({ id, title, multiple }) => ({ id, title, multiple })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await ctx.db
      .insertInto('surveyAnswers')
      .values(SURVEY.flatMap((q) => q.answers.map((text, i) => ({ questionId: q.id, id: i + 1, text }))))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const place = await ctx.db
      .insertInto('places')
      .values(placeRow())
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('ageRatings')
      .values({ id: 1, title: '0+', minAge: 0 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const event = await ctx.db
      .insertInto('events')
      .values(eventRow({ placeId: place.id, title: 'Концерт', startsAt: clock.now() }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const race = deletedAfterSessionCheck();
    const log = collectedLog();
    const app = await buildApp({ ...ctx, db: race.db }, log.logger);
    const [question] = SURVEY;
    const calls = [
      { method: 'POST', url: '/kaver/web/v1/user/categories', payload: { categories: [1, 2, 3] } },
      { method: 'POST', url: '/kaver/web/v1/user/purposes', payload: { purposes: [PURPOSES[0]!.id] } },
      { method: 'POST', url: '/kaver/web/v1/user/survey', payload: { answers: { [question!.id]: [1] } } },
      { method: 'POST', url: `/kaver/web/v1/events/${event.id}/subscribe` },
      { method: 'POST', url: `/kaver/web/v1/places/${place.id}/subscribe` },
      { method: 'POST', url: `/kaver/web/v1/places/${place.id}/follow` },
      { method: 'POST', url: '/kaver/web/v1/profile/calendar-feed/followed-places' },
      { method: 'POST', url: '/kaver/web/v1/profile/calendar-feed' },
    ] as const;
    try {
      for (const [i, call] of calls.entries()) {
        await sendAsDeletedMidRequest(app, race, call, `8999200000${i}`);
      }
      // Each write reached the database and was refused there, and none is logged as a failure.
      const refused = log.lines.filter((line) => line.err?.code === '23503');
      assert.equal(refused.length, calls.length);
      assert.deepEqual(
        log.lines.filter((line) => line.level >= ERROR_LEVEL),
        [],
      );
      // The favourite toggles rolled back with their counters.
      const counters = await Promise.all([
        ctx.db
          .selectFrom('events')
          .select('favoritesCnt')
          .where('id', '=', event.id)
          .executeTakeFirstOrThrow(),
        ctx.db
          .selectFrom('places')
          .select('favoritesCnt')
          .where('id', '=', place.id)
          .executeTakeFirstOrThrow(),
      ]);
      assert.deepEqual(
        counters.map((row) => row.favoritesCnt),
        [0, 0],
      );
    } finally {
      await app.close();
    }
  });

  it('answer 500 and log any other foreign-key violation: a bug, not a gone account', async () => {
    await syncReference(ctx.db);
    const log = collectedLog();
    const app = await buildApp(ctx, log.logger);
    const [user] = await ctx.db.selectFrom('users').select('id').orderBy('id').limit(1).execute();
    // A row of an account that is there, referring to an event type that is not.
    app.post('/test/unknown-event-type', async () => {
      await ctx.db.insertInto('userCategories').values({ userId: user!.id, eventTypeId: 999_999 }).execute();
      return { ok: true };
    });
    // A city an account refers to, deleted: the violation names "users" as the referring table.
    const kazan = requireCity('kazan');
    app.post('/test/city-of-an-account', async () => {
      await ctx.db.updateTable('users').set({ cityId: kazan.id }).where('id', '=', user!.id).execute();
      await ctx.db.deleteFrom('cities').where('id', '=', kazan.id).execute();
      return { ok: true };
    });
    try {
      for (const url of ['/test/unknown-event-type', '/test/city-of-an-account']) {
        const answer = await app.inject({ method: 'POST', url });
        assert.equal(answer.statusCode, 500, `${url}: ${answer.body}`);
        assert.deepEqual(answer.json(), {
          error: { code: 'internal_error', message: 'Internal Server Error' },
        });
      }
      const logged = log.lines.filter((line) => line.level >= ERROR_LEVEL);
      assert.deepEqual(
        logged.map((line) => [line.msg, line.err?.code]),
        [
          ['unhandled error', '23503'],
          ['unhandled error', '23503'],
        ],
      );
    } finally {
      await ctx.db.updateTable('users').set({ cityId: null }).where('id', '=', user!.id).execute();
      await app.close();
    }
  });
});

describe('response cache', () => {
  it('drops exactly the answers tagged with a changed counter', () => {
    const cache = createResponseCache();
    const answer = (payload: string, tags: string[]) => ({
      payload,
      contentType: 'application/json',
      maxAge: 30,
      tags,
    });
    cache.set('/events', answer('[1,2]', ['event:1', 'event:2']), cache.version);
    cache.set('/events/1', answer('{1}', ['event:1']), cache.version);
    cache.set('/places/1', answer('{p}', ['place:1']), cache.version);
    assert.match(cache.get('/events')!.etag, /^"[\w-]+"$/);
    cache.invalidate(['event:2']);
    assert.equal(cache.get('/events'), undefined);
    assert.ok(cache.get('/events/1') && cache.get('/places/1'));
    cache.invalidate(['event:1']);
    assert.equal(cache.size, 1);
  });

  it('does not store an answer that was built before a drop', () => {
    const cache = createResponseCache();
    const before = cache.version;
    cache.invalidate(['event:7']);
    const answer = {
      payload: '{"favorites_cnt":1}',
      contentType: 'application/json',
      maxAge: 30,
      tags: ['event:7'],
    };
    assert.match(cache.set('/events/7', answer, before).etag, /^"/);
    assert.equal(cache.get('/events/7'), undefined);
    cache.set('/events/7', answer, cache.version);
    assert.ok(cache.get('/events/7'));
  });

  it('finds the counters an answer shows: events by their types, places by their hours', () => {
    const tags = counterTags({
      items: [
        { id: 3, favorites_cnt: 1, event_types: [], place: { id: 9, title: 'x' } },
        { id: 4, favorites_cnt: 0, hours: [] },
      ],
      events: [{ id: 5, favorites_cnt: 2, event_types: [] }],
    });
    assert.deepEqual(tags.sort(), ['event:3', 'event:5', 'place:4']);
  });
});

describe('data folder lock', () => {
  it('refuses a folder whose lock names a running process, and takes over a dead one', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'kaver-lock-unit-'));
    try {
      const lockFile = path.join(folder, LOCK_FILE);
      await writeFile(lockFile, JSON.stringify({ pid: process.ppid, host: hostname(), since: 'then' }));
      assert.throws(() => lockDataFolder(folder), DataFolderInUseError);
      assert.equal(JSON.parse(await readFile(lockFile, 'utf8')).pid, process.ppid);

      const dead = spawnSync(process.execPath, ['-e', '0']).pid;
      await writeFile(lockFile, JSON.stringify({ pid: dead, host: hostname(), since: 'then' }));
      const lock = lockDataFolder(folder);
      assert.equal(JSON.parse(await readFile(lockFile, 'utf8')).pid, process.pid);
      assert.throws(() => lockDataFolder(folder), /in use/, 'taken by this process now');
      lock.release();
      await assert.rejects(readFile(lockFile), { code: 'ENOENT' });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
