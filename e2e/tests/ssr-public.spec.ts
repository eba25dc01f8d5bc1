import net from 'node:net';
import { expect, test } from '@playwright/test';
import { apiProxy } from '../support/api-proxy';
import { HOST_URL, PORTS, sparePort } from '../support/ports';
import { signInThroughApi } from '../support/session';
import { copyDist, startHost } from '../support/stack';
import { stoppedAfterEachTest } from '../support/test-servers';
import { type ApiEvent, api } from './catalog-support';

/**
 * The host's server (issue 21): a public page is the same for every visitor of its address, signed in or not, and
 * says so to caches; private addresses, pages without all of their data and pages while the API is down are kept by
 * nobody; request targets that leave the public build or name another host never reach a file or a page.
 */

/** The markup without its scripts: the serialised state carries the moment its data was read. */
const markupOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/** A request exactly as written on the wire: browsers and HTTP clients normalise what an attacker sends as is. */
function rawGet(port: number, target: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const at = data.indexOf('\r\n\r\n');
      const head = data.slice(0, at).toLowerCase();
      resolve({ status: Number(head.split(' ')[1]), head, body: data.slice(at + 4) });
    });
  });
}

test.describe('public pages are the same for everyone', () => {
  const { servers, removals } = stoppedAfterEachTest();

  test('a signed-in visitor gets the anonymous markup, public, and no cookie', async ({ request }) => {
    const session = await signInThroughApi();
    const cookie = `access_token=${session.accessToken}; refresh_token=${session.refreshToken}; signed_in=1`;
    const { items } = await api<{ items: ApiEvent[] }>('/events?city=moscow&per_page=1');
    const eventPath = `/moscow/events/${items[0]?.slug}`;

    // A server that renders every request (no page cache), so that each answer below is a render of its own; and
    // the stack's own server, whose page cache serves both visitors.
    const uncached = copyDist('host');
    removals.push(uncached.remove);
    servers.push(await startHost(uncached.dir, sparePort(70), { PAGE_CACHE_SECONDS: '0' }));
    for (const site of [`http://localhost:${sparePort(70)}`, HOST_URL]) {
      for (const path of ['/moscow', eventPath]) {
        const anonymous = await request.get(`${site}${path}`);
        const signedIn = await request.get(`${site}${path}`, { headers: { cookie } });
        expect(anonymous.status(), path).toBe(200);
        expect(signedIn.status(), path).toBe(200);
        expect(markupOf(await signedIn.text()), `${site}${path}`).toBe(markupOf(await anonymous.text()));
        expect(signedIn.headers()['cache-control'], path).toMatch(
          /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
        );
        expect(signedIn.headers().vary, path).toBe('accept-encoding');
        expect(signedIn.headers()['set-cookie'], path).toBeUndefined();
      }
    }
  });

  test('a page without a city in its address varies with the city cookie only', async ({ request }) => {
    const home = await request.get('/', { headers: { cookie: 'city=kazan' } });
    expect(home.headers().vary).toBe('cookie, accept-encoding');
    expect(await home.text()).toContain('Сегодня в Казани');
    const city = await request.get('/kazan', { headers: { cookie: 'city=moscow' } });
    expect(city.headers().vary).toBe('accept-encoding');
  });

  test('a kept page carries an ETag and answers 304 to it', async ({ request }) => {
    await request.get('/moscow');
    const kept = await request.get('/moscow');
    const etag = kept.headers().etag ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect((await request.get('/moscow', { headers: { 'if-none-match': etag } })).status()).toBe(304);
  });

  test('private addresses are kept by nobody', async ({ request }) => {
    const guard = await request.get('/profile', { maxRedirects: 0 });
    expect(guard.status()).toBe(302);
    expect(guard.headers()['cache-control']).toBe('private, no-store');
    const profile = await request.get('/profile', { headers: { cookie: 'signed_in=1' }, maxRedirects: 0 });
    expect(profile.status()).toBe(200);
    expect(profile.headers()['cache-control']).toBe('private, no-store');
    const returning = await request.get('/subscription?redirect=subscription');
    expect(returning.headers()['cache-control']).toBe('private, no-store');
  });
});

test.describe('request targets', () => {
  const port = PORTS.host;

  for (const target of [
    '/static/..%2fserver/main.js',
    '/static/..%2Fserver%2Fmain.js',
    '/static/%2e%2e/server/main.js',
    '/static/%2E%2E%2Fserver%2Fmain.js',
    '/static/..%5cserver%5cmain.js',
    '/static/..\\server\\main.js',
    '/static/../server/main.js',
    '/server/main.js',
    '/ssr-assets.json',
    '/index.html',
  ]) {
    test(`${target} answers 404 and serves no file outside the public build`, async () => {
      const answer = await rawGet(port, target);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('__webpack_require__');
      expect(answer.body).not.toContain('kaver-app');
    });
  }

  test('//evil.example/moscow does not render /moscow, and an absolute-form target is refused', async () => {
    const protocolRelative = await rawGet(port, '//evil.example/moscow');
    expect(protocolRelative.status).toBe(301);
    expect(protocolRelative.head).toContain('\r\nlocation: /evil.example/moscow\r\n');
    expect(protocolRelative.body).not.toContain('<h1');
    expect((await rawGet(port, '/evil.example/moscow')).status).toBe(404);
    expect((await rawGet(port, 'http://evil.example/moscow')).status).toBe(400);
  });
});

test.describe('while the API does not answer', () => {
  const { servers, removals } = stoppedAfterEachTest();

  test('pages answer 503 with Retry-After at once, then render once it answers, and 503 again when it stops', async ({
    request,
  }) => {
    // The host's API is a proxy on a spare port, to the stack's API, switched on and off by the test.
    const apiPort = sparePort(81);
    const proxy = apiProxy();

    const host = copyDist('host');
    removals.push(host.remove);
    const site = `http://localhost:${sparePort(80)}`;
    servers.push(await startHost(host.dir, sparePort(80), { API_URL: `http://127.0.0.1:${apiPort}` }));

    const started = Date.now();
    const down = await request.get(`${site}/moscow`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(down.status()).toBe(503);
    expect(down.headers()['retry-after']).toBe('5');
    expect(down.headers()['cache-control']).toBe('no-store');
    expect(await down.text()).toContain('Сайт временно недоступен');
    // The files are there meanwhile, and the server says it is alive.
    expect((await request.get(`${site}/remotes.json`)).status()).toBe(200);
    expect((await request.get(`${site}/health`)).status()).toBe(200);

    await proxy.listen(apiPort);
    servers.push(proxy);
    await expect
      .poll(async () => (await request.get(`${site}/moscow`)).status(), { timeout: 10_000 })
      .toBe(200);

    await proxy.close();
    await expect
      .poll(async () => (await request.get(`${site}/moscow?again`)).status(), { timeout: 10_000 })
      .toBe(503);
  });
});
