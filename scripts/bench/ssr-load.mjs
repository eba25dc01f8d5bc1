// `npm run bench:ssr`: the host server's rendering under load, on the production builds (run `npm run build`
// first) with the embedded database: 100 connections for 15 s on each page kind the benchmarks measure (home, a
// city, an event, a city's places, an article), reporting requests per second, p50, p95, p99 and errors, with
// the load average of the machine before and after each. Target on a 2-core machine: p95 <= 200 ms, no errors.
// Results: scripts/bench/out/ssr-load.json.
import autocannon from 'autocannon';
import { startStack } from '../stack.mjs';
import { benchPages } from './browser.mjs';
import { loadAverage, machine, writeResults } from './results.mjs';

const OFFSET = Number(process.env.KAVER_BENCH_PORT_OFFSET ?? 800);
const CONNECTIONS = Number(process.env.SSR_BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.SSR_BENCH_SECONDS ?? 15);
const TARGET_P95_MS = 200;

const stack = await startStack({
  offset: OFFSET,
  quiet: true,
  configOverrides: { environment: 'production' },
});
const facts = machine();
const results = [];
let failed = false;
try {
  const host = `http://127.0.0.1:${stack.ports.host}`;
  for (const { label, path } of await benchPages(`http://127.0.0.1:${stack.ports.api}`)) {
    // Warm-up: the first request loads the remote's page module on the server.
    await fetch(host + path).then((response) => response.text());
    const loadBefore = loadAverage();
    const latencies = [];
    const run = autocannon({
      url: host + path,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    const result = await run;
    const row = {
      label,
      path,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      errors: result.errors + result.timeouts + result.non2xx,
      loadAverage: { before: loadBefore, after: loadAverage() },
    };
    results.push(row);
    console.info(
      `${label} (${path})\n  ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms, ` +
        `p99 ${row.p99Ms} ms, errors ${row.errors} (${CONNECTIONS} connections, ${DURATION} s; ` +
        `load ${loadBefore[0]} -> ${row.loadAverage.after[0]})`,
    );
    if (row.p95Ms > TARGET_P95_MS || row.errors > 0) failed = true;
  }
} finally {
  await stack.stop();
}
writeResults('ssr-load', {
  command: 'npm run bench:ssr',
  machine: { ...facts, loadAverageAfter: loadAverage() },
  connections: CONNECTIONS,
  seconds: DURATION,
  pageCache:
    process.env.PAGE_CACHE_SECONDS === undefined
      ? "the host's default"
      : `${process.env.PAGE_CACHE_SECONDS} s`,
  pages: results,
});
if (failed) console.error(`Missed the target: p95 <= ${TARGET_P95_MS} ms with no errors`);
process.exit(failed ? 1 : 0);

/** The p-th percentile of the measured response times, in whole milliseconds. */
function percentile(latencies, p) {
  if (latencies.length === 0) return Number.NaN;
  const sorted = [...latencies].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}
