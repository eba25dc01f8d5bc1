// The embedded database (PGlite) lives in the owner process only; HTTP workers reach it through the cluster's
// IPC channel with this small `pg.Pool` stand-in, so Kysely runs unchanged in the workers. A statement outside
// a transaction takes the database's one connection for itself alone; BEGIN holds it for that worker's
// session until the session is released (after COMMIT or ROLLBACK), exactly as a pool connection would.
// Messages use the cluster's 'advanced' serialisation, so Dates and nested JSON arrive as they left.
import type { Worker } from 'node:cluster';
import type { PgliteAsPool, PoolClient, QueryResult } from './pglite-pool';

interface QueryMessage {
  kind: 'db-query';
  id: number;
  session: number;
  sql: string;
  parameters: unknown[];
}
interface ReleaseMessage {
  kind: 'db-release';
  session: number;
}
interface ResultMessage {
  kind: 'db-result';
  id: number;
  result?: QueryResult;
  /** What errors.ts reads of a database error: SQLSTATE, detail, and the constraint and table at fault. */
  error?: { message: string; code?: string; detail?: string; constraint?: string; table?: string };
}

type ChannelMessage = QueryMessage | ReleaseMessage | ResultMessage;

const isMessage = (value: unknown, kind: ChannelMessage['kind']): boolean =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind;

/** The other end has gone (EPIPE, channel closed): what was sent dies with it, the sender stays up. */
const ignoreGoneChannel = () => undefined;

const BEGINS_TRANSACTION = /^\s*(begin|start\s+transaction)\b/i;

/** Owner side: answers one worker's statements on the embedded database. */
export function serveDatabase(pool: PgliteAsPool, worker: Worker): void {
  const sessions = new Map<number, PoolClient>();
  // A worker can go away between the check and the send (shutdown, crash): with a callback the failed send is
  // reported there instead of as an 'error' event nobody listens to, which would take the owner down with it.
  const reply = (message: ResultMessage) => {
    if (worker.isConnected()) worker.send(message, ignoreGoneChannel);
  };

  worker.on('message', async (message: ChannelMessage) => {
    if (isMessage(message, 'db-release')) {
      const { session } = message as ReleaseMessage;
      sessions.get(session)?.release();
      sessions.delete(session);
      return;
    }
    if (!isMessage(message, 'db-query')) return;
    const { id, session, sql, parameters } = message as QueryMessage;
    const held = sessions.get(session);
    const client = held ?? (await pool.connect());
    try {
      const result = await client.query(sql, parameters);
      if (!held && BEGINS_TRANSACTION.test(sql)) sessions.set(session, client);
      reply({ kind: 'db-result', id, result });
    } catch (raw) {
      const error = raw as ResultMessage['error'] & Error;
      reply({
        kind: 'db-result',
        id,
        error: {
          message: error.message,
          code: error.code,
          detail: error.detail,
          constraint: error.constraint,
          table: error.table,
        },
      });
    } finally {
      if (!sessions.has(session)) client.release();
    }
  });

  // A worker that dies inside a transaction must not keep the database: roll its work back.
  worker.once('exit', async () => {
    for (const client of sessions.values()) {
      await client.query('rollback', []).catch(() => undefined);
      client.release();
    }
    sessions.clear();
  });
}

/** Worker side: a pool whose connections are sessions on the owner's embedded database. */
export function databaseOverIpc(channel: NodeJS.Process = process) {
  let nextId = 0;
  let nextSession = 0;
  const pending = new Map<number, { resolve(result: QueryResult): void; reject(error: Error): void }>();

  channel.on('message', (message: ChannelMessage) => {
    if (!isMessage(message, 'db-result')) return;
    const { id, result, error } = message as ResultMessage;
    const waiter = pending.get(id);
    if (!waiter) return;
    pending.delete(id);
    if (error) waiter.reject(Object.assign(new Error(error.message), error));
    else waiter.resolve(result!);
  });
  channel.on('disconnect', () => {
    for (const waiter of pending.values()) waiter.reject(new Error('The database owner process has gone'));
    pending.clear();
  });

  return {
    async connect(): Promise<PoolClient> {
      nextSession += 1;
      const session = nextSession;
      return {
        query(sql, parameters) {
          nextId += 1;
          const id = nextId;
          return new Promise<QueryResult>((resolve, reject) => {
            pending.set(id, { resolve, reject });
            const message: QueryMessage = { kind: 'db-query', id, session, sql, parameters: [...parameters] };
            channel.send?.(message, (error: Error | null) => {
              if (error) {
                pending.delete(id);
                reject(error);
              }
            });
          });
        },
        release() {
          const message: ReleaseMessage = { kind: 'db-release', session };
          if (channel.connected) channel.send?.(message, ignoreGoneChannel);
        },
      };
    },
    async end(): Promise<void> {},
  };
}
