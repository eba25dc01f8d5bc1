// A short-lived in-process cache of anonymous pages (a micro-cache). A page a visitor without a session gets is the
// same for everyone with the same address, city cookie and crawler-ness, so at 100 requests a second one render
// serves them all for a few seconds, and requests that arrive while it renders wait for that one render instead of
// starting their own (single flight). A CDN in front keeps pages longer (s-maxage); this cache is what a single
// server does without one, and what keeps a burst of misses from reaching the API a hundred times.

export class PageCache<T> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached answer for `key`, or `produce()`'s, shared with every caller that asks while it runs. It is kept
   * for the time to live only when `keep(answer)` says so (an error page or a personal answer is not).
   */
  get(key: string, produce: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
    if (this.ttlMs <= 0) return produce();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value;
    const value = produce();
    this.entries.set(key, { expiresAt: Number.POSITIVE_INFINITY, value });
    this.evictOverflow();
    value.then(
      (result) => {
        if (this.entries.get(key)?.value !== value) return;
        if (keep(result)) this.entries.set(key, { expiresAt: this.now() + this.ttlMs, value });
        else this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The oldest entries go first (a Map keeps insertion order). */
  private evictOverflow(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) return;
      this.entries.delete(key);
    }
  }
}
