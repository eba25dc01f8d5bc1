/**
 * @jest-environment node
 */
// The axios clients against a real local HTTP server: headers, the wire format, retries, errors, cancellation.
import { isCancel } from 'axios';
import { type ApiClientsOptions, createApiClients, type RequestHeaders } from './clients';
import { ApiError } from './errors';
import { failure, localTestServer, type Reply } from './test-server';

const server = localTestServer();

function setup(
  replies: Reply[] = [{ body: {} }],
  token: string | null = 'tok-1',
  options: ApiClientsOptions = {},
) {
  server.reply(...replies);
  const state = { token };
  const clients = createApiClients(
    { apiHost: `${server.origin}/` },
    {
      requestHeaders: (): RequestHeaders => (state.token ? { access_token: state.token } : {}),
      retryDelayFactorMs: 0,
      ...options,
    },
  );
  return { clients, state, requests: server.requests };
}

describe('base paths and credentials', () => {
  it('puts each client on its base path', async () => {
    const { clients, requests } = setup();
    await clients.web.get('/profile/-1');
    await clients.auth.post('/');
    await clients.mobile.get('/purchase/subscription/status');
    await clients.payments.get('/payments/p-1');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /kaver/web/v1/profile/-1',
      'POST /kaver/auth/',
      'GET /digitalcity/afisha/5/purchase/subscription/status',
      'GET /api/payments/p-1',
    ]);
  });

  it('sends access_token to web, mobile and payments, never to auth', async () => {
    const { clients, requests } = setup();
    await clients.web.get('/profile/-1');
    await clients.mobile.post('/user/purposes', { purposes: [1] });
    await clients.payments.post('/payments', {});
    await clients.auth.post('/token/sms/v2', null, {
      headers: { code: '1234', phone: '89991234567', platform_id: 3 },
    });
    expect(requests.map((r) => r.headers.access_token)).toEqual(['tok-1', 'tok-1', 'tok-1', undefined]);
    expect(requests[3]!.headers).toMatchObject({ code: '1234', phone: '89991234567', platform_id: '3' });
  });

  it('reads the credentials on every request, and sends none when there are none', async () => {
    const { clients, requests, state } = setup([{ body: {} }], null);
    await clients.web.get('/profile/-1');
    state.token = 'tok-2';
    await clients.web.get('/profile/-1');
    expect(requests[0]!.headers).not.toHaveProperty('access_token');
    expect(requests[1]!.headers.access_token).toBe('tok-2');
  });

  it('sends whatever the provider gives, such as a server forwarding its visitor’s cookie', async () => {
    server.reply({ body: {} });
    const clients = createApiClients(
      { apiHost: server.origin },
      { requestHeaders: () => ({ access_token: 'ssr', cookie: 'city=kazan' }) },
    );
    await clients.mobile.get('/subscriptions');
    await clients.auth.post('/');
    expect(server.requests[0]!.headers).toMatchObject({ access_token: 'ssr', cookie: 'city=kazan' });
    expect(server.requests[1]!.headers).not.toHaveProperty('cookie');
  });

  it('never sends a call to another host', async () => {
    const { clients, requests } = setup();
    await clients.web.get('http://example.invalid/steal').catch(() => undefined);
    expect(requests.map((r) => r.url)).toEqual(['/kaver/web/v1/http://example.invalid/steal']);
  });
});

describe('wire format', () => {
  it('sends query keys in snake_case with the API conventions', async () => {
    const { clients, requests } = setup();
    await clients.web.get('/events', {
      params: {
        city: 'moscow',
        perPage: 6,
        dateStart: '21.11.2026',
        categories: null,
        idCollection: [],
        types: [1, 5],
        showPast: false,
        idAge: undefined,
        q: 'кофе & чай',
      },
    });
    expect(requests[0]!.url).toBe(
      '/kaver/web/v1/events?city=moscow&per_page=6&date_start=21.11.2026&categories=null&id_collection=null' +
        '&types=1,5&show_past=0&q=%D0%BA%D0%BE%D1%84%D0%B5+%26+%D1%87%D0%B0%D0%B9',
    );
  });

  it('sends JSON bodies with snake_case keys at every depth, keeping numeric keys', async () => {
    const { clients, requests } = setup();
    await clients.web.put('/user', {
      birthDt: '01.02.1995',
      idCity: 1,
      firstName: 'Анна',
      extra: { sourceAuth: 'tg', items: [{ deviceId: 'x' }] },
      answers: { '1': [2], '2': [1, 7] },
    });
    expect(requests[0]!.headers['content-type']).toMatch(/^application\/json/);
    expect(requests[0]!.body).toEqual({
      birth_dt: '01.02.1995',
      id_city: 1,
      first_name: 'Анна',
      extra: { source_auth: 'tg', items: [{ device_id: 'x' }] },
      answers: { '1': [2], '2': [1, 7] },
    });
  });

  it('answers with camelCase keys at every depth', async () => {
    const { clients } = setup([
      {
        body: {
          access_token: 'a',
          refresh_token: 'r',
          security_data: { dev_code: '1234' },
          list: [{ is_favorite: 1 }],
        },
      },
    ]);
    const { data } = await clients.auth.post('/token/sms/v2');
    expect(data).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      securityData: { devCode: '1234' },
      list: [{ isFavorite: 1 }],
    });
  });

  it('sends a POST without a body with no Content-Type (the API refuses a type without a body)', async () => {
    const { clients, requests } = setup();
    await clients.auth.post('/', undefined, { headers: { auth_type: 1, phone: '89991234567' } });
    await clients.auth.post('/', null, { headers: { auth_type: 1, phone: '89991234567' } });
    await clients.web.post('/events/1/subscribe');
    for (const request of requests) {
      expect(request.headers).not.toHaveProperty('content-type');
      expect(request.body).toBeUndefined();
    }
  });

  it('gives an empty answer as an empty body', async () => {
    const { clients } = setup([{ status: 204 }]);
    const response = await clients.web.post('/auth/logout');
    expect(response.status).toBe(204);
    expect(response.data).toBe('');
  });
});

describe('retries', () => {
  it('never retries on web', async () => {
    const { clients, requests } = setup([{ status: 503 }, { body: {} }]);
    expect(await failure(clients.web.get('/subscriptions'))).toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('retries an idempotent mobile call once after a 5xx, a 429 or a network failure', async () => {
    const ok = setup([{ status: 503 }, { body: { ok: 1 } }]);
    await expect(ok.clients.mobile.get('/purchase/subscription/status')).resolves.toMatchObject({
      data: { ok: 1 },
    });
    expect(ok.requests).toHaveLength(2);

    server.requests.length = 0;
    const twice = setup([{ status: 500 }, { status: 429 }, { body: {} }]);
    expect(await failure(twice.clients.mobile.put('/x'))).toMatchObject({ status: 429 });
    expect(twice.requests).toHaveLength(2);

    server.requests.length = 0;
    const offline = setup(['drop']);
    const error = await failure(offline.clients.mobile.get('/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ isNetworkError: true, status: 0, code: 'network_error' });
    expect(offline.requests).toHaveLength(2);
  });

  it('does not retry a 4xx or a mobile POST', async () => {
    const notFound = setup([{ status: 404 }, { body: {} }]);
    expect(await failure(notFound.clients.mobile.get('/x'))).toMatchObject({ status: 404 });
    expect(notFound.requests).toHaveLength(1);

    server.requests.length = 0;
    const post = setup([{ status: 503 }, { body: {} }]);
    expect(await failure(post.clients.mobile.post('/purchase/subscription/add'))).toMatchObject({
      status: 503,
    });
    expect(post.requests).toHaveLength(1);
  });

  it('retries an auth POST once only when it cannot have been processed', async () => {
    const offline = setup(['drop', { body: { security_data: '1234' } }]);
    await expect(offline.clients.auth.post('/')).resolves.toMatchObject({ data: { securityData: '1234' } });
    expect(offline.requests).toHaveLength(2);

    server.requests.length = 0;
    const gateway = setup([{ status: 502 }, { status: 502 }, { body: {} }]);
    expect(await failure(gateway.clients.auth.post('/'))).toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
    expect(gateway.requests).toHaveLength(2);

    for (const status of [500, 429]) {
      server.requests.length = 0;
      const once = setup([{ status }, { body: {} }]);
      expect(await failure(once.clients.auth.post('/'))).toMatchObject({ status });
      expect(once.requests).toHaveLength(1);
    }
  });

  it('waits as long as Retry-After asks before the retry', async () => {
    const { clients, requests } = setup([{ status: 429, headers: { 'retry-after': '1' } }, { body: {} }]);
    const started = Date.now();
    await clients.mobile.get('/subscriptions');
    expect(requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});

describe('errors', () => {
  it('become an ApiError with the API body’s code, message and field', async () => {
    const { clients } = setup([
      { status: 404, body: { error: { code: 'city_not_found', message: 'City Not Found', field: 'city' } } },
    ]);
    const error = await failure(clients.web.get('/events/x', { params: { city: 'atlantis' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 404,
      code: 'city_not_found',
      message: 'City Not Found',
      field: 'city',
      isNetworkError: false,
      method: 'GET',
      url: `${server.origin}/kaver/web/v1/events/x?city=atlantis`,
    });
  });

  it('fall back to the status when the body is not the API shape', async () => {
    const { clients } = setup([{ status: 502, body: '<html>bad gateway</html>' }]);
    const error = (await failure(clients.web.get('/x'))) as ApiError;
    expect([error.status, error.code, error.message, error.field]).toEqual([
      502,
      'http_502',
      'Bad Gateway',
      undefined,
    ]);
  });
});

describe('cancellation', () => {
  it('rejects an aborted call with a cancellation, sends nothing and does not retry', async () => {
    const { clients, requests } = setup();
    const controller = new AbortController();
    controller.abort();
    const error = await failure(clients.mobile.get('/x', { signal: controller.signal }));
    expect(isCancel(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(0);
  });

  it('stops a call in flight', async () => {
    const { clients, requests } = setup([{ body: {}, delayMs: 2000 }]);
    const controller = new AbortController();
    const call = failure(clients.mobile.get('/slow', { signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    const started = Date.now();
    expect(isCancel(await call)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(requests).toHaveLength(1);
  });
});
