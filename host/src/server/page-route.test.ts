/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHostApp } from './http-app';
import { type CachedPage, PageCache } from './page-cache';
import { createPageRoute } from './page-route';
import type { PageAnswer, PageRequest } from './render-page';

const SERVED = { trustProxy: false, sharedMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } as const;

/** A render the test finishes when it says, counting the pages it was asked for. */
function heldRenders() {
  const asked: string[] = [];
  const finishers: ((page: CachedPage) => void)[] = [];
  const render = async (request: PageRequest): Promise<PageAnswer> => {
    asked.push(request.url.pathname);
    const page = await new Promise<CachedPage>((resolve) => finishers.push(resolve));
    return { status: page.status, headers: page.headers, body: page.body, whole: async () => page };
  };
  const finishAll = (html: string, shareable = true) => {
    for (const finish of finishers.splice(0))
      finish({
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: 'W/"v1"' },
        body: Buffer.from(html),
        encoded: {},
        shareable,
      });
  };
  return { render, asked, finishAll };
}

describe('the page route', () => {
  let dist: string;
  let app: FastifyInstance;
  let origin: string;
  const renders = heldRenders();

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'kaver-page-route-'));
    mkdirSync(path.join(dist, 'static'));
    app = await createHostApp({
      settings: { distDir: dist, corsOrigins: [], ...SERVED },
      robots: '',
      sitemap: async () => ({ status: 404, headers: {}, body: Buffer.alloc(0) }),
      servePage: createPageRoute({
        siteOrigin: 'https://kaver.test',
        render: renders.render,
        cache: new PageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 }),
        buildsVersion: () => 'builds-1',
        serverTiming: true,
      }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${pathname}`, { headers: { 'accept-encoding': 'identity', ...headers } });

  it('renders a public page once for the visitors who ask while it renders, then serves it kept', async () => {
    const first = get('/moscow');
    const second = get('/moscow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders.asked).toEqual(['/moscow']);
    renders.finishAll('<p>Москва</p>');
    const [a, b] = await Promise.all([first, second]);
    expect([await a.text(), await b.text()]).toEqual(['<p>Москва</p>', '<p>Москва</p>']);
    expect(b.headers.get('server-timing')).toBe('cache;desc="shared"');

    const kept = await get('/moscow');
    expect(await kept.text()).toBe('<p>Москва</p>');
    expect(kept.headers.get('server-timing')).toBe('cache;desc="hit"');
    expect((await get('/moscow', { 'if-none-match': 'W/"v1"' })).status).toBe(304);
    expect(renders.asked).toEqual(['/moscow']);
  });

  it('renders again a page that was not whole (its data cut off) instead of keeping it', async () => {
    renders.asked.length = 0;
    const cut = get('/kazan');
    await new Promise((resolve) => setTimeout(resolve, 100));
    renders.finishAll('<p>загружаем…</p>', false);
    await (await cut).text();
    const again = get('/kazan');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders.asked).toEqual(['/kazan', '/kazan']);
    renders.finishAll('<p>Казань</p>');
    expect(await (await again).text()).toBe('<p>Казань</p>');
  });
});
