// Load benchmark of the API (issue 11 part 2): 100 connections, 20 s per scenario, against the built API on
// loopback with a fresh seeded database: the embedded one (PGlite), and also a PostgreSQL server when
// DATABASE_URL is given (a database is created there for the run and dropped after); each scenario runs on
// one right after the other. Scenarios: the events list, one event by slug, search, the search-box
// suggestions and nearby places (issue 24), each rotating over many URLs as visitors would. Prints requests/s,
// p50, p99, errors and timeouts against the targets, and exits 1 when one is missed. Results:
// scripts/bench/out/api-load.json.
//
// Usage: npm run bench:api [-- --duration 20 --connections 100 --no-cache]
//   --no-cache  starts the API with API_CACHE=0: what the database path alone sustains.
//   BENCH_API_URL=http://127.0.0.1:4000  measures a running API instead (loopback only).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../postgres-database.mjs';
import { loadAverage, machine, writeResults } from './results.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const duration = Math.min(arg('duration', 20), 120);
const connections = Math.min(arg('connections', 100), 1000);
const cache = !process.argv.includes('--no-cache');

/** Issue 11 part 2, on a 2-core machine. Suggestions are held to the search target. */
const TARGETS = {
  list: { rps: 1500, p99: 100 },
  'by id': { rps: 1500, p99: 100 },
  search: { rps: 500, p99: 200 },
  suggestions: { rps: 500, p99: 200 },
  nearby: { rps: 500, p99: 200 },
};
/** The embedded database may be at most this much slower than PostgreSQL. */
const EMBEDDED_RATIO = 1.5;

const CITIES = ['moscow', 'saint-petersburg', 'kazan', 'ekaterinburg', 'novosibirsk'];
const TERMS = [
  'концерт',
  'концерты',
  'выставка',
  'театр',
  'джаз',
  'бар',
  'кино',
  'лекция',
  'экскурсия',
  'стендап',
  'музей',
  'фестиваль',
  'вечер',
  'детям',
  'канцерт',
  'выстовка',
];
/** Where the nearby visitors stand: around the middle of each city of CITIES, in the same order. */
const CENTRES = [
  [55.7558, 37.6173],
  [59.9387, 30.3145],
  [55.7961, 49.1064],
  [56.838, 60.5975],
  [55.0302, 82.9204],
];
const RADII = [1000, 3000, 10_000];
const PREFIXES = ['ко', 'кон', 'конц', 'вы', 'выс', 'те', 'теа', 'дж', 'ба', 'ки', 'ле', 'му', 'фе', 'эк'];
const WEB = '/kaver/web/v1';

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child) {
  for (let i = 0; i < 900; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not become healthy in 3 minutes');
}

/** Starts the built API (building it when missing) on a free port with a fresh database. */
async function startApi(databaseUrl) {
  if (!existsSync(path.join(repo, 'api/dist/main.js'))) {
    spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: repo, stdio: 'inherit' });
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kaver-bench-'));
  const database = databaseUrl ? await createScratchDatabase(databaseUrl, 'kaver_bench') : null;
  const child = spawn(process.execPath, [path.join(repo, 'api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
      API_CACHE: cache ? '1' : '0',
      // The load comes from one address: the rate limits per address would refuse most of it.
      RATE_LIMIT: '0',
      // No scenario asks for a picture, and the pictures' background pass would run on the idle API (it draws
      // after a second without a request) while the other one is measured.
      MEDIA_PRERENDER: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (!['localhost', '[::1]', '::1'].includes(host) && !host.startsWith('127.')) {
    throw new Error(`BENCH_API_URL must be a loopback address, not ${host}`);
  }
}

/** The URLs of each scenario: several cities and pages, many events, many words. */
async function scenarios(api) {
  const lists = CITIES.flatMap((city) =>
    [1, 2, 3].map((page) => `${WEB}/events?city=${city}&page=${page}&per_page=6`),
  );
  const events = [];
  for (const city of CITIES) {
    const page = await (await fetch(`${api}${WEB}/events?city=${city}&per_page=20`)).json();
    events.push(...page.items.map((event) => `${WEB}/events/${event.slug}?city=${city}`));
  }
  const query = (word) => encodeURIComponent(word);
  return {
    list: lists,
    'by id': events,
    search: CITIES.slice(0, 2).flatMap((city) =>
      TERMS.map((term) => `${WEB}/search?city=${city}&q=${query(term)}`),
    ),
    suggestions: CITIES.slice(0, 2).flatMap((city) =>
      PREFIXES.map((prefix) => `${WEB}/search/suggestions?city=${city}&q=${query(prefix)}`),
    ),
    nearby: nearbyUrls(),
  };
}

/**
 * Nearby places (issue 24) from 20 000 points within about 5 km of a city's middle, rounded as the site sends them
 * (4 decimals, ~11 m): phones stand everywhere, so nearly every request misses the cache and runs the query.
 * A fixed generator (an LCG) gives the same points on every run.
 */
function nearbyUrls() {
  let state = 24;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: 20_000 }, (_, i) => {
    const city = i % CITIES.length;
    const [latitude, longitude] = CENTRES[city];
    const lat = (latitude + (next() - 0.5) * 0.09).toFixed(4);
    const lon = (longitude + (next() - 0.5) * 0.16).toFixed(4);
    const radius = RADII[Math.floor(next() * RADII.length)];
    return `${WEB}/places?city=${CITIES[city]}&lat=${lat}&lon=${lon}&radius=${radius}&per_page=24`;
  });
}

async function measure(api, paths) {
  let next = 0;
  const result = await autocannon({
    url: api,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % paths.length;
          return { ...request, path: paths[next] };
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

function verdict(name, row) {
  const target = TARGETS[name];
  const misses = [];
  if (row.rps < target.rps) misses.push(`req/s < ${target.rps}`);
  if (row.p99 > target.p99) misses.push(`p99 > ${target.p99} ms`);
  if (row.errors + row.timeouts + row.non2xx > 0) misses.push('errors');
  return misses;
}

function printRow(name, row) {
  const misses = verdict(name, row);
  const target = TARGETS[name];
  console.info(
    `${name.padEnd(12)} ${String(row.rps).padStart(7)} ${`${row.p50} ms`.padStart(7)} ${`${row.p99} ms`.padStart(7)}` +
      ` ${String(row.errors).padStart(8)} ${String(row.timeouts).padStart(8)} ${String(row.non2xx).padStart(7)}` +
      `   >= ${target.rps}/s, p99 <= ${target.p99} ms: ${misses.length === 0 ? 'met' : `MISSED (${misses.join(', ')})`}`,
  );
}

const facts = machine();
const external = process.env.BENCH_API_URL;
if (external) assertLoopback(external);
console.info(
  `Node ${process.version}, ${availableParallelism()} cores, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(
      ' ',
    )}, cache ${cache ? 'on' : 'off (API_CACHE=0)'}, ${connections} connections, ${duration} s per scenario`,
);
// Both APIs run side by side and each scenario is measured on one right after the other, so that a change
// of the machine's load (other work on it) touches both alike. The idle one takes no CPU meanwhile.
const targets = [];
try {
  if (external)
    targets.push({
      label: `running API ${external}`,
      api: { url: external.replace(/\/$/, ''), stop: async () => {} },
    });
  else {
    targets.push({ label: 'embedded database (PGlite)', api: await startApi(null) });
    if (process.env.DATABASE_URL) {
      targets.push({ label: 'PostgreSQL server', api: await startApi(process.env.DATABASE_URL) });
    }
  }
  const urls = await scenarios(targets[0].api.url);
  for (const target of targets) target.rows = {};
  for (const [name, paths] of Object.entries(urls)) {
    for (const target of targets) target.rows[name] = await measure(target.api.url, paths);
  }
} finally {
  for (const target of targets) await target.api.stop();
}

let missed = false;
writeResults('api-load', {
  command: `npm run bench:api${cache ? '' : ' -- --no-cache'}`,
  machine: { ...facts, loadAverageAfter: loadAverage() },
  connections,
  secondsPerScenario: duration,
  cache,
  targets: TARGETS,
  databases: targets.map(({ label, rows }) => ({ label, rows })),
});
for (const { label, rows } of targets) {
  console.info(`\n${label}`);
  console.info('scenario       req/s    p50     p99   errors timeouts non-2xx   target');
  for (const [name, row] of Object.entries(rows)) {
    printRow(name, row);
    missed ||= verdict(name, row).length > 0;
  }
}
if (targets.length === 2) {
  const [embedded, server] = targets.map((target) => target.rows);
  console.info(`\nembedded vs PostgreSQL (target: PostgreSQL at most ${EMBEDDED_RATIO}x the embedded req/s)`);
  for (const name of Object.keys(embedded)) {
    const ratio = server[name].rps / Math.max(1, embedded[name].rps);
    const ok = ratio <= EMBEDDED_RATIO;
    missed ||= !ok;
    console.info(
      `${name.padEnd(12)} ${String(embedded[name].rps).padStart(7)} vs ${String(server[name].rps).padStart(7)} req/s: ` +
        `${ratio.toFixed(2)}x ${ok ? 'met' : 'MISSED'}`,
    );
  }
}
console.info(
  `\nload average after the run: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
process.exitCode = missed ? 1 : 0;
