/** @jest-environment node */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClients } from '@kaver/shared-contracts';
import { REDIRECT_TIMEOUT_MS } from '../../app/router/page-loader';
import { lookupRedirect } from './lookup-redirect';

// An API that knows one rule and never answers for '/slow' (the lookup every in-app navigation waits for).
const api = createServer((request, response) => {
  if (request.url?.includes('slow')) return;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ target: '/moscow', status: 301 }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  configureApiClients({ apiHost: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
});
afterAll(() => {
  api.closeAllConnections();
  api.close();
});

describe('the redirect lookup in the browser', () => {
  it("answers the API's rule for a path", async () => {
    await expect(lookupRedirect('/msk')).resolves.toEqual({ target: '/moscow', status: 301 });
  });

  it("gives up on an API that does not answer after the server's cap: no redirect, and the navigation goes on", async () => {
    const started = Date.now();
    await expect(lookupRedirect('/slow')).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(REDIRECT_TIMEOUT_MS + 1000);
  });
});
