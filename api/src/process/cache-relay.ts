// Keeps the caches of the HTTP worker processes in step: a worker whose write changed public answers drops
// them at home and asks the owner process to relay the drop to its siblings; it answers the write only once
// every sibling confirmed, so no process serves the old counter afterwards. With PostgreSQL, other replicas
// of the API (other machines) hear of the change through the server (NOTIFY) and drop it too.
import type { Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { PublicCache } from '../context';
import type { Db } from '../db/connect';
import { createResponseCache, type ResponseCache } from '../http/response-cache';

type Tags = readonly string[] | 'all';

interface ChangedMessage {
  kind: 'cache-changed';
  id: number;
  tags: Tags;
}
interface DropMessage {
  kind: 'cache-drop';
  id: number;
  tags: Tags;
}
interface AckMessage {
  kind: 'cache-ack';
  id: number;
}

const RELAY_TIMEOUT_MS = 2_000;

const kindOf = (message: unknown) =>
  typeof message === 'object' && message !== null ? (message as { kind?: unknown }).kind : undefined;

function drop(answers: ResponseCache | null, tags: Tags) {
  if (tags === 'all') answers?.clear();
  else answers?.invalidate(tags);
}

/** Drops answers of this process only (a change another replica announced). */
export function dropAnswers(cache: PublicCache, tags: Tags): void {
  drop(cache.answers, tags);
}

/** A cache for a process that serves HTTP alone; `announce` tells the other replicas. */
export function localPublicCache(
  enabled: boolean,
  announce: ((tags: Tags) => Promise<void>) | null = null,
): PublicCache {
  const answers = enabled ? createResponseCache() : null;
  return {
    answers,
    async changed(tags) {
      drop(answers, tags);
      if (enabled) await announce?.(tags);
    },
  };
}

/** The PostgreSQL channel on which replicas announce changed counters. */
export const CHANGES_CHANNEL = 'kaver_public_cache';
/** NOTIFY payloads stop at 8000 bytes: a longer list of tags is sent as 'all'. */
const MAX_PAYLOAD = 7_000;

/** Announces a change to every replica listening on the PostgreSQL server of `db`. */
export async function announceChange(db: Db, tags: Tags): Promise<void> {
  const payload = tags === 'all' ? 'all' : JSON.stringify(tags);
  await sql`select pg_notify(${CHANGES_CHANNEL}, ${payload.length > MAX_PAYLOAD ? 'all' : payload})`.execute(
    db,
  );
}

/**
 * The owner's ear on the PostgreSQL server: changes any replica announced, passed to `onChange`. Resolves once
 * the first attempt to listen is over, so that a replica caches no answer before it can hear of changes (a
 * change announced meanwhile went unheard for the cache's whole time to live). The connection is opened again
 * 5 s after it is lost or refused; answers cached meanwhile live only their time to live.
 */
export async function listenForChanges(
  databaseUrl: string,
  onChange: (tags: Tags) => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      try {
        onChange(message.payload === 'all' ? 'all' : (JSON.parse(message.payload ?? '[]') as string[]));
      } catch {
        onChange('all');
      }
    });
    next.on('error', (error) => log.warn({ err: error }, 'cache change listener lost its connection'));
    next.on('end', () => {
      if (!stopped) setTimeout(() => void connect(), 5_000).unref();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      client = next;
    } catch (error) {
      log.warn({ err: error }, 'cache change listener could not connect');
      await next.end().catch(() => undefined);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/**
 * A worker's cache: drops relayed by the owner, and writes relayed to the siblings through the owner and,
 * with `announce`, to the other replicas.
 */
export function workerPublicCache(
  enabled: boolean,
  announce: ((tags: Tags) => Promise<void>) | null = null,
  channel: NodeJS.Process = process,
): PublicCache {
  const answers = enabled ? createResponseCache() : null;
  let nextId = 0;
  const waiting = new Map<number, () => void>();
  channel.on('message', (message: unknown) => {
    if (kindOf(message) === 'cache-drop') {
      const { id, tags } = message as DropMessage;
      drop(answers, tags);
      channel.send?.({ kind: 'cache-ack', id } satisfies AckMessage);
    } else if (kindOf(message) === 'cache-ack') {
      const { id } = message as AckMessage;
      waiting.get(id)?.();
      waiting.delete(id);
    }
  });
  return {
    answers,
    async changed(tags) {
      drop(answers, tags);
      if (!enabled) return;
      await announce?.(tags);
      if (!channel.connected) return;
      nextId += 1;
      const id = nextId;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, RELAY_TIMEOUT_MS);
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
        channel.send?.({ kind: 'cache-changed', id, tags } satisfies ChangedMessage);
      });
    },
  };
}

/** The owner's side: relays drops among its workers and lets the owner itself drop everything. */
export function cacheRelay(workers: () => Iterable<Worker>) {
  let nextId = 0;
  const pending = new Map<number, { left: number; done(): void }>();

  function broadcast(tags: Tags, except: Worker | null): Promise<void> {
    nextId += 1;
    const id = nextId;
    const targets = [...workers()].filter((worker) => worker !== except && worker.isConnected());
    if (targets.length === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(finish, RELAY_TIMEOUT_MS);
      function finish() {
        clearTimeout(timer);
        pending.delete(id);
        resolve();
      }
      pending.set(id, { left: targets.length, done: finish });
      for (const worker of targets) worker.send({ kind: 'cache-drop', id, tags } satisfies DropMessage);
    });
  }

  return {
    /** Listens to one worker's changes and acknowledgements. */
    attach(worker: Worker) {
      worker.on('message', async (message: unknown) => {
        if (kindOf(message) === 'cache-ack') {
          const entry = pending.get((message as AckMessage).id);
          if (entry && --entry.left === 0) entry.done();
        } else if (kindOf(message) === 'cache-changed') {
          const { id, tags } = message as ChangedMessage;
          await broadcast(tags, worker);
          if (worker.isConnected()) worker.send({ kind: 'cache-ack', id } satisfies AckMessage);
        }
      });
    },
    /** The owner's own writes (the daily move of seeded events). */
    changed: (tags: Tags) => broadcast(tags, null),
  };
}
