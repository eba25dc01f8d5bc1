/**
 * @jest-environment node
 */
// The one-hour event cache, through the real clients against a local HTTP server.
import { isCancel } from 'axios';
import { createApiClients, type RequestHeaders } from './clients';
import { ApiError } from './errors';
import { EVENT_CACHE_TTL_MS } from './event-cache';
import { localTestServer, type Reply } from './test-server';

const server = localTestServer();

function setup(replies: Reply[] = [{ body: {} }], options: { maxEntries?: number; off?: boolean } = {}) {
  server.reply(...replies);
  let clock = 1_000_000;
  const state = { token: 'tok-1' as string | null };
  const clients = createApiClients(
    { apiHost: server.origin },
    {
      requestHeaders: (): RequestHeaders => (state.token ? { access_token: state.token } : {}),
      eventCache: options.off
        ? false
        : { now: () => clock, ...(options.maxEntries && { maxEntries: options.maxEntries }) },
    },
  );
  const paths = () => server.requests.map((r) => r.url.replace('/kaver/web/v1', ''));
  return { clients, state, paths, advance: (ms: number) => (clock += ms) };
}

describe('event cache', () => {
  it('keeps an event answer for one hour from the answer, then asks again', async () => {
    const { clients, paths, advance } = setup([{ body: { id: 1, is_favorite: 0 } }]);
    await clients.web.get('/events/1', { params: { city: 'moscow' } });
    advance(EVENT_CACHE_TTL_MS - 1);
    const hit = await clients.web.get('/events/1', { params: { city: 'moscow' } });
    expect(hit.data).toEqual({ id: 1, isFavorite: 0 });
    expect(paths()).toHaveLength(1);
    advance(1);
    await clients.web.get('/events/1', { params: { city: 'moscow' } });
    expect(paths()).toHaveLength(2);
  });

  it('gives every caller its own copy of a kept answer', async () => {
    const { clients } = setup([{ body: { items: [{ id: 1 }] } }]);
    const first = await clients.web.get('/events');
    first.data.items.push({ id: 2 });
    const second = await clients.web.get('/events');
    expect(second.data).toEqual({ items: [{ id: 1 }] });
  });

  it('keys on the method, the URL with its query and the client', async () => {
    const { clients, paths } = setup();
    await clients.web.get('/events', { params: { city: 'moscow' } });
    await clients.web.get('/events', { params: { city: 'kazan' } });
    await clients.web.get('/events/types', { params: { city: 'kazan' } });
    await clients.mobile.get('/events', { params: { city: 'kazan' } });
    await clients.web.get('/events', { params: { city: 'moscow' } });
    await clients.web.get('/events', { params: { city: 'kazan' } });
    expect(paths()).toEqual([
      '/events?city=moscow',
      '/events?city=kazan',
      '/events/types?city=kazan',
      '/digitalcity/afisha/5/events?city=kazan',
    ]);
  });

  it('never serves one visitor’s answer to another', async () => {
    const { clients, state } = setup([
      { body: { id: 1, is_favorite: 1 } },
      { body: { id: 1, is_favorite: 0 } },
    ]);
    await expect(clients.web.get('/events/1')).resolves.toMatchObject({ data: { isFavorite: 1 } });
    state.token = 'someone-else';
    await expect(clients.web.get('/events/1')).resolves.toMatchObject({ data: { isFavorite: 0 } });
    state.token = null;
    await clients.web.get('/events/1');
    state.token = 'tok-1';
    await expect(clients.web.get('/events/1')).resolves.toMatchObject({ data: { isFavorite: 1 } });
    expect(server.requests.map((r) => r.headers.access_token)).toEqual(['tok-1', 'someone-else', undefined]);
  });

  it('does not keep other paths or other methods', async () => {
    const { clients, paths } = setup();
    await clients.web.get('/profile/-1');
    await clients.web.get('/profile/-1');
    await clients.web.get('/eventsbot');
    await clients.web.get('/eventsbot');
    expect(paths()).toHaveLength(4);
  });

  it('shares one request between identical calls in flight', async () => {
    const { clients, paths } = setup([{ body: { items: [] }, delayMs: 50 }]);
    const [a, b] = await Promise.all([clients.web.get('/events'), clients.web.get('/events')]);
    expect(paths()).toHaveLength(1);
    expect(a.data).toEqual(b.data);
  });

  it('lets one caller abort without cancelling the shared request', async () => {
    const { clients, paths } = setup([{ body: { id: 1 }, delayMs: 100 }]);
    const controller = new AbortController();
    const aborted = clients.web.get('/events/1', { signal: controller.signal }).catch((e: unknown) => e);
    const other = clients.web.get('/events/1');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(paths()).toHaveLength(1);
    controller.abort();
    expect(isCancel(await aborted)).toBe(true);
    await expect(other).resolves.toMatchObject({ data: { id: 1 } });
    expect(paths()).toHaveLength(1);
  });

  it('does not keep a failure', async () => {
    const { clients, paths } = setup([{ status: 500 }, { body: { id: 1 } }]);
    await expect(clients.web.get('/events/1')).rejects.toBeInstanceOf(ApiError);
    await expect(clients.web.get('/events/1')).resolves.toMatchObject({ data: { id: 1 } });
    expect(paths()).toHaveLength(2);
  });

  it('works with the retries of the mobile client', async () => {
    const { clients, paths } = setup([{ status: 503 }, { body: { id: 1 } }]);
    await expect(clients.mobile.get('/events/1')).resolves.toMatchObject({ data: { id: 1 } });
    await clients.mobile.get('/events/1');
    expect(paths()).toHaveLength(2);
  });

  it('drops the event and the event lists after a POST or DELETE to that event', async () => {
    const { clients, paths } = setup();
    const load = () =>
      Promise.all([
        clients.web.get('/events/1'),
        clients.web.get('/events/1/similar'),
        clients.web.get('/events/2'),
        clients.web.get('/events', { params: { page: 1 } }),
        clients.web.get('/events/types'),
      ]);
    await load();
    expect(paths()).toHaveLength(5);
    await clients.web.post('/events/1/subscribe');
    await load();
    expect(paths().slice(6)).toEqual(['/events/1', '/events/1/similar', '/events?page=1']);
    await clients.web.delete('/events/2/subscribe');
    await load();
    expect(paths().slice(10)).toEqual(['/events/2', '/events?page=1']);
  });

  it('empties on clearEventCache, and stays small', async () => {
    const { clients, paths } = setup([{ body: {} }], { maxEntries: 2 });
    await clients.web.get('/events/1');
    clients.clearEventCache();
    await clients.web.get('/events/1');
    await clients.web.get('/events/2');
    await clients.web.get('/events/3');
    await clients.web.get('/events/3');
    await clients.web.get('/events/1');
    expect(paths()).toEqual(['/events/1', '/events/1', '/events/2', '/events/3', '/events/1']);
  });

  it('can be turned off', async () => {
    const { clients, paths } = setup([{ body: {} }], { off: true });
    await clients.web.get('/events/1');
    await clients.web.get('/events/1');
    expect(paths()).toHaveLength(2);
  });
});
