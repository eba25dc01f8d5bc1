// Each server process keeps the public pages it rendered for a few seconds (a micro-cache): a public page is the
// same for every visitor of its URL, so at hundreds of requests a second one render serves them all, and requests
// that arrive while it renders wait for that render instead of starting their own (single flight). A CDN in front
// keeps pages longer (s-maxage); this cache is what a server does without one, and what keeps a burst of misses
// from reaching the API a hundred times. It is bounded by bytes (least recently used pages go first).
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

/** What the cache has for a key: a kept page, a render under way, or nothing. */
export type Lookup = { page: CachedPage } | { pending: Promise<CachedPage> } | null;

const HEADERS_BYTES = 1024;
const sizeOf = (page: CachedPage) =>
  HEADERS_BYTES + page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

export class PageCache {
  private readonly pages: LRUCache<string, CachedPage> | null;
  private readonly pending = new Map<string, Promise<CachedPage>>();

  constructor({ ttlMs, maxBytes }: { ttlMs: number; maxBytes: number }) {
    this.pages = ttlMs > 0 ? new LRUCache({ ttl: ttlMs, maxSize: maxBytes, sizeCalculation: sizeOf }) : null;
  }

  /** Whether the cache is on (PAGE_CACHE_SECONDS > 0); off, every request renders. */
  get enabled(): boolean {
    return this.pages !== null;
  }

  lookup(key: string): Lookup {
    const page = this.pages?.get(key);
    if (page) return { page };
    const pending = this.pending.get(key);
    return pending ? { pending } : null;
  }

  /**
   * A render of `key` is under way: requests for the key wait for it until it settles (they get its page, whatever
   * it is: it was made for all of them); then the page is kept for the time to live if it is shareable (not a
   * page with its data cut off, nor a server error).
   */
  track(key: string, render: Promise<CachedPage>): void {
    if (!this.pages) return;
    this.pending.set(key, render);
    render.then(
      (page) => {
        if (this.pending.get(key) === render) this.pending.delete(key);
        if (page.shareable) this.pages?.set(key, page);
      },
      () => {
        if (this.pending.get(key) === render) this.pending.delete(key);
      },
    );
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
