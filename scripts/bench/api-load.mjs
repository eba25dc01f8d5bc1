// Load benchmark of the API on loopback: the events list and an event page, each for a bounded time with
// autocannon. Starts the built API (api/dist, building it when missing) with a fresh seeded database, or
// measures BENCH_API_URL when given (loopback addresses only). Prints requests/s and p50/p99 latency.
// Usage: node scripts/bench/api-load.mjs [--duration 10] [--connections 10]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const duration = Math.min(arg('duration', 10), 60);
const connections = Math.min(arg('connections', 10), 100);

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startApi() {
  if (!existsSync(path.join(repo, 'api/dist/main.js'))) {
    spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: repo, stdio: 'inherit' });
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kaver-bench-'));
  const child = spawn(process.execPath, [path.join(repo, 'api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (
      await fetch(`${url}/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { url, stop };
}

function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (!['localhost', '[::1]', '::1'].includes(host) && !host.startsWith('127.')) {
    throw new Error(`BENCH_API_URL must be a loopback address, not ${host}`);
  }
}

async function measure(title, url) {
  const result = await autocannon({ url, connections, duration });
  const { requests, latency, non2xx, errors } = result;
  console.info(
    `${title.padEnd(12)} ${requests.average.toFixed(0).padStart(6)} req/s   p50 ${latency.p50} ms   p99 ${latency.p99} ms   (${requests.total} requests, ${non2xx} non-2xx, ${errors} errors)`,
  );
}

const external = process.env.BENCH_API_URL;
if (external) assertLoopback(external);
const api = external ? { url: external.replace(/\/$/, ''), stop: async () => {} } : await startApi();
try {
  const list = await (await fetch(`${api.url}/kaver/web/v1/events?city=moscow&per_page=6`)).json();
  const event = list.items[0];
  console.info(
    `API ${api.url}, ${connections} connections, ${duration} s per scenario, Node ${process.version}`,
  );
  await measure('events list', `${api.url}/kaver/web/v1/events?city=moscow&page=1&per_page=6`);
  await measure('event page', `${api.url}/kaver/web/v1/events/${event.slug}?city=moscow`);
} finally {
  await api.stop();
}
