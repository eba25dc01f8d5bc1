/**
 * @jest-environment node
 */
// The refresh of the browser's session cookies on a 401: one refresh for calls failing together, one more
// sending per call, the 401 kept when the refresh is refused, against a real local HTTP server.

import { singleFlight } from '../cache/single-flight';
import { createApiClients } from './clients';
import { ApiError } from './errors';
import type { SessionRefresher } from './session-refresh';
import { failure, localTestServer, type Reply } from './test-server';

const server = localTestServer();
const unauthorized: Reply = { status: 401, body: { error: { code: 'unauthorized', message: 'expired' } } };

function setup(replies: Reply[], outcome: () => Promise<boolean>) {
  server.reply(...replies);
  let refreshes = 0;
  const refresh: SessionRefresher = singleFlight(async () => {
    refreshes += 1;
    // Long enough for every call of a burst to have failed before the refresh settles.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return outcome();
  });
  const clients = createApiClients(
    { apiHost: server.origin },
    { refreshSession: refresh, retryDelayFactorMs: 0, eventCache: false },
  );
  return { clients, refreshes: () => refreshes, requests: server.requests };
}

describe('session refresh on 401', () => {
  it('refreshes once and sends the call again', async () => {
    const { clients, refreshes, requests } = setup(
      [unauthorized, { body: { first_name: 'Анна' } }],
      async () => true,
    );
    const { data } = await clients.web.get('/profile/-1');
    expect(data).toEqual({ firstName: 'Анна' });
    expect(refreshes()).toBe(1);
    expect(requests.map((request) => request.url)).toEqual([
      '/kaver/web/v1/profile/-1',
      '/kaver/web/v1/profile/-1',
    ]);
  });

  it('shares one refresh among calls that fail at the same moment', async () => {
    const { clients, refreshes, requests } = setup(
      [unauthorized, unauthorized, unauthorized, { body: { ok: 1 } }],
      async () => true,
    );
    const answers = await Promise.all([
      clients.web.get('/profile/-1'),
      clients.mobile.get('/purchase/subscription/status'),
      clients.web.post('/events/1/subscribe', { a: 1 }),
    ]);
    expect(answers.map((answer) => answer.data)).toEqual([{ ok: 1 }, { ok: 1 }, { ok: 1 }]);
    expect(refreshes()).toBe(1);
    expect(requests).toHaveLength(6);
    // The body goes again as it went the first time.
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { a: 1 },
      { a: 1 },
    ]);
  });

  it('sends again without a second refresh a call whose 401 arrives after the refresh ended', async () => {
    // Both calls went out with the old cookies; the second one's 401 is slower than the whole refresh.
    const { clients, refreshes, requests } = setup(
      [unauthorized, { ...unauthorized, delayMs: 200 }, { body: { ok: 1 } }],
      async () => true,
    );
    const answers = await Promise.all([clients.web.get('/profile/-1'), clients.web.get('/events/1')]);
    expect(answers.map((answer) => answer.data)).toEqual([{ ok: 1 }, { ok: 1 }]);
    expect(refreshes()).toBe(1);
    expect(requests).toHaveLength(4);
  });

  it('keeps the 401 when the refresh is refused', async () => {
    const refused = setup([unauthorized], async () => false);
    const error = await failure(refused.clients.web.get('/profile/-1'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(refused.requests).toHaveLength(1);
  });

  it('never refreshes a call twice', async () => {
    const stillRefused = setup([unauthorized], async () => true);
    expect(((await failure(stillRefused.clients.web.get('/profile/-1'))) as ApiError).status).toBe(401);
    expect(stillRefused.refreshes()).toBe(1);
    expect(stillRefused.requests).toHaveLength(2);
  });

  it('leaves the auth client, the logout and other errors alone', async () => {
    const { clients, refreshes } = setup([unauthorized], async () => true);
    expect(((await failure(clients.auth.post('/token/sms/v2'))) as ApiError).status).toBe(401);
    expect(((await failure(clients.web.post('/auth/logout'))) as ApiError).status).toBe(401);
    server.reply({ status: 403, body: { error: { code: 'csrf_origin_mismatch', message: 'x' } } });
    expect(((await failure(clients.web.delete('/user'))) as ApiError).code).toBe('csrf_origin_mismatch');
    expect(refreshes()).toBe(0);
  });

  it('fails the call with the network error when the refresh cannot reach the API', async () => {
    const offline = new ApiError({
      status: 0,
      code: 'network_error',
      message: 'offline',
      isNetworkError: true,
      method: 'POST',
      url: '/token/refresh',
    });
    const { clients } = setup([unauthorized], () => Promise.reject(offline));
    expect(await failure(clients.web.get('/profile/-1'))).toBe(offline);
  });
});
