// The database channel between the owner and its HTTP workers (src/db/ipc-pool.ts): a send to a process that has
// just gone (shutdown, crash) must not take the sender down. Node reports such a send to its callback, or, with no
// callback, as an 'error' event, which kills a process that has no listener; the fakes behave the same way.
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
