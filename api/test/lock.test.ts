// One owner per embedded data folder (issue 11 part 4): a second API on the same folder is refused at once,
// naming the owner; a lock left by a process that no longer runs is taken over.
import assert from 'node:assert/strict';
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LOCK_FILE } from '../src/db/data-lock';
import { freePort, spawnApi, stopProcess, waitForHealth } from './harness';

let dataDir: string;
const lockFile = () => path.join(dataDir, LOCK_FILE);
const running: ChildProcess[] = [];

function startApi(port: number) {
  const api = spawnApi({ PORT: String(port), DATA_DIR: dataDir, API_WORKERS: '1', LOG_LEVEL: 'warn' });
  running.push(api.child);
  return api;
}

async function startHealthy() {
  const port = await freePort();
  const api = startApi(port);
  await waitForHealth(`http://127.0.0.1:${port}`, api.child, api.output);
  return api;
}

const lockOwner = async () => JSON.parse(await readFile(lockFile(), 'utf8')) as { pid: number; host: string };

before(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kaver-lock-test-'));
});
after(async () => {
  for (const child of running) await stopProcess(child);
  await rm(dataDir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('refuses a second API on the same folder at once, naming the owner', async () => {
    const first = await startHealthy();
    assert.equal((await lockOwner()).pid, first.child.pid);

    const started = Date.now();
    const second = startApi(await freePort());
    const code = await second.exited;
    assert.equal(code, 1);
    assert.ok(Date.now() - started < 10_000, 'fails fast');
    assert.match(second.output(), new RegExp(`in use by another API process \\(pid ${first.child.pid} `));
    assert.match(second.output(), /DATA_DIR/);
    assert.equal((await lockOwner()).pid, first.child.pid, 'the owner keeps its lock');

    await stopProcess(first.child);
    assert.equal(existsSync(lockFile()), false, 'a clean stop gives the lock up');
  });

  it('takes over the lock of a process that no longer runs', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']);
    assert.equal(gone.status, 0);
    const stalePid = gone.pid;
    await writeFile(lockFile(), JSON.stringify({ pid: stalePid, host: hostname(), since: new Date(0) }));

    const api = await startHealthy();
    assert.equal((await lockOwner()).pid, api.child.pid);

    // A crash (kill -9) leaves its lock behind: the next start takes it over.
    api.child.kill('SIGKILL');
    await api.exited;
    assert.equal((await lockOwner()).pid, api.child.pid);
    const next = await startHealthy();
    assert.equal((await lockOwner()).pid, next.child.pid);
    await stopProcess(next.child);
  });
});
