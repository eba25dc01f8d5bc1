// Each server process keeps the public pages it rendered for a few seconds (a micro-cache): a public page is the
// same for every visitor of its URL, so at hundreds of requests a second one render serves them all, and requests
// that arrive while it renders wait for that render instead of starting their own (single flight). A CDN in front
// keeps pages longer (s-maxage); this cache is what a server does without one, and what keeps a burst of misses
// from reaching the API a hundred times. It is bounded by bytes (least recently used pages go first).
import { createSingleFlight } from '@kaver/shared-contracts/cache';
import { LRUCache } from 'lru-cache';
import { compressPage, type Encoding } from './encoding';

/** A whole answer for a page: what a kept page or a finished render gives every visitor who asks. */
export interface CachedPage {
  status: number;
  headers: Readonly<Record<string, string>>;
  /** The HTML; empty for a redirect. */
  body: Buffer;
  /** Compressed copies of the body, made on first need. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The same for every visitor and whole: it may be kept (cache-policy.ts). */
  shareable: boolean;
}

/** Renders under way at once, at most (a bound, far above what two cores render at a time). */
const RENDERS_IN_FLIGHT = 1000;

const HEADERS_BYTES = 1024;
const sizeOf = (page: CachedPage) =>
  HEADERS_BYTES + page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

export class PageCache {
  private readonly pages: LRUCache<string, CachedPage> | null;
  private readonly renders = createSingleFlight<string, CachedPage>({ max: RENDERS_IN_FLIGHT });

  constructor({ ttlMs, maxBytes }: { ttlMs: number; maxBytes: number }) {
    this.pages = ttlMs > 0 ? new LRUCache({ ttl: ttlMs, maxSize: maxBytes, sizeCalculation: sizeOf }) : null;
  }

  /** Whether the cache is on (PAGE_CACHE_SECONDS > 0); off, every request renders. */
  get enabled(): boolean {
    return this.pages !== null;
  }

  /** The page kept for `key`, if any. */
  kept(key: string): CachedPage | undefined {
    return this.pages?.get(key);
  }

  /**
   * One render of `key` at a time: the first request calls `render` (at once, in this call) and the requests that
   * arrive while it runs get the whole page it ends with, whatever it is (it was made for all of them). The page is
   * then kept for the time to live if it is shareable (not a page with its data cut off, nor a server error).
   */
  share(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    return this.renders.get(key, () => {
      const whole = render();
      whole.then(
        (page) => {
          if (page.shareable) this.pages?.set(key, page);
        },
        () => {},
      );
      return whole;
    });
  }

  /** The page's body in an encoding, compressed once for every visitor the kept page serves. */
  encoded(key: string, page: CachedPage, encoding: Encoding): Buffer {
    let body = page.encoded[encoding];
    if (!body) {
      body = compressPage(page.body, encoding);
      page.encoded[encoding] = body;
      // Counted in the cache's bytes, keeping the page's time to live (a new entry object: the cache measures an
      // entry when it is set, not when the same one is set again).
      if (this.pages?.peek(key)?.encoded === page.encoded)
        this.pages.set(key, { ...page }, { noUpdateTTL: true });
    }
    return body;
  }

  /** Pages kept and their bytes (tests, diagnostics). */
  get stats(): { pages: number; bytes: number } {
    return { pages: this.pages?.size ?? 0, bytes: this.pages?.calculatedSize ?? 0 };
  }
}
