/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { fork } from 'effector';
import { serverApiTransport } from './api-transport';
import { emptyOutcome, type RequestContext, runInRequest } from './request-context';

/** Every read reaches the test's server (api-read-cache.test.ts tests the cache). */
const NO_CACHE = { seconds: 0, maxEntries: 10 };

describe('serverApiTransport', () => {
  let server: Server;
  let origin: string;
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.headers);
      const status = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const context = (): RequestContext => ({
    scope: fork(),
    pages: new Map(),
    signedIn: true,
    clientAddress: '203.0.113.7',
    outcome: emptyOutcome(),
  });

  it('sends the visitor’s address and never a cookie; notes every call', async () => {
    const client = axios.create({
      adapter: serverApiTransport({ timeoutMs: 1000, onUnreachable: jest.fn(), reads: NO_CACHE }),
    });
    const request = context();
    await runInRequest(request, () =>
      Promise.all([
        client.get(`${origin}/a`, { headers: { cookie: 'access_token=secret' } }),
        client.get(`${origin}/b`),
      ]),
    );
    expect(seen.map((headers) => headers['x-forwarded-for'])).toEqual(['203.0.113.7', '203.0.113.7']);
    expect(seen.some((headers) => headers.cookie)).toBe(false);
    expect(request.outcome.api.calls).toBe(2);
    expect(request.outcome.apiFailed).toBe(false);
  });

  it('tells a failed call (5xx, 429) from an answer, and an API that cannot be reached from both', async () => {
    const onUnreachable = jest.fn();
    const client = axios.create({
      adapter: serverApiTransport({ timeoutMs: 1000, onUnreachable, reads: NO_CACHE }),
    });
    const notFound = context();
    await runInRequest(notFound, () => client.get(`${origin}/a?status=404`).catch(() => null));
    expect(notFound.outcome.apiFailed).toBe(false);

    const failed = context();
    await runInRequest(failed, () => client.get(`${origin}/a?status=503`).catch(() => null));
    expect(failed.outcome).toMatchObject({ apiFailed: true, apiUnreachable: false });
    expect(onUnreachable).not.toHaveBeenCalled();

    const unreachable = context();
    await runInRequest(unreachable, () => client.get('http://127.0.0.1:1/a').catch(() => null));
    expect(unreachable.outcome).toMatchObject({ apiFailed: true, apiUnreachable: true });
    expect(onUnreachable).toHaveBeenCalledTimes(1);
  });
});
