// `npm run bench:ssr`: the host's server under load, on the production builds (run `npm run build` first) with
// the embedded database. It measures, with autocannon:
// 1. `/moscow` and an event page, anonymous and signed in (a real session: the API's cookies from a sign-in through
//    the SMS stand-in, as the e2e helpers do), 20 connections for 10 s each: requests per second, autocannon's
//    latency percentiles (p97.5 among them) and errors;
// 2. `/moscow` rendered for every request (PAGE_CACHE_SECONDS=0, a second server on the same stack), 20 connections
//    for 10 s, with where its renders spent their time (Server-Timing: data, API calls, render, serialisation);
// 3. a soak: `/moscow`, an event page and `/`, anonymous and signed in in turn, 100 connections for 60 s: 0 errors.
// Goals on 2 idle cores: signed-in p97.5 <= 100 ms, uncached `/moscow` >= 300 pages/s, no error anywhere; the script
// exits 1 on a miss. The durations and connections can be shortened to check that it runs (never a measurement):
// SSR_BENCH_SECONDS, SSR_BENCH_CONNECTIONS, SSR_SOAK_SECONDS, SSR_SOAK_CONNECTIONS. Results:
// scripts/bench/out/ssr-load.json (npm run bench:figures puts them into the README).
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startStack } from '../stack.mjs';
import { firstEventPath } from './browser.mjs';
import { loadAverage, machine, writeResults } from './results.mjs';

const OFFSET = Number(process.env.KAVER_BENCH_PORT_OFFSET ?? 800);
const SECONDS = Number(process.env.SSR_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SSR_BENCH_CONNECTIONS ?? 20);
const SOAK_SECONDS = Number(process.env.SSR_SOAK_SECONDS ?? 60);
const SOAK_CONNECTIONS = Number(process.env.SSR_SOAK_CONNECTIONS ?? 100);
const GOALS = { signedInP975Ms: 100, uncachedPagesPerSecond: 300 };

/** Signs in through the API's SMS stand-in (send a code, confirm it) and answers the session's cookies. */
async function sessionCookie(api) {
  const phone = `8999${String(Date.now()).slice(-7)}`;
  const sent = await fetch(`${api}/kaver/auth/`, { method: 'POST', headers: { auth_type: '1', phone } });
  if (!sent.ok) throw new Error(`sending a code failed: ${sent.status} ${await sent.text()}`);
  const { security_data: code } = await sent.json();
  if (!code) throw new Error('the API did not return the code (it must run outside production mode)');
  const confirmed = await fetch(`${api}/kaver/auth/token/sms/v2`, {
    method: 'POST',
    headers: { code, phone, platform_id: '3' },
  });
  if (!confirmed.ok) throw new Error(`confirming the code failed: ${confirmed.status}`);
  const cookies = confirmed.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (!cookies.some((cookie) => cookie.startsWith('access_token=')))
    throw new Error('no session cookie was set');
  return [...cookies, 'city=moscow'].join('; ');
}

/** Starts one more host server on the stack's builds, with its own settings; answers its origin and a stop. */
async function startHost(stack, port, env) {
  const dist = path.join(stack.snapshot, 'host');
  const child = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
    env: { ...process.env, PORT: String(port), KAVER_HOST_DIST: dist, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the host server on ${port} exited with ${child.exitCode}`);
    const status = await fetch(`${origin}/moscow`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`the host server on ${port} did not serve /moscow`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { origin, stop };
}

/** Server-Timing phases summed over the answers that carry them. */
function timingCollector() {
  const sums = new Map();
  let renders = 0;
  return {
    setupClient(client) {
      client.on('headers', ({ headers }) => {
        for (let i = 0; i < headers.length; i += 2) {
          if (String(headers[i]).toLowerCase() !== 'server-timing') continue;
          renders += 1;
          for (const [, name, ms] of String(headers[i + 1]).matchAll(/(\w+);dur=([\d.]+)/g)) {
            sums.set(name, (sums.get(name) ?? 0) + Number(ms));
          }
        }
      });
    },
    summary() {
      if (renders === 0) return 'no Server-Timing seen';
      const mean = (name) => (sums.get(name) ?? 0) / renders;
      const whole = mean('data') + mean('render') + mean('serialize');
      const share = (name) =>
        `${name} ${mean(name).toFixed(1)} ms (${Math.round((mean(name) / whole) * 100)}%)`;
      return `mean of ${renders} renders: ${share('data')} [of it API calls ${mean('api').toFixed(1)} ms], ${share('render')}, ${share('serialize')}`;
    },
  };
}

/** One autocannon run; the figures as autocannon computes them (its p97.5 is the one its table prints). */
async function load({ label, url, requests, connections, duration, setupClient }) {
  // Warm-up: the first request loads the remote's page module on the server.
  await fetch(url, { headers: requests?.[0]?.headers ?? {} }).then((response) => response.arrayBuffer());
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip' },
    ...(requests && { requests }),
    ...(setupClient && { setupClient }),
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const { latency } = result;
  runs.push({
    label,
    connections,
    seconds: duration,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: latency.p50,
    p975Ms: latency.p97_5,
    p99Ms: latency.p99,
    errors,
    loadAverage: loadAverage(),
  });
  console.info(
    `${label.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  ` +
      `p50 ${latency.p50} ms  p97.5 ${latency.p97_5} ms  p99 ${latency.p99} ms  max ${latency.max} ms  ` +
      `errors ${errors} (${connections} connections, ${duration} s, load ${loadavg()[0].toFixed(1)})`,
  );
  return { result, errors };
}

const misses = [];
/** Every run, for scripts/bench/out/ssr-load.json. */
const runs = [];
const facts = machine();
const stack = await startStack({
  offset: OFFSET,
  quiet: true,
  configOverrides: { environment: 'production' },
});
let uncachedHost = null;
try {
  const host = `http://127.0.0.1:${stack.ports.host}`;
  const api = `http://127.0.0.1:${stack.ports.api}`;
  const eventPath = await firstEventPath(api);
  const cookie = await sessionCookie(api);
  const signedIn = { 'accept-encoding': 'br, gzip', cookie };
  console.info(
    `Host server on the production builds, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} ` +
      '(other work on the cores slows every figure down)\n',
  );

  for (const [page, pagePath] of [
    ['/moscow', '/moscow'],
    ['event page', eventPath],
  ]) {
    for (const visitor of ['anonymous', 'signed in']) {
      const { result, errors } = await load({
        label: `${page}, ${visitor}`,
        url: host + pagePath,
        connections: CONNECTIONS,
        duration: SECONDS,
        ...(visitor === 'signed in' && { requests: [{ method: 'GET', headers: signedIn }] }),
      });
      if (errors > 0) misses.push(`${page}, ${visitor}: ${errors} errors`);
      if (visitor === 'signed in' && result.latency.p97_5 > GOALS.signedInP975Ms)
        misses.push(`${page}, signed in: p97.5 ${result.latency.p97_5} ms > ${GOALS.signedInP975Ms} ms`);
    }
  }

  uncachedHost = await startHost(stack, stack.ports.host + 90, {
    PAGE_CACHE_SECONDS: '0',
    SERVER_TIMING: '1',
  });
  const timings = timingCollector();
  const uncached = await load({
    label: '/moscow, PAGE_CACHE_SECONDS=0',
    url: `${uncachedHost.origin}/moscow`,
    connections: CONNECTIONS,
    duration: SECONDS,
    setupClient: timings.setupClient,
  });
  console.info(`  where the renders went: ${timings.summary()}`);
  if (uncached.errors > 0) misses.push(`uncached /moscow: ${uncached.errors} errors`);
  if (uncached.result.requests.average < GOALS.uncachedPagesPerSecond)
    misses.push(
      `uncached /moscow: ${Math.round(uncached.result.requests.average)} pages/s < ${GOALS.uncachedPagesPerSecond}`,
    );
  await uncachedHost.stop();
  uncachedHost = null;

  const anonymous = { 'accept-encoding': 'br, gzip' };
  const soak = await load({
    label: 'soak: 3 pages, both visitors',
    url: `${host}/moscow`,
    connections: SOAK_CONNECTIONS,
    duration: SOAK_SECONDS,
    requests: [
      { method: 'GET', path: '/moscow', headers: anonymous },
      { method: 'GET', path: eventPath, headers: signedIn },
      { method: 'GET', path: '/', headers: anonymous },
      { method: 'GET', path: '/moscow', headers: signedIn },
      { method: 'GET', path: eventPath, headers: anonymous },
      { method: 'GET', path: '/', headers: signedIn },
    ],
  });
  if (soak.errors > 0) misses.push(`soak: ${soak.errors} errors`);
} finally {
  await uncachedHost?.stop();
  await stack.stop();
}
writeResults('ssr-load', { command: 'npm run bench:ssr', machine: facts, goals: GOALS, runs, misses });
if (misses.length > 0) console.error(`\nMissed: ${misses.join('; ')}`);
process.exit(misses.length > 0 ? 1 : 0);
