/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type CachedPage, PageCache } from './page-cache';

const page = (html: string, shareable = true): CachedPage => ({
  status: 200,
  headers: {},
  body: Buffer.from(html),
  encoded: {},
  shareable,
});

describe('PageCache', () => {
  it('shares one render of a key between the requests that come while it runs, then keeps the page', async () => {
    const cache = new PageCache({ ttlMs: 100, maxBytes: 1024 * 1024 });
    let finish: (made: CachedPage) => void = () => {};
    const render = jest.fn(() => new Promise<CachedPage>((resolve) => (finish = resolve)));
    const first = cache.share('/moscow', render);
    const second = cache.share('/moscow', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.kept('/moscow')).toBeUndefined();
    finish(page('<p>Москва</p>'));
    expect(await second).toBe(await first);
    expect(cache.kept('/moscow')).toBe(await first);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(cache.kept('/moscow')).toBeUndefined();
  });

  it('does not keep a page that is not whole, nor a failed render; waiting requests still get what it gave', async () => {
    const cache = new PageCache({ ttlMs: 5000, maxBytes: 1024 * 1024 });
    const incomplete = cache.share('/a', async () => page('<p>загружаем…</p>', false));
    const waiting = cache.share('/a', async () => page('<p>другой</p>'));
    expect((await waiting).body.toString()).toBe('<p>загружаем…</p>');
    await incomplete;
    expect(cache.kept('/a')).toBeUndefined();

    await expect(cache.share('/b', async () => Promise.reject(new Error('render failed')))).rejects.toThrow();
    expect(cache.kept('/b')).toBeUndefined();
    const again = jest.fn(async () => page('<p>b</p>'));
    await cache.share('/b', again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('holds at most maxBytes, compressed copies counted, the least recently used going first', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 3 * 1024 + 3 * 1000 });
    for (const key of ['/1', '/2', '/3', '/4']) {
      await cache.share(key, async () => page('x'.repeat(1000)));
    }
    expect(cache.stats.pages).toBe(3);
    expect(cache.kept('/1')).toBeUndefined();
    expect(cache.stats.bytes).toBeLessThanOrEqual(3 * 1024 + 3 * 1000);
  });

  it('compresses a kept page once per encoding', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
    const kept = page('<p>Куда сходить</p>'.repeat(50));
    await cache.share('/', async () => kept);
    const before = cache.stats.bytes;
    const br = cache.encoded('/', kept, 'br');
    expect(cache.encoded('/', kept, 'br')).toBe(br);
    expect(brotliDecompressSync(br).equals(kept.body)).toBe(true);
    expect(gunzipSync(cache.encoded('/', kept, 'gzip')).equals(kept.body)).toBe(true);
    expect(cache.stats.bytes).toBeGreaterThan(before);
  });

  it('keeps nothing when off', async () => {
    const cache = new PageCache({ ttlMs: 0, maxBytes: 1024 });
    await cache.share('/', async () => page('<p>a</p>'));
    expect(cache.enabled).toBe(false);
    expect(cache.kept('/')).toBeUndefined();
  });
});
