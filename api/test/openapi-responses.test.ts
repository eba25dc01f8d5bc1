// Every operation of /openapi.json says what its answers look like, so the teams that build against the API
// can read it there. Its success: a 2xx answer with a body has a schema for its content type, a 204 or a redirect
// says so (what the schemas must not change is serialised-answers.test.ts's job). Its errors: each error status
// it answers is listed, described by its codes, with the one Error schema (components.schemas.Error, the shape
// the error handler writes), and none it never answers. Every operation is driven with bad requests (a control
// character in the query, a malformed path value, no or a wrong token, the session cookies from another site, a
// body that is not JSON, too big or empty, a burst over the rate limits) and with the ones that reach its own
// refusals (an unknown city, a payment YooKassa does not know or cannot be reached for, a provider not set up...):
// a status answered that the document does not list fails, and so does a listed one that nothing here answered
// (unless NOT_DRIVEN says why). Each error answer must still carry what the error handler wrote under its schema.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { BASES } from '../src/http/bases';
import { ApiError, handleError } from '../src/http/errors';
import { providerError } from '../src/services/http-json';
import type { PaymentProvider, ProviderPayment } from '../src/services/yookassa';
import { type InProcessApi, startInProcess } from './in-process';
import { telegramPayload } from './social-fakes';

interface Answer {
  description?: string;
  content?: Record<string, { schema?: { type?: unknown; $ref?: string } }>;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}

interface Doc {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: unknown; responses?: Record<string, Answer> }>
  >;
  components: { schemas: Record<string, { properties?: Record<string, { properties?: object }> }> };
}

const ERROR_REF = '#/components/schemas/Error';
const BOT_TOKEN = '123456:openapi-responses';
/** Each rate-limit group's requests a minute from one address: every operation gets a burst one over. */
const LIMIT = 2;
/** The address YooKassa's notifications come from, and another site's origin. */
const YOOKASSA_ADDRESS = '100.127.255.254';
const ELSEWHERE = 'https://elsewhere.example';
/** The phone the SMS gateway refuses to send to. */
const GATEWAY_DOWN_PHONE = '89210000000';
const PLAN = { id: 'test_month', title: 'Месяц', billingPeriod: 'month', price: 577, position: 1 } as const;

/** Listed statuses no request of this test can draw, each with why (and where it is answered). */
const NOT_DRIVEN: Record<string, Record<number, string>> = {
  'GET /health': { 500: 'the database not answering' },
};

/**
 * YooKassa as this test's payments name it: a payment id, or the buyer's e-mail of a new payment, that starts
 * with 'down' finds YooKassa unreachable; 'pending' is a payment still waiting; any other id it does not know.
 */
function fakeYooKassa(): PaymentProvider {
  let created = 0;
  const payment = (id: string): ProviderPayment => ({
    id,
    status: 'pending',
    paid: false,
    amount: { value: '577.00', currency: 'RUB' },
    created_at: new Date().toISOString(),
  });
  return {
    async createPayment(request) {
      const buyer = (request.metadata.email ?? '').split('@')[0]!;
      if (buyer.startsWith('down')) throw providerError('YooKassa', 'unreachable (test)');
      created += 1;
      return {
        ...payment(`${buyer}-${created}`),
        amount: request.amount,
        description: request.description,
        metadata: request.metadata,
      };
    },
    async getPayment(id) {
      if (id.startsWith('down')) throw providerError('YooKassa', 'unreachable (test)');
      return id.startsWith('pending') ? payment(id) : null;
    },
  };
}

let api: InProcessApi;

/** A loopback port nothing listens on (one just let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 9;
}

interface Recorded {
  /** 'GET /kaver/web/v1/events/{id}', the route that answered; null: none did (the probe missed its route). */
  route: string | null;
  status: number;
  why: string;
  url: string;
}

/** Whether the answers are being recorded (the error answers' test). */
let recording = false;
const recorded: Recorded[] = [];
const problems: string[] = [];
/** What the latest request gave the serialiser. */
let serialised: unknown;
/** Why the latest request was made, and its URL. */
let current = { why: '', url: '' };

before(async () => {
  api = await startInProcess({
    env: {
      RATE_LIMIT_SIGN_IN: String(LIMIT),
      RATE_LIMIT_PAYMENTS: String(LIMIT),
      RATE_LIMIT_WRITES: String(LIMIT),
      RATE_LIMIT_SEARCH: String(LIMIT),
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      // VK ID set up, at an address where nothing listens: its sign-ins find the provider unreachable.
      VK_ID_APP_ID: '1',
      VK_ID_BASE_URL: `http://127.0.0.1:${await closedPort()}`,
      YOOKASSA_NOTIFY_ALLOWLIST: YOOKASSA_ADDRESS,
    },
    payments: fakeYooKassa(),
    sms: {
      async send(phone) {
        if (phone === GATEWAY_DOWN_PHONE) throw new Error('gateway down (test)');
      },
    },
  });
  await api.db.insertInto('plans').values(PLAN).execute();
  // What each answer's route, status and serialiser input were, while the error answers are driven.
  api.app.addHook('preSerialization', async (_request, _reply, payload) => {
    serialised = payload;
    return payload;
  });
  api.app.addHook('onResponse', async (request, reply) => {
    if (!recording) return;
    const route = request.routeOptions.url;
    recorded.push({
      route: route === undefined ? null : `${request.method} ${route.replace(/:(\w+)/g, '{$1}')}`,
      status: reply.statusCode,
      ...current,
    });
  });
});
after(async () => {
  await api?.stop();
});

async function openapi(): Promise<Doc> {
  return (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json() as Doc;
}

/** Why an operation's success is not documented, or null when it is. */
function undocumented(responses: Record<string, Answer>): string | null {
  const successes = Object.entries(responses).filter(([code]) => /^[23]/.test(code));
  if (successes.length === 0) return `no 2xx or 3xx answer (${Object.keys(responses).join(', ') || 'none'})`;
  for (const [code, answer] of successes) {
    if (code === '204' || code.startsWith('3')) continue;
    const schemas = Object.entries(answer.content ?? {});
    if (schemas.length === 0) return `${code} has no response schema`;
    const empty = schemas.find(([, media]) => media.schema?.type === undefined);
    if (empty) return `${code} ${empty[0]} has a schema without a type`;
  }
  return null;
}

/** What is wrong with the error answers an operation lists, or null. */
function badErrorAnswers(responses: Record<string, Answer>): string | null {
  if (!responses['400']) return 'no 400 (every request is validated)';
  for (const [code, answer] of Object.entries(responses)) {
    if (!/^[45]/.test(code)) continue;
    if (!answer.description || answer.description === 'Default Response') return `${code} has no description`;
    const media = Object.keys(answer.content ?? {});
    if (
      media.join() !== 'application/json' ||
      answer.content?.['application/json']?.schema?.$ref !== ERROR_REF
    ) {
      return `${code} is not the Error schema as JSON (${JSON.stringify(answer.content)})`;
    }
  }
  return null;
}

describe('/openapi.json', () => {
  it('documents the success answer of every operation', async () => {
    const doc = await openapi();
    const missing: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const why = undocumented(operation.responses ?? {});
        if (why) missing.push(`${method.toUpperCase()} ${path}: ${why}`);
      }
    }
    assert.ok(operations > 100, `only ${operations} operations in the document`);
    assert.deepEqual(missing, []);
  });

  it('documents the error answers of every operation with the one Error schema', async () => {
    const doc = await openapi();
    const wrong: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const why = badErrorAnswers(operation.responses ?? {});
        if (why) wrong.push(`${method.toUpperCase()} ${path}: ${why}`);
      }
    }
    assert.deepEqual(wrong, []);
    // The schema names every field the error handler writes: the serialiser writes only the fields named.
    const sent: { error: object }[] = [];
    const reply = {
      header: () => reply,
      status: () => reply,
      send: (body: { error: object }) => sent.push(body),
    };
    const everything = new ApiError(429, 'rate_limited', 'Too many', 'phone', 30);
    handleError(everything, {} as FastifyRequest, reply as unknown as FastifyReply);
    const named = doc.components.schemas.Error?.properties?.error?.properties ?? {};
    assert.deepEqual(Object.keys(named).sort(), Object.keys(sent[0]!.error).sort());
  });
});

// ---- Driving every operation ----

interface Operation {
  /** 'GET /events/{id}' without the web or mobile base. */
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  query: Parameter[];
  headers: Parameter[];
  hasBody: boolean;
  /** The error statuses of the document. */
  documented: number[];
}

interface Probe {
  why: string;
  url: string;
  headers?: Record<string, string>;
  /** JSON unless `headers` say otherwise. */
  body?: unknown;
  raw?: string;
  /** The client address; a new one for each probe otherwise, so that only the bursts meet the rate limits. */
  address?: string;
}

interface User {
  id: number;
  access: string;
  refresh: string;
}

function withoutBase(path: string): string {
  for (const base of [BASES.web, BASES.mobile])
    if (path.startsWith(`${base}/`)) return path.slice(base.length);
  return path;
}

function operationsOf(doc: Doc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        key: `${method.toUpperCase()} ${withoutBase(path)}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query'),
        headers: parameters.filter((p) => p.in === 'header' && p.name !== 'access_token'),
        hasBody: operation.requestBody !== undefined,
        documented: Object.keys(operation.responses ?? {})
          .filter((code) => /^[45]\d\d$/.test(code))
          .map(Number),
      });
    }
  }
  return operations;
}

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};
const freshPhone = () => `8921${String(next()).padStart(7, '0')}`;
const freshAddress = () => {
  const n = next();
  return `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
};
const nowSeconds = () => Math.floor(Date.now() / 1000);
const telegram = (id = next()) =>
  telegramPayload(BOT_TOKEN, { id, first_name: 'Тест', auth_date: nowSeconds() });
const paymentBody = (buyer: string) => {
  const email = `${buyer}@example.ru`;
  return {
    amount: String(PLAN.price),
    description: `website;${PLAN.id};${email}`,
    metadata: { subscription_id: PLAN.id, subscription_title: PLAN.title, email },
  };
};

/** A path value that fits its pattern (and names nothing in this unseeded database). */
function pathValue(path: string, name: string): string {
  if (path.startsWith('/media/')) {
    const media: Record<string, string> = {
      version: 'zz0',
      id: 'cinema-1',
      file: '320x180.jpg',
      kind: 'events',
      name: 'gone.svg',
    };
    return media[name] ?? '1';
  }
  if (path.startsWith('/calendar/')) return `${'x'.repeat(43)}.ics`;
  return name === 'slug' ? 'no-such-slug' : '1';
}

const QUERY_VALUES: Record<string, () => string> = {
  city: () => 'moscow',
  q: () => 'джаз',
  path: () => '/nowhere',
};
const HEADER_VALUES: Record<string, () => string> = {
  auth_type: () => '1',
  phone: freshPhone,
  code: () => '0000',
  platform_id: () => '3',
};

function urlOf(
  operation: Operation,
  paths: Record<string, string> = {},
  query: Record<string, string | null> = {},
): string {
  let url = operation.path;
  for (const name of operation.pathParams) {
    url = url.replace(`{${name}}`, encodeURIComponent(paths[name] ?? pathValue(operation.path, name)));
  }
  const search = new URLSearchParams();
  for (const parameter of operation.query) {
    const value =
      parameter.name in query
        ? query[parameter.name]
        : parameter.required || parameter.name === 'city'
          ? (QUERY_VALUES[parameter.name]?.() ?? '1')
          : null;
    if (value !== null && value !== undefined) search.set(parameter.name, value);
  }
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && !operation.query.some((parameter) => parameter.name === name))
      search.set(name, value);
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/** A body that passes the operation's schema, where the operation takes one. */
function plausibleBody(operation: Operation): unknown {
  if (!operation.hasBody) return undefined;
  const bodies: Record<string, () => unknown> = {
    'PUT /user': () => ({ first_name: 'Анна', birth_dt: '01.02.1990', gender: 'female', id_city: 1 }),
    'POST /user/categories': () => ({ categories: [1, 2, 3] }),
    'POST /user/purposes': () => ({ purposes: [1] }),
    'POST /user/survey': () => ({ answers: { 1: [1] } }),
    'POST /auth/social': () => ({ source_auth: 'tg', data: telegram() }),
    'POST /purchase/subscription/add': () => ({ platform: 'web', receipt_info: 'nope' }),
    'POST /purchase/subscription/unsubscribe': () => ({
      id_subscription: 2_147_483_647,
      is_without_renewal: 1,
    }),
    'POST /api/payments/': () => paymentBody('ok'),
    'POST /api/payments/notifications': () => ({ event: 'payment.succeeded', object: { id: 'nope' } }),
    'POST /kaver/auth/token/refresh': () => ({ refresh_token: 'nope' }),
  };
  return (bodies[operation.key] ?? (() => ({})))();
}

/** The operation's request as it should be sent: its path values, query, headers and body. */
function plausible(operation: Operation, headers: Record<string, string> = {}): Omit<Probe, 'why'> {
  const required: Record<string, string> = {};
  for (const header of operation.headers) {
    if (header.required) required[header.name] = (HEADER_VALUES[header.name] ?? (() => '1'))();
  }
  const body = plausibleBody(operation);
  return { url: urlOf(operation), headers: { ...required, ...headers }, ...(body !== undefined && { body }) };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function signIn(): Promise<User> {
  const phone = freshPhone();
  const sent = await inject(
    { why: 'sign-in', url: `${BASES.auth}/`, headers: { auth_type: '1', phone } },
    'POST',
  );
  const tokens = await inject(
    {
      why: 'sign-in',
      url: `${BASES.auth}/token/sms/v2`,
      headers: { code: sent.json().security_data, phone, platform_id: '3' },
    },
    'POST',
  );
  assert.equal(tokens.statusCode, 200, tokens.body);
  const user = await api.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return { id: user.id, access: tokens.json().access_token, refresh: tokens.json().refresh_token };
}

async function paymentRow(prefix: string, userId: number): Promise<string> {
  const id = `${prefix}-${next()}`;
  const now = new Date();
  await api.db
    .insertInto('payments')
    .values({
      id,
      userId,
      planId: PLAN.id,
      kind: 'initial',
      amount: '577.00',
      status: 'pending',
      email: null,
      subscriptionId: null,
      paymentMethodId: null,
      appliedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/** The requests that reach an operation's own refusals, beyond what every operation gets. */
async function ownRefusals(operation: Operation, user: User): Promise<Probe[]> {
  const token = { access_token: user.access };
  const url = urlOf(operation);
  switch (operation.key) {
    case 'POST /kaver/auth/token/refresh':
      return [
        {
          why: 'the refresh cookie from another site',
          url,
          headers: { cookie: `refresh_token=${user.refresh}`, origin: ELSEWHERE },
        },
      ];
    case 'POST /kaver/auth/':
      return [{ why: 'the SMS gateway down', url, headers: { auth_type: '1', phone: GATEWAY_DOWN_PHONE } }];
    case 'POST /auth/social': {
      const proof = telegram();
      return [
        { why: 'Firebase not set up', url, body: { source_auth: 'firebase', data: { id_token: 'a.b.c' } } },
        {
          why: 'VK ID unreachable',
          url,
          body: { source_auth: 'vk_id', data: { code: 'c', device_id: 'd', code_verifier: 'v' } },
        },
        { why: 'a Telegram sign-in', url, body: { source_auth: 'tg', data: proof } },
        { why: 'the same Telegram sign-in again', url, body: { source_auth: 'tg', data: proof } },
        {
          why: 'a forged Telegram sign-in',
          url,
          body: { source_auth: 'tg', data: { ...telegram(), hash: '0'.repeat(64) } },
        },
      ];
    }
    case 'POST /api/payments/': {
      const keyed = (key: string, buyer: string): Probe => ({
        why: `a payment with Idempotence-Key ${key} for ${buyer}`,
        url,
        headers: { ...token, 'idempotence-key': `${key}-${user.id}` },
        body: paymentBody(buyer),
      });
      return [
        { why: 'YooKassa unreachable', url, headers: token, body: paymentBody('down') },
        keyed('a', 'ok'),
        keyed('a', 'other'),
        keyed('b', 'gone'),
        keyed('b', 'gone'),
      ];
    }
    case 'GET /api/payments/{id}':
      return [
        {
          why: 'a payment waiting',
          url: urlOf(operation, { id: await paymentRow('pending', user.id) }),
          headers: token,
        },
        {
          why: 'YooKassa unreachable',
          url: urlOf(operation, { id: await paymentRow('down', user.id) }),
          headers: token,
        },
      ];
    case 'POST /purchase/subscription/add': {
      const other = await signIn();
      const add = (why: string, receipt: string): Probe => ({
        why,
        url,
        headers: token,
        body: { platform: 'web', receipt_info: receipt },
      });
      return [
        add("another user's payment", await paymentRow('pending', other.id)),
        add('a payment waiting', await paymentRow('pending', user.id)),
        add('YooKassa unreachable', await paymentRow('down', user.id)),
      ];
    }
    case 'POST /purchase/subscription/unsubscribe': {
      const ended = await api.db
        .insertInto('userSubscriptions')
        .values({
          userId: user.id,
          planId: PLAN.id,
          autoRenew: true,
          paymentMethodId: null,
          currentPeriodEnd: new Date(Date.now() - 86_400_000),
          createdAt: new Date(Date.now() - 40 * 86_400_000),
          canceledAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return [
        {
          why: 'an ended subscription',
          url,
          headers: token,
          body: { id_subscription: ended.id, is_without_renewal: 1 },
        },
      ];
    }
    case 'POST /api/payments/notifications': {
      const notice = (id: string) => ({ event: 'payment.succeeded', object: { id } });
      return [
        { why: 'from YooKassa, not ours', url, address: YOOKASSA_ADDRESS, body: notice('nope') },
        {
          why: 'from YooKassa, which is then unreachable',
          url,
          address: YOOKASSA_ADDRESS,
          body: notice(await paymentRow('down', user.id)),
        },
      ];
    }
    default:
      return [];
  }
}

/** Every request one operation gets, in order: the signed-in one last (it may end the session or the account). */
async function probesFor(operation: Operation, user: User): Promise<Probe[]> {
  const token = { access_token: user.access };
  const probes: Probe[] = [
    { why: 'anonymous', ...plausible(operation) },
    {
      why: 'a control character in the query',
      ...plausible(operation, token),
      url: urlOf(operation, {}, { x: '\u0001' }),
    },
    { why: 'an invalid access token', ...plausible(operation, { access_token: 'nope' }) },
  ];
  for (const name of operation.pathParams) {
    probes.push({
      why: `a malformed ${name}`,
      ...plausible(operation, token),
      url: urlOf(operation, { [name]: 'Zz_' }),
    });
  }
  if (operation.query.some((parameter) => parameter.name === 'city')) {
    probes.push({
      why: 'no city',
      ...plausible(operation, token),
      url: urlOf(operation, {}, { city: null }),
    });
    probes.push({
      why: 'an unknown city',
      ...plausible(operation, token),
      url: urlOf(operation, {}, { city: 'atlantis' }),
    });
  }
  if (BODY_METHODS.has(operation.method)) {
    const json = { ...plausible(operation, { ...token, 'content-type': 'application/json' }) };
    probes.push(
      {
        why: 'a text body',
        ...json,
        headers: { ...json.headers, 'content-type': 'text/plain' },
        raw: 'hello',
      },
      { why: 'broken JSON', ...json, raw: '{"a":' },
      { why: 'a body over the limit', ...json, raw: JSON.stringify({ filler: 'a'.repeat(70_000) }) },
      { why: 'an empty object', ...json, raw: '{}' },
      {
        why: 'the session cookies from another site',
        ...plausible(operation, {
          cookie: `access_token=${user.access}; refresh_token=${user.refresh}`,
          origin: ELSEWHERE,
        }),
      },
    );
  }
  probes.push(...(await ownRefusals(operation, user)));
  probes.push({ why: 'signed in', ...plausible(operation, token) });
  // Over the rate limit from one address: anonymous, so that the count comes before any refusal of the handler.
  const address = freshAddress();
  for (let i = 0; i <= LIMIT; i += 1) probes.push({ why: 'a burst', ...plausible(operation), address });
  return probes;
}

async function inject(probe: Probe, method: string): Promise<LightMyRequestResponse> {
  current = { why: probe.why, url: probe.url };
  serialised = undefined;
  const headers = { ...probe.headers };
  let payload: string | undefined = probe.raw;
  if (payload === undefined && probe.body !== undefined) {
    payload = JSON.stringify(probe.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await api.app.inject({
    method: method as 'GET',
    url: probe.url,
    headers,
    remoteAddress: probe.address ?? freshAddress(),
    ...(payload !== undefined && { payload }),
  });
  if (response.statusCode >= 400) {
    const why = errorBodyProblem(response);
    if (why)
      problems.push(`${method} ${probe.url.slice(0, 100)} (${probe.why}) -> ${response.statusCode}: ${why}`);
  }
  return response;
}

/** What is wrong with an error answer: not the error handler's body, or not all of it. */
function errorBodyProblem(response: LightMyRequestResponse): string | null {
  if (!String(response.headers['content-type']).startsWith('application/json')) return 'not JSON';
  const body = response.json() as { error?: { code?: unknown; message?: unknown; retry_after?: unknown } };
  const error = body.error;
  if (typeof error?.code !== 'string' || !/^[a-z_]+$/.test(error.code))
    return `no error code: ${response.body}`;
  if (typeof error.message !== 'string' || error.message === '') return `no message: ${response.body}`;
  if (serialised === undefined) return 'not written by a handler';
  try {
    assert.deepEqual(body, JSON.parse(JSON.stringify(serialised)));
  } catch {
    return `answered ${response.body}, sent ${JSON.stringify(serialised)}`;
  }
  if (response.statusCode === 429 || response.statusCode === 424) {
    if (response.headers['retry-after'] !== String(error.retry_after))
      return 'Retry-After is not retry_after';
  }
  return null;
}

describe('error answers', () => {
  it('are the ones each operation lists, and each listed one is answered', {
    timeout: 600_000,
  }, async (t) => {
    const operations = operationsOf(await openapi());
    assert.ok(operations.length > 100, `only ${operations.length} operations in the document`);
    recording = true;
    let probes = 0;
    for (const operation of operations) {
      const user = await signIn();
      for (const probe of await probesFor(operation, user)) {
        await inject(probe, operation.method);
        probes += 1;
      }
    }

    // A route at its base's root ('/kaver/auth/') is also the base without the slash.
    const trimmed = (route: string) => route.replace(/(.)\/$/, '$1');
    const byRoute = new Map(
      operations.map((operation) => [trimmed(`${operation.method} ${operation.path}`), operation]),
    );
    const answered = new Map<Operation, Set<number>>();
    for (const answer of recorded) {
      const operation = answer.route === null ? undefined : byRoute.get(trimmed(answer.route));
      if (!operation) {
        problems.push(
          `${answer.url} (${answer.why}) reached no operation (${answer.route}): ${answer.status}`,
        );
        continue;
      }
      const statuses = answered.get(operation) ?? new Set();
      if (
        answer.status >= 400 &&
        !operation.documented.includes(answer.status) &&
        !statuses.has(answer.status)
      ) {
        problems.push(
          `${operation.method} ${operation.path} answered ${answer.status} (${answer.why}), ` +
            `which it does not list (${operation.documented.join(', ')})`,
        );
      }
      answered.set(operation, statuses.add(answer.status));
    }
    for (const operation of operations) {
      for (const status of operation.documented) {
        if (answered.get(operation)?.has(status) || NOT_DRIVEN[operation.key]?.[status]) continue;
        problems.push(`${operation.method} ${operation.path} lists ${status}, which no request here drew`);
      }
    }
    for (const [key, statuses] of Object.entries(NOT_DRIVEN)) {
      for (const status of Object.keys(statuses).map(Number)) {
        const listed = operations.some(
          (operation) => operation.key === key && operation.documented.includes(status),
        );
        if (!listed) problems.push(`NOT_DRIVEN names ${key} ${status}, which the document does not list`);
      }
    }
    recording = false;
    assert.deepEqual(problems.slice(0, 40), [], `${problems.length} problems (the first 40 shown)`);
    t.diagnostic(`${probes} requests to ${operations.length} operations`);
  });
});
