// No 5xx on bad input (issue 11 part 3): malformed requests generated for every route of the OpenAPI document
// (wrong types, huge numbers, control characters, long strings, broken JSON, odd headers and raw protocol
// errors) answer below 500, with the error shape, and change nothing a user, the SMS gateway or the payment
// provider can see. The API runs behind a pretend proxy (TRUST_PROXY=1): each request comes as a client address of
// its own, so that the rate limits (issue 22) let the malformed requests reach validation and the handlers, and
// odd X-Forwarded-For values are part of the mix; bursts over each group's limit are checked at the end. Each
// error status must be one its operation lists in the document (openapi-responses.test.ts drives them all).
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { call, login, MOBILE, type Stack, startStack, WEB } from './harness';

let stack: Stack;
let token: string;

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: string[];
  headers: string[];
  body: Record<string, unknown> | null;
  /** The statuses the document lists for the operation. */
  answers: string[];
}

interface Malformed {
  route: string;
  answers: string[];
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const HUGE = [
  '2147483648',
  '99999999999999999999',
  '-2147483649',
  '1e30',
  '-1e400',
  '1.5',
  'NaN',
  'Infinity',
];
const CONTROL = ['\u0000', 'a\u0000b', 'x\u0001y', '\u001b[31m', 'line\nbreak', '\u007f', '\u0085'];
const LONG = ['a'.repeat(5_000), '9'.repeat(300), 'я'.repeat(3_000)];
const ODD = ['', ' ', '%', '..%2F..%2Fetc%2Fpasswd', "' or 1=1 --", '{}', '[]', 'null\u0000'];
/** Query strings no route declares, each with a control character: refused before any handler runs. */
const JUNK_QUERIES = ['?x=%00', '?%01=1', '?q=a%00b&page=%00', `?${'a'.repeat(3_000)}=%1F`, '?city=%7F'];
/** Odd but harmless headers, sent without a token. */
const ODD_HEADERS: Record<string, string>[] = [
  { accept: 'text/html;q=bogus' },
  { 'if-none-match': '"\u00ff", W/' },
  { 'x-forwarded-for': '999.999.1.1, ::zz' },
  { 'x-forwarded-for': ', , ' },
  { 'x-forwarded-for': `${'10.0.0.1, '.repeat(300)}::ffff:127.0.0.1` },
  { 'x-forwarded-for': 'unknown' },
  { range: 'bytes=999999999999-1' },
  { origin: 'null' },
];
const BAD_VALUES: unknown[] = [
  2 ** 31,
  -(2 ** 31) - 1,
  1e30,
  -1e30,
  1.5,
  'x\u0000y',
  'a'.repeat(10_000),
  { nested: { deeper: [1, 2, { x: '\u0001' }] } },
  [1e30],
  [['\u0000']],
  true,
];
const BROKEN_JSON = ['{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\u0000', '{"a":"\\u0000"}', '"'.repeat(3)];
/**
 * What Node's HTTP parser answers before any route sees the request (app.ts, clientErrorHandler): a time-out,
 * headers too large. The document's description names them once for every operation.
 */
const SERVER_ANSWERS = new Set([408, 431]);
const ODD_TYPES = [
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'multipart/form-data',
];

/** A path param value that is valid enough to reach the other parts of the request. */
function plausible(name: string): string {
  return name === 'kind' ? 'events' : name === 'name' ? 'x.svg' : '1';
}

function operationsOf(openapi: {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown; responses?: object }>
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(openapi.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const named = (where: string) => parameters.filter((p) => p.in === where).map((p) => p.name);
      const schema = (
        operation.requestBody as
          | { content?: Record<string, { schema?: Record<string, unknown> }> }
          | undefined
      )?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: named('path'),
        query: named('query'),
        headers: named('header').filter((name) => name !== 'access_token'),
        body: (schema?.properties as Record<string, unknown> | undefined) ?? (schema ? {} : null),
        answers: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return operations;
}

function urlOf(operation: Operation, overrides: Record<string, string> = {}, query = ''): string {
  let url = operation.path;
  for (const name of operation.pathParams) {
    url = url.replace(`{${name}}`, encodeURIComponent(overrides[name] ?? plausible(name)));
  }
  return url + query;
}

/** Every malformed request for one operation. Only parts the route validates are malformed with a real token. */
function malformedFor(operation: Operation, auth: Record<string, string>): Malformed[] {
  const route = `${operation.method} ${operation.path}`;
  const out: Malformed[] = [];
  const add = (url: string, headers: Record<string, string> = auth, body?: string) =>
    out.push({
      route,
      answers: operation.answers,
      method: operation.method,
      url,
      headers,
      ...(body !== undefined && { body }),
    });
  const hasBody = operation.method !== 'GET' && operation.method !== 'HEAD';

  for (const name of operation.pathParams) {
    for (const value of [...HUGE, ...CONTROL, ...LONG.slice(0, 1), ...ODD.slice(1, 6), '0', '-1']) {
      add(urlOf(operation, { [name]: value }));
    }
  }
  for (const name of operation.query) {
    for (const value of [...HUGE.slice(0, 4), ...CONTROL, ...LONG]) {
      add(urlOf(operation, {}, `?city=moscow&${name}=${encodeURIComponent(value)}`));
    }
    add(urlOf(operation, {}, `?${name}=1&${name}=2&${name}=%00`));
  }
  for (const name of operation.headers) {
    for (const value of [...HUGE.slice(0, 3), LONG[0]!, '\u00ff\u00fe', ' ']) {
      add(urlOf(operation), { ...auth, [name]: value });
    }
  }
  for (const query of JUNK_QUERIES) add(urlOf(operation, {}, query));
  for (const headers of ODD_HEADERS) add(urlOf(operation), headers);
  // Tokens the API must treat as no session.
  for (const value of ['x'.repeat(8_000), 'null', '\u00ff'.repeat(40)]) {
    add(urlOf(operation), { access_token: value });
  }
  if (!hasBody) return out;
  const json = { ...auth, 'content-type': 'application/json' };
  for (const text of BROKEN_JSON) add(urlOf(operation), json, text);
  // '{"a":1}' breaks a body schema; a route without one would take it, so there it goes without the token.
  for (const type of ODD_TYPES) {
    add(urlOf(operation), { ...(operation.body ? auth : {}), 'content-type': type }, '{"a":1}');
  }
  add(urlOf(operation), json, JSON.stringify({ filler: 'a'.repeat(70_000) }));
  add(urlOf(operation), json, `${'['.repeat(5_000)}${']'.repeat(5_000)}`);
  add(urlOf(operation), json, JSON.stringify({ deep: JSON.parse(`${'['.repeat(40)}1${']'.repeat(40)}`) }));
  if (operation.body) {
    for (const top of ['[]', '"text"', '12', 'true']) add(urlOf(operation), json, top);
    for (const name of Object.keys(operation.body)) {
      for (const value of BAD_VALUES) add(urlOf(operation), json, JSON.stringify({ [name]: value }));
    }
  }
  return out;
}

/** Raw HTTP a client library would refuse to send: control bytes in a header, a huge header, a broken path. */
function rawRequests(path: string): string[] {
  return [
    `GET ${path} HTTP/1.1\r\nHost: x\r\naccess_token: a\u0000b\r\n\r\n`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nphone: ${'9'.repeat(20_000)}\r\n\r\n`,
    `GET ${path}%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n`,
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{"a"`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n`,
  ];
}

function sendRaw(port: number, request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.end(request, 'latin1');
  });
}

/** Everything a write would change that the API and the stand-ins let us see. */
async function observableState() {
  const headers = { access_token: token };
  const get = async (url: string) => (await call(stack.api, 'GET', url, { headers })).body;
  const [profile, events, places, subscription, history, moscow, sms, payments] = await Promise.all([
    get(`${WEB}/profile/-1`),
    get(`${WEB}/profile/events/favorites?per_page=100`),
    get(`${WEB}/profile/places/favorites?per_page=100`),
    get(`${MOBILE}/purchase/subscription/status`),
    get(`${MOBILE}/purchase/subscription/history`),
    call(stack.api, 'GET', `${WEB}/events?city=moscow&per_page=100&show_past=1`, { headers }),
    fetch(`${stack.sms}/messages`).then((response) => response.json()),
    fetch(`${stack.yookassa}/__test__/payments`).then((response) => response.json()),
  ]);
  // Followed places and the calendar switch (issue 24).
  const follows = [
    await get(`${WEB}/profile/places/follows?per_page=100`),
    await get(`${WEB}/profile/calendar-feed/followed-places`),
  ];
  return { profile, events, places, subscription, history, moscow: moscow.body, sms, payments, follows };
}

let clients = 0;
/** A client address of its own for each request (100.64.0.0/10 has room for all of them). */
const nextClient = () => {
  clients += 1;
  return `100.${64 + ((clients >> 16) & 63)}.${(clients >> 8) & 255}.${clients & 255}`;
};

before(async () => {
  // The default rate limits: the generated requests come from addresses of their own, the bursts do not.
  stack = await startStack({
    TRUST_PROXY: '1',
    RATE_LIMIT_SIGN_IN: '20',
    RATE_LIMIT_PAYMENTS: '20',
    RATE_LIMIT_WRITES: '120',
    RATE_LIMIT_SEARCH: '120',
  });
  token = (await login(stack, '89310000001')).accessToken;
  const favourite = (await call(stack.api, 'GET', `${WEB}/events?city=moscow&per_page=1`)).body.items[0];
  await call(stack.api, 'POST', `${WEB}/events/${favourite.id}/subscribe`, {
    headers: { access_token: token },
  });
  const followed = (await call(stack.api, 'GET', `${WEB}/places?city=moscow&place_category=bar&per_page=1`))
    .body.items[0];
  await call(stack.api, 'POST', `${WEB}/places/${followed.id}/follow`, { headers: { access_token: token } });
});
after(async () => {
  await stack?.stop();
});

describe('malformed requests', () => {
  it('answer below 500 on every route, with the error shape, and write nothing', async (t) => {
    const openapi = (await call(stack.api, 'GET', '/openapi.json')).body;
    const operations = operationsOf(openapi);
    assert.ok(operations.length >= 50, `${operations.length} operations in the OpenAPI document`);
    const stateBefore = await observableState();

    const requests = operations.flatMap((operation) => [
      ...malformedFor(operation, { access_token: token }),
      ...malformedFor(operation, {}).slice(0, 10),
    ]);
    const perRoute = new Map<string, number>();
    for (const request of requests) perRoute.set(request.route, (perRoute.get(request.route) ?? 0) + 1);
    for (const [route, count] of perRoute) assert.ok(count >= 10, `${route}: ${count} requests`);
    assert.ok(requests.length >= 1000, `${requests.length} generated requests`);

    const failures: string[] = [];
    const queue = [...requests];
    const worker = async () => {
      for (let request = queue.shift(); request; request = queue.shift()) {
        let status = 0;
        let text = '';
        let type = '';
        try {
          const response = await fetch(`${stack.api}${request.url}`, {
            method: request.method,
            headers: { 'x-forwarded-for': nextClient(), ...request.headers },
            ...(request.body !== undefined && { body: request.body }),
          });
          status = response.status;
          type = response.headers.get('content-type') ?? '';
          text = await response.text();
        } catch (error) {
          failures.push(
            `${request.method} ${request.url.slice(0, 120)}: no answer (${(error as Error).message})`,
          );
          continue;
        }
        const shaped =
          status < 400 || !type.includes('json') || /"error":\{"code":"[a-z_]+","message":/.test(text);
        if (status >= 500 || !shaped) {
          failures.push(`${request.method} ${request.url.slice(0, 120)} -> ${status} ${text.slice(0, 200)}`);
        } else if (
          status >= 400 &&
          !request.answers.includes(String(status)) &&
          !SERVER_ANSWERS.has(status)
        ) {
          failures.push(
            `${request.route} answered ${status}, which its document does not list: ${text.slice(0, 120)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));

    const port = Number(new URL(stack.api).port);
    let raw = 0;
    for (const path of [`${WEB}/events`, '/api/payments/', `${WEB}/user`, '/kaver/auth/']) {
      for (const request of rawRequests(path)) {
        const status = await sendRaw(port, request);
        raw += 1;
        if (status === 0 || status >= 500)
          failures.push(`raw ${JSON.stringify(request.slice(0, 60))} -> ${status}`);
      }
    }

    // Over each rate-limit group's default limit from one address: refusals in the error shape, nothing above 499.
    const bursts: [string, string, Record<string, string>][] = [
      ['GET', `${WEB}/search?city=moscow&q=`, {}],
      ['POST', '/kaver/auth/token/refresh', { refresh_token: 'x' }],
      ['GET', '/api/payments/unknown', {}],
      ['POST', `${WEB}/auth/logout`, {}],
    ];
    let limited = 0;
    let burst = 0;
    for (const [method, url, headers] of bursts) {
      const client = nextClient();
      for (let i = 0; i < 250; i += 1) {
        const target = url.endsWith('q=') ? `${url}${encodeURIComponent(`джаз ${i}`)}` : url;
        const response = await fetch(`${stack.api}${target}`, {
          method,
          headers: { 'x-forwarded-for': client, ...headers },
        });
        const text = await response.text();
        burst += 1;
        if (response.status === 429 && text.includes('"rate_limited"')) limited += 1;
        if (response.status >= 500 || (response.status >= 400 && !/"error":\{"code":"[a-z_]+"/.test(text))) {
          failures.push(`burst ${method} ${target} -> ${response.status} ${text.slice(0, 200)}`);
        }
      }
    }
    assert.ok(limited > 0, 'the bursts met the rate limits');

    assert.deepEqual(
      failures.slice(0, 25),
      [],
      `${failures.length} of ${requests.length + raw + burst} requests failed (the first 25 shown)`,
    );
    assert.deepEqual(await observableState(), stateBefore, 'nothing changed');
    t.diagnostic(
      `${requests.length + raw} malformed requests to ${perRoute.size} routes and ${burst} in bursts ` +
        `(${limited} rate-limited): none answered 5xx`,
    );
    assert.equal((await call(stack.api, 'GET', '/health')).status, 200);
  });
});
