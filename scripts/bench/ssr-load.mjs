// `npm run bench:ssr`: the host server's rendering under load, on the production builds (run `npm run build`
// first) with the embedded database: 100 connections for 15 s on each of three page kinds (home, a city, an event),
// reporting requests per second, p50, p95 and errors. Target on a 2-core machine: p95 <= 200 ms, no errors.
import autocannon from 'autocannon';
import { startStack } from '../stack.mjs';
import { firstEventPath } from './browser.mjs';

const OFFSET = Number(process.env.KAVER_BENCH_PORT_OFFSET ?? 800);
const CONNECTIONS = Number(process.env.SSR_BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.SSR_BENCH_SECONDS ?? 15);
const TARGET_P95_MS = 200;

const stack = await startStack({
  offset: OFFSET,
  quiet: true,
  configOverrides: { environment: 'production' },
});
let failed = false;
try {
  const host = `http://127.0.0.1:${stack.ports.host}`;
  const pages = [
    ['home', '/'],
    ['city', '/moscow'],
    ['event', await firstEventPath(`http://127.0.0.1:${stack.ports.api}`)],
  ];
  for (const [kind, path] of pages) {
    // Warm-up: the first request loads the remote's page module on the server.
    await fetch(host + path).then((response) => response.text());
    const latencies = [];
    const run = autocannon({
      url: host + path,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    const result = await run;
    const errors = result.errors + result.timeouts + result.non2xx;
    const p95 = percentile(latencies, 95);
    console.info(
      `${kind.padEnd(6)} ${path}\n  ${Math.round(result.requests.average)} req/s, p50 ${percentile(latencies, 50)} ms, ` +
        `p95 ${p95} ms, p99 ${percentile(latencies, 99)} ms, errors ${errors} (${CONNECTIONS} connections, ${DURATION} s)`,
    );
    if (p95 > TARGET_P95_MS || errors > 0) failed = true;
  }
} finally {
  await stack.stop();
}
if (failed) console.error(`Missed the target: p95 <= ${TARGET_P95_MS} ms with no errors`);
process.exit(failed ? 1 : 0);

/** The p-th percentile of the measured response times, in whole milliseconds. */
function percentile(latencies, p) {
  if (latencies.length === 0) return Number.NaN;
  const sorted = [...latencies].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}
