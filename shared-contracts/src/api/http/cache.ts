// The in-memory cache of event responses (SPEC.md 7, 9: one hour per request key).

export const EVENT_CACHE_TTL_MS = 60 * 60 * 1000;

/** Event calls: '/events', '/events?…', '/events/…'. */
export function isEventPath(path: string): boolean {
  return /^\/events(?:[/?]|$)/.test(path);
}

/** The event id of '/events/{id}/…', unless the segment is a fixed word such as 'types'. */
function eventIdOf(path: string): string | undefined {
  const id = /^\/events\/([^/?]+)/.exec(path)?.[1];
  return id && id !== 'types' ? id : undefined;
}

interface Entry {
  promise: Promise<unknown>;
  /** Infinity while in flight: the hour counts from the answer. */
  expiresAt: number;
  path: string;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private lastToken: string | null | undefined;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = EVENT_CACHE_TTL_MS,
  ) {}

  /**
   * The cached or in-flight answer for `key`, else `load()`'s, kept for the TTL once it resolves.
   * Concurrent identical requests share one promise; a rejected request is dropped, so the next call retries.
   */
  getOrLoad<T>(key: string, path: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.promise as Promise<T>;
    this.prune(now);
    const entry: Entry = { promise: load(), expiresAt: Number.POSITIVE_INFINITY, path };
    this.entries.set(key, entry);
    entry.promise.then(
      () => {
        entry.expiresAt = this.now() + this.ttlMs;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.promise as Promise<T>;
  }

  /**
   * Answers carry per-user flags (isFavorite), and the key only says whether a token was sent, so a different
   * token (another login, a logout) empties the cache.
   */
  noteToken(token: string | null): void {
    if (this.lastToken !== undefined && this.lastToken !== token) this.clear();
    this.lastToken = token;
  }

  /**
   * After a change to one event (POST/DELETE /events/{id}/subscribe): drop that event's entries
   * ('/events/{id}', '/events/{id}/…') and the event lists, whose items carry isFavorite and favoritesCnt.
   */
  invalidateEvent(path: string): void {
    const id = eventIdOf(path);
    if (!id) return;
    for (const [key, entry] of this.entries) {
      const pathname = entry.path.split('?')[0]!;
      if (pathname === '/events' || pathname === `/events/${id}` || pathname.startsWith(`/events/${id}/`)) {
        this.entries.delete(key);
      }
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
