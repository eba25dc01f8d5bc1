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
  it('keeps a shareable page for its time to live, and tells requests about a render under way', async () => {
    const cache = new PageCache({ ttlMs: 100, maxBytes: 1024 * 1024 });
    const render = Promise.resolve(page('<p>Москва</p>'));
    cache.track('/moscow', render);
    expect(cache.lookup('/moscow')).toEqual({ pending: render });
    await render;
    expect(cache.lookup('/moscow')).toEqual({ page: await render });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(cache.lookup('/moscow')).toBeNull();
  });

  it('does not keep a page that is not whole, nor a failed render; waiting requests still get what it gave', async () => {
    const cache = new PageCache({ ttlMs: 5000, maxBytes: 1024 * 1024 });
    const incomplete = Promise.resolve(page('<p>загружаем…</p>', false));
    cache.track('/a', incomplete);
    const found = cache.lookup('/a');
    expect(found && 'pending' in found && (await found.pending).body.toString()).toBe('<p>загружаем…</p>');
    expect(cache.lookup('/a')).toBeNull();

    const failed = Promise.reject(new Error('render failed'));
    cache.track('/b', failed);
    await expect(failed).rejects.toThrow();
    await Promise.resolve();
    expect(cache.lookup('/b')).toBeNull();
  });

  it('holds at most maxBytes, compressed copies counted, the least recently used going first', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 3 * 1024 + 3 * 1000 });
    for (const key of ['/1', '/2', '/3', '/4']) {
      const render = Promise.resolve(page('x'.repeat(1000)));
      cache.track(key, render);
      await render;
    }
    expect(cache.stats.pages).toBe(3);
    expect(cache.lookup('/1')).toBeNull();
    expect(cache.stats.bytes).toBeLessThanOrEqual(3 * 1024 + 3 * 1000);
  });

  it('compresses a kept page once per encoding', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
    const kept = page('<p>Куда сходить</p>'.repeat(50));
    const render = Promise.resolve(kept);
    cache.track('/', render);
    await render;
    const before = cache.stats.bytes;
    const br = cache.encoded('/', kept, 'br');
    expect(cache.encoded('/', kept, 'br')).toBe(br);
    expect(brotliDecompressSync(br).equals(kept.body)).toBe(true);
    expect(gunzipSync(cache.encoded('/', kept, 'gzip')).equals(kept.body)).toBe(true);
    expect(cache.stats.bytes).toBeGreaterThan(before);
  });

  it('keeps nothing and tracks nothing when off', async () => {
    const cache = new PageCache({ ttlMs: 0, maxBytes: 1024 });
    const render = Promise.resolve(page('<p>a</p>'));
    cache.track('/', render);
    await render;
    expect(cache.enabled).toBe(false);
    expect(cache.lookup('/')).toBeNull();
  });
});
