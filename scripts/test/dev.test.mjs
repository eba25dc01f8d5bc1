// `npm run dev` on spare ports with a short-lived set of apps (the stand-ins and the onboarding remote, whose
// dev server runs under npm, so it has grandchildren): it prints every URL, they answer, and SIGTERM or SIGINT
// stops every process it started, down to the grandchildren, and frees the ports.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const PORTS = [3004, 4100, 4101];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** An offset whose ports nobody on this machine listens on. */
async function freeOffset() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    // Below the kernel's ephemeral range (32768+), where outgoing connections take their ports.
    const offset = 7_000 + Math.floor(Math.random() * 17_000);
    const free = await Promise.all(PORTS.map((port) => portIsFree(port + offset)));
    if (free.every(Boolean)) return offset;
  }
  throw new Error('no free ports for the dev run');
}

/** Every process below pid, from /proc. */
function descendantsOf(pid) {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid ...: comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const found = [];
  const walk = (parent, depth) => {
    for (const [child, ppid] of parentOf) {
      if (ppid !== parent) continue;
      found.push({ pid: child, depth });
      walk(child, depth + 1);
    }
  };
  walk(pid, 1);
  return found;
}

function isRunning(pid) {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z';
  } catch {
    return false;
  }
}

async function waitFor(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

// Signalled directly, or through npm: npm and its shell end on SIGTERM without passing it on, and dev.mjs
// notices that it was left alone.
const RUNS = [
  { signal: 'SIGTERM', command: process.execPath, args: ['scripts/dev.mjs'] },
  { signal: 'SIGINT', command: process.execPath, args: ['scripts/dev.mjs'] },
  { signal: 'SIGTERM', command: 'npm', args: ['run', 'dev', '--silent', '--'] },
];

for (const { signal, command, args } of RUNS) {
  const how = command === 'npm' ? 'npm run dev' : 'scripts/dev.mjs';
  test(`${how} prints every URL and stops everything on ${signal}`, {
    skip: !existsSync('/proc/self/stat') && 'needs /proc',
    timeout: 240_000,
  }, async () => {
    const offset = await freeOffset();
    const dev = spawn(command, [...args, 'stand-ins', 'mf-onboarding'], {
      cwd: root,
      env: { ...process.env, KAVER_DEV_PORT_OFFSET: String(offset) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    dev.stdout.on('data', (chunk) => {
      output += chunk;
    });
    dev.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise((resolve) => dev.on('exit', (code, sig) => resolve({ code, signal: sig })));
    let tree = [];
    try {
      await waitFor(
        () => output.includes('Ctrl+C stops everything') || dev.exitCode !== null,
        200_000,
        'URLs',
      );
      assert.match(output, /Kaver \(development\) is up/, output);

      const urls = [3004, 4100, 4101].map((port) => `http://localhost:${port + offset}/`);
      for (const url of urls) assert.ok(output.includes(url), `${url} is printed:\n${output}`);
      assert.ok(!output.includes(`localhost:${3000 + offset}`), 'apps not asked for are not printed');
      for (const url of [urls[0], `${urls[2]}health`]) {
        const response = await fetch(url.replace('localhost', '127.0.0.1'));
        assert.ok(response.status < 500, `${url} answers`);
      }

      tree = descendantsOf(dev.pid);
      assert.ok(
        tree.some((process) => process.depth >= 2),
        'the dev server runs below npm, so the tree has grandchildren',
      );
      dev.kill(signal);
      const timeout = new Promise((resolve) => setTimeout(resolve, 15_000, { code: 'timeout' }).unref());
      const { code } = await Promise.race([exited, timeout]);
      if (command !== 'npm') assert.equal(code, 0, `dev.mjs exits cleanly on ${signal}`);
      else assert.notEqual(code, 'timeout', 'npm ends');
      await waitFor(() => tree.every(({ pid }) => !isRunning(pid)), 10_000, 'every process below it to end');
      for (const port of PORTS) assert.ok(await portIsFree(port + offset), `port ${port + offset} is freed`);
    } finally {
      // A failed run leaves nothing behind either.
      for (const { pid } of [...descendantsOf(dev.pid), ...tree]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      if (dev.exitCode === null) dev.kill('SIGKILL');
    }
  });
}
