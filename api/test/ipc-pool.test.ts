// The database channel between the owner and its HTTP workers (src/db/ipc-pool.ts): a send to a process that has
// just gone (shutdown, crash) must not take the sender down. Node reports such a send to its callback, or, with no
// callback, as an 'error' event, which kills a process that has no listener; the fakes behave the same way. A
// database error reaches the worker with the fields the error handler reads (errors.ts).
import assert from 'node:assert/strict';
import type { Worker } from 'node:cluster';
import { EventEmitter } from 'node:events';
import { describe, it } from 'node:test';
import { databaseOverIpc, serveDatabase } from '../src/db/ipc-pool';
import type { PgliteAsPool } from '../src/db/pglite-pool';

/** An IPC end whose other side has gone: every send fails with EPIPE. */
class GoneChannel extends EventEmitter {
  connected = true;
  sends: { message: unknown; reported: boolean }[] = [];
  isConnected() {
    return this.connected;
  }
  send(message: unknown, callback?: (error: Error | null) => void) {
    const error = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    this.sends.push({ message, reported: typeof callback === 'function' });
    if (callback) callback(error);
    else this.emit('error', error);
    return false;
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('database over IPC, when the other process has gone', () => {
  it('the owner survives an answer it can no longer deliver', async () => {
    const worker = new GoneChannel();
    let released = 0;
    const pool = {
      connect: async () => ({
        query: async () => ({ rows: [{ one: 1 }], rowCount: 1 }),
        release: () => {
          released += 1;
        },
      }),
    } as unknown as PgliteAsPool;
    const failures: unknown[] = [];
    const onRejection = (reason: unknown) => failures.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      serveDatabase(pool, worker as unknown as Worker);
      worker.emit('message', { kind: 'db-query', id: 1, session: 1, sql: 'select 1 as one', parameters: [] });
      await flush();
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    assert.deepEqual(failures, []);
    const [answer] = worker.sends;
    assert.equal(worker.sends.length, 1);
    assert.equal((answer?.message as { kind?: string } | undefined)?.kind, 'db-result');
    assert.equal(answer?.reported, true, 'the failed send is reported to a callback');
    assert.equal(released, 1, 'the connection goes back to the pool');
  });

  it('a worker survives releasing a session after the owner has gone', async () => {
    const owner = new GoneChannel();
    const pool = databaseOverIpc(owner as unknown as NodeJS.Process);
    const client = await pool.connect();
    assert.doesNotThrow(() => client.release());
    assert.equal(owner.sends.length, 1);
    assert.equal(owner.sends[0]?.reported, true, 'the failed send is reported to a callback');
  });

  it('a statement sent after the owner has gone fails with the channel error', async () => {
    const owner = new GoneChannel();
    const client = await databaseOverIpc(owner as unknown as NodeJS.Process).connect();
    await assert.rejects(client.query('select 1', []), /EPIPE/);
  });
});

/** Two ends of one IPC channel: what one sends, the other receives (as a copy, as the channel's serialisation). */
function linkedChannels() {
  class End extends EventEmitter {
    connected = true;
    other!: End;
    isConnected() {
      return this.connected;
    }
    send(message: unknown, callback?: (error: Error | null) => void) {
      const copy = structuredClone(message);
      setImmediate(() => {
        this.other.emit('message', copy);
        callback?.(null);
      });
      return true;
    }
  }
  const owner = new End();
  const worker = new End();
  owner.other = worker;
  worker.other = owner;
  return { owner, worker };
}

describe('database over IPC, errors', () => {
  it('reach the worker with what errors.ts reads of them: SQLSTATE, detail, constraint and table', async () => {
    // PGlite's (and pg's) foreign-key violation, as the owner's pool throws it.
    const violation = {
      code: '23503',
      detail: 'Key (user_id)=(7) is not present in table "users".',
      constraint: 'user_categories_user_id_fkey',
      table: 'user_categories',
    };
    const message = 'insert or update on table "user_categories" violates foreign key constraint';
    const pool = {
      connect: async () => ({
        query: async () =>
          Promise.reject(Object.assign(new Error(message), violation, { severity: 'ERROR' })),
        release: () => undefined,
      }),
    } as unknown as PgliteAsPool;
    const { owner, worker } = linkedChannels();
    // The owner process holds `worker` (its handle on the worker); the worker process holds `owner`.
    serveDatabase(pool, worker as unknown as Worker);
    const client = await databaseOverIpc(owner as unknown as NodeJS.Process).connect();
    const failure = await client.query('insert into user_categories values ($1, $2)', [7, 1]).then(
      () => assert.fail('the insert went through'),
      (error: unknown) => error as Error & Record<string, unknown>,
    );
    assert.equal(failure.message, message);
    const { code, detail, constraint, table } = failure;
    assert.deepEqual({ code, detail, constraint, table }, violation);
  });
});
