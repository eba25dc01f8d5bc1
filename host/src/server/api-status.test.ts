/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { watchApi } from './api-status';

describe('watchApi', () => {
  let server: Server;
  let origin: string;
  let healthy = false;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(healthy ? 200 : 503).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const log = { info: jest.fn(), warn: jest.fn() };

  it('is down until the API answers its health check, and down again once it stops', async () => {
    const api = watchApi(origin, { probeMs: 60_000, log });
    try {
      expect(api.up).toBe(false);
      expect(await api.check()).toBe(false);
      healthy = true;
      expect(await api.check()).toBe(true);
      expect(api.up).toBe(true);
      healthy = false;
      expect(await api.check()).toBe(false);
      expect(api.up).toBe(false);
    } finally {
      api.stop();
    }
  });

  it('is down when nothing listens', async () => {
    const api = watchApi('http://127.0.0.1:1', { probeMs: 60_000, log });
    try {
      expect(await api.check()).toBe(false);
    } finally {
      api.stop();
    }
  });
});
