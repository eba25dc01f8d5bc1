/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createHostApp } from './http-app';

/** The settings every test server shares: no proxy, and redirects kept by a CDN a minute. */
const SERVED = { trustProxy: false, sharedMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } as const;

/** A script the build wrote with its brotli copy beside it. */
const PRECOMPRESSED_SOURCE = `console.log(${'"precompressed";'.repeat(300)})`;
const PRECOMPRESSED_COPY = brotliCompressSync(PRECOMPRESSED_SOURCE);

/** A request exactly as written on the wire (clients normalise paths; attackers do not). */
function rawGet(port: number, target: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: kaver.test\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe('the host server', () => {
  let dist: string;
  let app: FastifyInstance;
  let port: number;
  const pages: string[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'kaver-host-app-'));
    mkdirSync(path.join(dist, 'static/js'), { recursive: true });
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'static/js/main.1a2b3c.js'), `console.log(${'"kaver";'.repeat(400)})`);
    writeFileSync(path.join(dist, 'static/js/app.4d5e6f.js'), PRECOMPRESSED_SOURCE);
    writeFileSync(path.join(dist, 'static/js/app.4d5e6f.js.br'), PRECOMPRESSED_COPY);
    writeFileSync(path.join(dist, 'server/main.js'), 'the server bundle');
    writeFileSync(path.join(dist, 'index.html'), '<!--kaver-app-->');
    writeFileSync(path.join(dist, 'ssr-assets.json'), '{"css":[]}');
    writeFileSync(path.join(dist, 'remotes.json'), '{}');
    app = await createHostApp({
      settings: {
        distDir: dist,
        corsOrigins: ['https://harness.kaver.test'],
        ...SERVED,
      },
      robots: 'User-agent: *\nSitemap: https://kaver.test/sitemap.xml\n',
      sitemap: async () => ({
        status: 200,
        headers: { 'Content-Type': 'application/xml' },
        body: Buffer.from('<urlset/>'),
      }),
      servePage: async (_request, reply, target) => {
        pages.push(target.pathname);
        return reply
          .header('Content-Type', 'text/html; charset=utf-8')
          .send(`<p>page ${target.pathname}</p>`);
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  beforeEach(() => {
    pages.length = 0;
  });

  it.each([
    '/static/..%2fserver/main.js',
    '/static/..%2Fserver%2Fmain.js',
    '/static/%2e%2e/server/main.js',
    '/static/%2E%2E%2fserver/main.js',
    '/static/..%5cserver%5cmain.js',
    '/static/..\\server\\main.js',
    '/static/../server/main.js',
    '/server/main.js',
    '/ssr-assets.json',
  ])('answers 404 for %s and never serves a file outside the public build', async (target) => {
    const answer = await rawGet(port, target);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('the server bundle');
    expect(answer.body).not.toContain('kaver-app');
    expect(pages).toEqual([]);
  });

  it('does not render a page for another host: absolute-form is refused, //host/path goes to /host/path', async () => {
    expect((await rawGet(port, 'http://evil.example/moscow')).status).toBe(400);
    const protocolRelative = await rawGet(port, '//evil.example/moscow');
    expect(protocolRelative.status).toBe(301);
    expect(protocolRelative.headers).toContain('\r\nlocation: /evil.example/moscow');
    expect(pages).toEqual([]);
  });

  it('sends a page address with capitals or a trailing slash to its one address, as cacheable as any redirect', async () => {
    for (const [target, location] of [
      ['/Moscow/EVENTS?page=2', '/moscow/events?page=2'],
      ['/Blog/', '/blog'],
      ['/moscow/events/', '/moscow/events'],
    ]) {
      const answer = await rawGet(port, target as string);
      expect({ target, status: answer.status }).toEqual({ target, status: 301 });
      expect(answer.headers).toContain(`\r\nlocation: ${location}\r\n`);
      expect(answer.headers).toContain(
        '\r\ncache-control: public, max-age=0, s-maxage=60, stale-while-revalidate=300\r\n',
      );
    }
    // A sign-in's return keeps its code in the Location: nobody's cache may keep that.
    const signInReturn = await rawGet(port, '/Moscow/?code=abc&state=xyz');
    expect(signInReturn.status).toBe(301);
    expect(signInReturn.headers).toContain('\r\nlocation: /moscow?code=abc&state=xyz\r\n');
    expect(signInReturn.headers).toContain('\r\ncache-control: private, no-store\r\n');
    // A file's name is the build's: no redirect, and no page for it.
    expect((await rawGet(port, '/Remotes.json')).status).toBe(404);
    expect((await rawGet(port, '/static/js/Main.1a2b3c.js')).status).toBe(404);
    expect(pages).toEqual([]);
  });

  it('answers a malformed address 400 without echoing it', async () => {
    const answer = await rawGet(port, '/moscow%ZZ<script>');
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain('script');
  });

  it('serves the build’s files: hashed ones for a year, compressed, with ETag and 304', async () => {
    const file = await app.inject({ url: '/static/js/main.1a2b3c.js', headers: { 'accept-encoding': 'br' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-encoding']).toBe('br');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(file.headers.etag);
    const again = await app.inject({ url: '/static/js/main.1a2b3c.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const deployFile = await app.inject({ url: '/remotes.json' });
    expect(deployFile.statusCode).toBe(200);
    expect(deployFile.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/static/js/missing.js' })).statusCode).toBe(404);
  });

  it('sends the build’s brotli copy of a file as it is, and compresses for a client without brotli', async () => {
    const brotli = await app.inject({
      url: '/static/js/app.4d5e6f.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes of the copy, not a compression made for the request (brotli 4 gives other bytes).
    expect(brotli.rawPayload.equals(PRECOMPRESSED_COPY)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(PRECOMPRESSED_SOURCE);

    const gzip = await app.inject({
      url: '/static/js/app.4d5e6f.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PRECOMPRESSED_SOURCE);
  });

  it('lets the configured origins read files cross-origin, and no other', async () => {
    const allowed = await app.inject({
      url: '/remotes.json',
      headers: { origin: 'https://harness.kaver.test' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://harness.kaver.test');
    const other = await app.inject({ url: '/remotes.json', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers GET and HEAD only; HEAD without a body', async () => {
    const post = await app.inject({ method: 'POST', url: '/moscow' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const head = await app.inject({ method: 'HEAD', url: '/moscow' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('hands every other path to the pages, decoded, one with an extension too', async () => {
    expect((await app.inject({ url: '/moscow/events?page=2' })).body).toBe('<p>page /moscow/events</p>');
    // Addresses a visitor opens get the site's 404 page (the page template is never sent as it is).
    for (const url of ['/about.html', '/moscow/events.php', '/index.html']) {
      expect((await app.inject({ url })).body).toBe(`<p>page ${url}</p>`);
    }
    expect(pages).toEqual(['/moscow/events', '/about.html', '/moscow/events.php', '/index.html']);
  });

  it.each([
    '/missing.png',
    '/chunk.js',
    '/styles.css',
    '/favicon.ico',
    '/static/js/missing.js',
    '/static/missing.html',
  ])('answers a missing subresource %s with a short plain 404, no page', async (url) => {
    const answer = await app.inject({ url });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe('Not found');
    expect(pages).toEqual([]);
  });

  it('answers /health, /robots.txt with its Sitemap line, and passes the sitemap on', async () => {
    expect((await app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/robots.txt' })).body).toContain(
      'Sitemap: https://kaver.test/sitemap.xml',
    );
    expect((await app.inject({ url: '/sitemap.xml' })).body).toBe('<urlset/>');
  });

  it('serves remotes.json as the server uses it now, revalidated on each use, never a broken edit', async () => {
    let map = '{"mf_catalog": "http://localhost:3001/mf-manifest.json"}';
    const served = await createHostApp({
      settings: { distDir: dist, corsOrigins: [], ...SERVED },
      robots: '',
      sitemap: async () => ({ status: 404, headers: {}, body: Buffer.from('') }),
      remotesJson: () => map,
      servePage: async (_request, reply) => reply.send('page'),
    });
    // The file on disk says '{}'; the server's map is another.
    const first = await served.inject({ url: '/remotes.json' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(map);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const same = await served.inject({ url: '/remotes.json', headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);

    map = '{"mf_catalog": "http://localhost:3301/mf-manifest.json"}';
    const moved = await served.inject({ url: '/remotes.json', headers: { 'if-none-match': etag } });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toBe(map);
    expect(moved.headers.etag).not.toBe(etag);
    await served.close();
  });
});
