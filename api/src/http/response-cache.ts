// The in-process cache of anonymous public reads: the serialised answer of a GET, keyed by its URL, with its
// ETag, for a route's time to live, at most CACHE_MAX_BYTES in all (least recently used go first).
// Each answer is tagged with the events and places whose favourite counters it shows ('event:12',
// 'place:3'), so that a favourite toggle or an account deletion drops exactly the answers it changed.
import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedAnswer {
  payload: string;
  etag: string;
  contentType: string;
  /** Seconds a shared cache (CDN) may keep it. */
  maxAge: number;
  tags: readonly string[];
}

export interface ResponseCache {
  get(key: string): CachedAnswer | undefined;
  /**
   * Stores an answer built since `version` (read before the database was asked). When something was dropped
   * since then, the answer may predate that write: it is not stored, only given its ETag.
   */
  set(key: string, answer: Omit<CachedAnswer, 'etag'>, version: number): CachedAnswer;
  /** Counts the drops so far. */
  readonly version: number;
  /** Drops every answer carrying one of the tags. */
  invalidate(tags: readonly string[]): void;
  clear(): void;
  readonly size: number;
}

export const CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** A strong ETag of a payload (SHA-1 is plenty to tell versions of one URL's answer apart). */
export function etagOf(payload: string): string {
  return `"${hash('sha1', payload, 'base64url')}"`;
}

export function createResponseCache(maxBytes = CACHE_MAX_BYTES): ResponseCache {
  const keysByTag = new Map<string, Set<string>>();
  const entries = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer) => answer.payload.length * 2 + 200,
    dispose: (answer, key) => {
      for (const tag of answer.tags) {
        const keys = keysByTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) keysByTag.delete(tag);
      }
    },
  });

  let version = 0;

  return {
    get: (key) => entries.get(key),
    set(key, answer, since) {
      const stored: CachedAnswer = { ...answer, etag: etagOf(answer.payload) };
      if (since !== version) return stored;
      entries.set(key, stored, { ttl: answer.maxAge * 1000 });
      for (const tag of answer.tags) {
        const keys = keysByTag.get(tag) ?? new Set<string>();
        keys.add(key);
        keysByTag.set(tag, keys);
      }
      return stored;
    },
    invalidate(tags) {
      version += 1;
      for (const tag of tags) for (const key of [...(keysByTag.get(tag) ?? [])]) entries.delete(key);
    },
    clear() {
      version += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    get version() {
      return version;
    },
  };
}

/** Tags of the event ('event:{id}') and place ('place:{id}') counters inside an answer (snake_case JSON). */
export function counterTags(answer: unknown): string[] {
  const tags = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if ('favorites_cnt' in record && typeof record.id === 'number') {
      // Events carry their types, places their opening hours: the only two kinds with a counter.
      if ('event_types' in record) tags.add(`event:${record.id}`);
      else if ('hours' in record) tags.add(`place:${record.id}`);
    }
    for (const item of Object.values(record)) if (typeof item === 'object') visit(item);
  };
  visit(answer);
  return [...tags];
}
