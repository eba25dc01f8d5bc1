// The one single-flight cache of the code base (browser, host and API): callers that ask for a key while its load
// runs share that load, so a burst of equal requests costs one; a value is kept for `ttlMs` after it arrived (0,
// the default: only while in flight), a failure never; at most `max` keys, the least recently used leave first.
// The apps import it from the root entry (shared once per page); Node, from '@kaver/shared-contracts/cache'.
//
// Not lru-cache's `fetchMethod` (which the API depends on): it would add about 5 KB gzip to the browser's first
// visit for the session refresh and the event cache, and it keeps only settled values, where most of our uses
// share a flight and keep nothing. This helper follows its rules (a rejection is never kept, a bound on keys).
// A closure rather than a class: it minifies to half the bytes, and it is on every first visit.

export interface SingleFlightOptions<V = unknown> {
  /** The most keys held, in flight or kept; the least recently used go first. */
  max: number;
  /** How long a value is kept once it arrived, in ms: 0 (the default) keeps it only while in flight. */
  ttlMs?: number;
  /** Whether an arrived value is kept for `ttlMs` (all are, by default); one it refuses is only shared in flight. */
  keep?: (value: V) => boolean;
  /** The clock, in ms (tests). */
  now?: () => number;
}

export interface SingleFlight<K, V> {
  /** The value in flight or kept for `key`, else `load()`'s, shared with every caller that asks meanwhile. */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Keeps a value known without a load, for the time to live. */
  set(key: K, value: V): void;
  /** Forgets the keys `drop` names; a load in flight goes on for the callers that have it. */
  delete(drop: (key: K) => boolean): void;
  clear(): void;
}

interface Entry<V> {
  value: Promise<V>;
  /** Infinity while in flight: the time to live counts from the answer. */
  expiresAt: number;
}

export function createSingleFlight<K, V>({
  max,
  ttlMs = 0,
  keep,
  now = Date.now,
}: SingleFlightOptions<V>): SingleFlight<K, V> {
  const entries = new Map<K, Entry<V>>();

  /** Puts `entry` last (the most recently used) and lets the least recently used go past the bound. */
  const hold = (key: K, entry: Entry<V>) => {
    entries.delete(key);
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= max) break;
      entries.delete(oldest);
    }
  };

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        hold(key, hit);
        return hit.value;
      }
      const entry: Entry<V> = {
        value: new Promise<V>((resolve) => resolve(load())),
        expiresAt: Number.POSITIVE_INFINITY,
      };
      hold(key, entry);
      entry.value.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          if (ttlMs > 0 && (keep?.(value) ?? true)) entry.expiresAt = now() + ttlMs;
          else entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
    set(key, value) {
      hold(key, { value: Promise.resolve(value), expiresAt: now() + ttlMs });
    },
    delete(drop) {
      for (const key of [...entries.keys()]) if (drop(key)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

/** One run of `run` at a time: callers that arrive while it runs share its outcome; nothing is kept after it. */
export function singleFlight<V>(run: () => Promise<V>): () => Promise<V> {
  const flight = createSingleFlight<true, V>({ max: 1 });
  return () => flight.get(true, run);
}
