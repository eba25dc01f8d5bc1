/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { camelKeys } from '@kaver/shared-contracts/http';
import axios from 'axios';
import { cachedReads, keepable } from './api-read-cache';

describe('cachedReads', () => {
  let server: Server;
  let origin: string;
  let calls: string[];

  beforeAll(async () => {
    server = createServer((request, response) => {
      calls.push(`${request.method} ${request.url}`);
      const url = new URL(request.url ?? '/', 'http://x');
      const status = Number(url.searchParams.get('status') ?? 200);
      const cacheControl = url.searchParams.get('cc') ?? 'public, max-age=30, stale-while-revalidate=30';
      // A slow answer, so that reads made together are in flight together.
      setTimeout(() => {
        response
          .writeHead(status, { 'content-type': 'application/json', 'cache-control': cacheControl })
          .end(JSON.stringify({ items: [{ title: 'Концерт' }], call: calls.length }));
      }, 20);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    calls = [];
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** A client as the API clients are made: axios's JSON parsing, then the key conversion (a copy of the answer). */
  const client = (seconds: number) =>
    axios.create({
      baseURL: origin,
      adapter: cachedReads(axios.getAdapter('http'), { seconds, maxEntries: 10 }),
      transformResponse: [...[axios.defaults.transformResponse ?? []].flat(), (data) => camelKeys(data)],
    });

  it('asks once for equal reads made together and for a kept answer; each read gets objects of its own', async () => {
    const api = client(5);
    const [a, b] = await Promise.all([
      api.get('/events', { params: { city: 'moscow' } }),
      api.get('/events', { params: { city: 'moscow' } }),
    ]);
    const later = await api.get('/events?city=moscow');
    expect(calls).toEqual(['GET /events?city=moscow']);
    expect(later.data).toEqual({ items: [{ title: 'Концерт' }], call: 1 });
    a.data.items[0].title = 'changed by one render';
    expect(b.data.items[0].title).toBe('Концерт');
    expect(later.data.items[0].title).toBe('Концерт');
    expect(later.headers['cache-control']).toMatch(/^public/);

    await api.get('/events?city=kazan');
    expect(calls).toHaveLength(2);
  });

  it('keeps the parsed answer frozen: a client that would share it cannot change it', async () => {
    const bare = axios.create({
      baseURL: origin,
      adapter: cachedReads(axios.getAdapter('http'), { seconds: 5, maxEntries: 10 }),
    });
    const first = await bare.get('/events?city=moscow');
    const second = await bare.get('/events?city=moscow');
    expect(calls).toHaveLength(1);
    expect(() => {
      first.data.items[0].title = 'changed';
    }).toThrow(TypeError);
    expect(second.data.items[0].title).toBe('Концерт');
  });

  it('keeps no answer that a shared cache may not keep that long, nor a failure, nor a write', async () => {
    const api = client(5);
    for (const query of ['cc=private%2C%20max-age%3D60', 'cc=public%2C%20max-age%3D2', 'cc=no-store']) {
      await api.get(`/a?${query}`);
      await api.get(`/a?${query}`);
    }
    await api.get('/a?status=404').catch(() => null);
    await api.get('/a?status=404').catch(() => null);
    await api.post('/a', {});
    await api.post('/a', {});
    expect(calls).toHaveLength(10);
  });

  it('keeps nothing at 0 seconds, but still shares a read in flight', async () => {
    const api = client(0);
    await Promise.all([api.get('/a'), api.get('/a')]);
    await api.get('/a');
    expect(calls).toEqual(['GET /a', 'GET /a']);
  });
});

describe('keepable', () => {
  const answer = (cacheControl: string, status = 200) => ({
    status,
    headers: { 'cache-control': cacheControl },
  });

  it('takes a public 200 kept at least as long as asked', () => {
    expect(keepable(answer('public, max-age=30, stale-while-revalidate=30'), 5)).toBe(true);
    expect(keepable(answer('max-age=30, public'), 30)).toBe(true);
    expect(keepable(answer('public, max-age=4'), 5)).toBe(false);
    expect(keepable(answer('public'), 5)).toBe(false);
    expect(keepable(answer('public, s-maxage=60'), 5)).toBe(false);
    expect(keepable(answer('private, max-age=60'), 5)).toBe(false);
    expect(keepable(answer('public, no-cache, max-age=60'), 5)).toBe(false);
    expect(keepable(answer('public, max-age=60', 203), 5)).toBe(false);
    expect(keepable(answer(''), 0)).toBe(false);
  });
});
