// The one single-flight cache of the code base (browser, host and API): callers that ask for a key while its load
// runs share that load, so a burst of equal requests costs one; a value is kept for `ttlMs` after it arrived (0,
// the default: only while in flight), a failure never; at most `max` keys, the least recently used leave first.
// Framework-free: '@kaver/shared-contracts/cache'.
//
// Not lru-cache's `fetchMethod` (which the API depends on): it would add about 5 KB gzip to the browser's first
// visit for the session refresh and the event cache, and it keeps only settled values, where most of our uses
// share a flight and keep nothing. This helper follows its rules (a rejection is never kept, a bound on keys).

export interface SingleFlightOptions<V> {
  /** The most keys held, in flight or kept; the least recently used go first. */
  max: number;
  /** How long a value is kept once it arrived, in ms: 0 (the default) keeps it only while in flight. */
  ttlMs?: number;
  /** Whether a value may be kept (a failure never is); every value by default. */
  keep?: (value: V) => boolean;
  /** The clock, in ms (tests). */
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  /** Infinity while in flight: the time to live counts from the answer. */
  expiresAt: number;
}

export class SingleFlight<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(private readonly options: SingleFlightOptions<V>) {}

  /** The value in flight or kept for `key`, else `load()`'s, shared with every caller that asks meanwhile. */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      this.hold(key, hit);
      return hit.value;
    }
    const entry: Entry<V> = {
      value: new Promise<V>((resolve) => resolve(load())),
      expiresAt: Number.POSITIVE_INFINITY,
    };
    this.hold(key, entry);
    const { ttlMs = 0, keep } = this.options;
    entry.value.then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        if (ttlMs > 0 && (!keep || keep(value))) entry.expiresAt = this.now() + ttlMs;
        else this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value;
  }

  /** Keeps a value known without a load, for the time to live. */
  set(key: K, value: V): void {
    this.hold(key, { value: Promise.resolve(value), expiresAt: this.now() + (this.options.ttlMs ?? 0) });
  }

  /** Forgets the keys `drop` names; a load in flight goes on for the callers that have it. */
  delete(drop: (key: K) => boolean): void {
    for (const key of [...this.entries.keys()]) if (drop(key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Puts `entry` last (the most recently used) and lets the least recently used go past the bound. */
  private hold(key: K, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.max) break;
      this.entries.delete(oldest);
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

/** One run of `run` at a time: callers that arrive while it runs share its outcome; nothing is kept after it. */
export function singleFlight<V>(run: () => Promise<V>): () => Promise<V> {
  const flight = new SingleFlight<true, V>({ max: 1 });
  return () => flight.get(true, run);
}
