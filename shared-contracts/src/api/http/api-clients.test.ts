import { createApiClients } from './api-clients';
import { ApiError } from './errors';
import { type Reply, scriptedFetch } from './test-fetch';

const HOST = 'https://api.kaver.test';

function setup(replies: Reply[] = [{ body: {} }], token: string | null = 'tok-1') {
  const { fetch, calls } = scriptedFetch(...replies);
  let clock = 1_000_000;
  const state = { token };
  const clients = createApiClients({
    apiHost: `${HOST}/`,
    getAccessToken: () => state.token,
    fetch,
    now: () => clock,
    retryDelayMs: 0,
  });
  return { clients, calls, fetch, state, advance: (ms: number) => (clock += ms) };
}

describe('base paths and the token header', () => {
  it('puts each client on its base path', async () => {
    const { clients, calls } = setup();
    await clients.web.get('/profile/-1');
    await clients.auth.post('/');
    await clients.mobile.get('/purchase/subscription/status');
    expect(calls.map((c) => c.url)).toEqual([
      `${HOST}/kaver/web/v1/profile/-1`,
      `${HOST}/kaver/auth/`,
      `${HOST}/digitalcity/afisha/5/purchase/subscription/status`,
    ]);
  });

  it('works on the page origin with an empty host', async () => {
    const { fetch, calls } = scriptedFetch({ body: {} });
    await createApiClients({ apiHost: '', getAccessToken: () => null, fetch }).web.get('/subscriptions');
    expect(calls[0]!.url).toBe('/kaver/web/v1/subscriptions');
  });

  it('sends access_token to web and mobile, never to auth', async () => {
    const { clients, calls } = setup();
    await clients.web.get('/profile/-1');
    await clients.mobile.post('/user/purposes', { body: { purposes: [1] } });
    await clients.auth.post('/token/sms/v2', {
      headers: { code: '1234', phone: '89991234567', platform_id: 3 },
    });
    expect(calls[0]!.headers.access_token).toBe('tok-1');
    expect(calls[1]!.headers.access_token).toBe('tok-1');
    expect(calls[2]!.headers).not.toHaveProperty('access_token');
    expect(calls[2]!.headers).toMatchObject({ code: '1234', phone: '89991234567', platform_id: '3' });
  });

  it('sends no token header when there is no token, and reads the token on every call', async () => {
    const { clients, calls, state } = setup([{ body: {} }], null);
    await clients.web.get('/profile/-1');
    state.token = 'tok-2';
    await clients.web.get('/profile/-1');
    expect(calls[0]!.headers).not.toHaveProperty('access_token');
    expect(calls[1]!.headers.access_token).toBe('tok-2');
  });

  it('passes call headers as given, lists comma-joined', async () => {
    const { clients, calls } = setup();
    await clients.auth.post('/', { headers: { auth_type: 1, phone: '89991234567' } });
    await clients.mobile.post('/user/categories', {
      headers: { categories: [1, 5] },
      body: { categories: [1, 5] },
    });
    expect(calls[0]!.headers).toMatchObject({ auth_type: '1', phone: '89991234567' });
    expect(calls[1]!.headers.categories).toBe('1,5');
  });
});

describe('case conversion', () => {
  it('sends query keys in snake_case with the API conventions', async () => {
    const { clients, calls } = setup();
    await clients.web.get('/events', {
      query: {
        city: 'moscow',
        perPage: 6,
        dateStart: '21.11.2026',
        categories: null,
        showPast: false,
        idAge: undefined,
      },
    });
    expect(calls[0]!.url).toBe(
      `${HOST}/kaver/web/v1/events?city=moscow&per_page=6&date_start=21.11.2026&categories=null&show_past=0`,
    );
  });

  it('sends JSON bodies with snake_case keys, deep', async () => {
    const { clients, calls } = setup();
    await clients.web.put('/user', {
      body: {
        birthDt: '01.02.1995',
        idCity: 1,
        firstName: 'Анна',
        extra: { sourceAuth: 'tg', items: [{ deviceId: 'x' }] },
      },
    });
    expect(calls[0]!.headers['content-type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({
      birth_dt: '01.02.1995',
      id_city: 1,
      first_name: 'Анна',
      extra: { source_auth: 'tg', items: [{ device_id: 'x' }] },
    });
  });

  it('returns responses with camelCase keys, deep', async () => {
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
    await expect(clients.auth.post('/token/sms/v2')).resolves.toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      securityData: { devCode: '1234' },
      list: [{ isFavorite: 1 }],
    });
  });

  it('resolves an empty answer as undefined', async () => {
    const { clients } = setup([{ status: 204 }]);
    await expect(clients.web.post('/auth/logout')).resolves.toBeUndefined();
  });
});

describe('retries', () => {
  it('never retries on web', async () => {
    const { clients, calls } = setup([{ status: 503 }, { body: {} }]);
    await expect(clients.web.get('/subscriptions')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('retries an idempotent mobile call once after a 5xx, 429 or network failure', async () => {
    const ok = setup([{ status: 503 }, { body: { ok: 1 } }]);
    await expect(ok.clients.mobile.get('/purchase/subscription/status')).resolves.toEqual({ ok: 1 });
    expect(ok.calls).toHaveLength(2);

    const twice = setup([{ status: 500 }, { status: 429 }, { body: {} }]);
    await expect(twice.clients.mobile.put('/x')).rejects.toMatchObject({ status: 429 });
    expect(twice.calls).toHaveLength(2);

    const offline = setup([new TypeError('Failed to fetch')]);
    const error = await offline.clients.mobile.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ isNetworkError: true, status: 0, code: 'network_error' });
    expect(offline.calls).toHaveLength(2);
  });

  it('does not retry a 4xx or a mobile POST', async () => {
    const notFound = setup([{ status: 404 }, { body: {} }]);
    await expect(notFound.clients.mobile.get('/x')).rejects.toMatchObject({ status: 404 });
    expect(notFound.calls).toHaveLength(1);

    const post = setup([{ status: 503 }, { body: {} }]);
    await expect(post.clients.mobile.post('/purchase/subscription/add')).rejects.toMatchObject({
      status: 503,
    });
    expect(post.calls).toHaveLength(1);
  });

  it('retries an auth POST once only when it cannot have been processed', async () => {
    const offline = setup([new TypeError('Failed to fetch'), { body: { securityData: '1234' } }]);
    await expect(offline.clients.auth.post('/')).resolves.toEqual({ securityData: '1234' });
    expect(offline.calls).toHaveLength(2);

    const gateway = setup([{ status: 502 }, { status: 502 }, { body: {} }]);
    await expect(gateway.clients.auth.post('/')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
    expect(gateway.calls).toHaveLength(2);

    for (const status of [500, 429]) {
      const once = setup([{ status }, { body: {} }]);
      await expect(once.clients.auth.post('/')).rejects.toMatchObject({ status });
      expect(once.calls).toHaveLength(1);
    }
  });

  it('does not retry an aborted call', async () => {
    const { clients, calls } = setup([{ body: {} }]);
    const controller = new AbortController();
    controller.abort();
    await expect(clients.mobile.get('/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls).toHaveLength(1);
  });
});

describe('errors', () => {
  it('parses the API error body', async () => {
    const { clients } = setup([
      { status: 404, body: { error: { code: 'city_not_found', message: 'City Not Found', field: 'city' } } },
    ]);
    const error = await clients.web.get('/profile/-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 404,
      code: 'city_not_found',
      message: 'City Not Found',
      field: 'city',
      isNetworkError: false,
      method: 'GET',
      url: `${HOST}/kaver/web/v1/profile/-1`,
    });
  });

  it('falls back to the status when the body is not the API shape', async () => {
    const { clients } = setup([{ status: 502, body: '<html>bad gateway</html>' }]);
    const error = (await clients.web.get('/x').catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.code, error.message, error.field]).toEqual([
      502,
      'http_502',
      'Bad Gateway',
      undefined,
    ]);
  });

  it('rejects a path without a leading slash', async () => {
    const { clients } = setup();
    await expect(clients.web.get('events')).rejects.toThrow(TypeError);
  });
});

describe('event cache', () => {
  const HOUR = 60 * 60 * 1000;

  it('caches event GETs for one hour', async () => {
    const { clients, calls, advance } = setup([{ body: { id: 1 } }]);
    await clients.web.get('/events/1', { query: { city: 'moscow' } });
    advance(HOUR - 1);
    await expect(clients.web.get('/events/1', { query: { city: 'moscow' } })).resolves.toEqual({ id: 1 });
    expect(calls).toHaveLength(1);
    advance(1);
    await clients.web.get('/events/1', { query: { city: 'moscow' } });
    expect(calls).toHaveLength(2);
  });

  it('keys on method, URL and token presence', async () => {
    const { clients, calls } = setup([{ body: {} }], null);
    await clients.web.get('/events', { query: { city: 'moscow' } });
    await clients.web.get('/events', { query: { city: 'kazan' } });
    await clients.web.get('/events/types', { query: { city: 'kazan' } });
    await clients.mobile.get('/events', { query: { city: 'kazan' } });
    await clients.web.get('/events', { query: { city: 'moscow' } });
    expect(calls).toHaveLength(4);
  });

  it('does not cache other paths or other methods', async () => {
    const { clients, calls } = setup();
    await clients.web.get('/profile/-1');
    await clients.web.get('/profile/-1');
    await clients.web.get('/eventsbot');
    await clients.web.get('/eventsbot');
    expect(calls).toHaveLength(4);
  });

  it('shares one request between concurrent identical calls', async () => {
    const { clients, calls } = setup([{ body: { items: [] } }]);
    const [a, b] = await Promise.all([clients.web.get('/events'), clients.web.get('/events')]);
    expect(calls).toHaveLength(1);
    expect(a).toBe(b);
  });

  it('lets one caller abort without cancelling the shared request', async () => {
    const { clients, calls } = setup([{ body: { id: 1 } }]);
    const controller = new AbortController();
    const aborted = clients.web.get('/events/1', { signal: controller.signal });
    const other = clients.web.get('/events/1');
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    await expect(other).resolves.toEqual({ id: 1 });
    expect(calls).toHaveLength(1);
  });

  it('does not keep a failed request', async () => {
    const { clients, calls } = setup([{ status: 500 }, { body: { id: 1 } }]);
    await expect(clients.web.get('/events/1')).rejects.toBeInstanceOf(ApiError);
    await expect(clients.web.get('/events/1')).resolves.toEqual({ id: 1 });
    expect(calls).toHaveLength(2);
  });

  it('drops the event and the event lists after a POST or DELETE to that event', async () => {
    const { clients, calls } = setup();
    const load = () =>
      Promise.all([
        clients.web.get('/events/1'),
        clients.web.get('/events/1/similar'),
        clients.web.get('/events/2'),
        clients.web.get('/events', { query: { page: 1 } }),
        clients.web.get('/events/types'),
      ]);
    await load();
    expect(calls).toHaveLength(5);
    await clients.web.post('/events/1/subscribe');
    await load();
    expect(calls.slice(6).map((c) => c.url.replace(`${HOST}/kaver/web/v1`, ''))).toEqual([
      '/events/1',
      '/events/1/similar',
      '/events?page=1',
    ]);
    await clients.web.delete('/events/2/subscribe');
    await load();
    expect(calls.slice(10).map((c) => c.url.replace(`${HOST}/kaver/web/v1`, ''))).toEqual([
      '/events/2',
      '/events?page=1',
    ]);
  });

  it('empties when the token changes, and on clearCache', async () => {
    const { clients, calls, state } = setup();
    await clients.web.get('/events/1');
    state.token = 'tok-2';
    await clients.web.get('/events/1');
    await clients.web.get('/events/1');
    expect(calls).toHaveLength(2);
    clients.clearCache();
    await clients.web.get('/events/1');
    expect(calls).toHaveLength(3);
  });
});
