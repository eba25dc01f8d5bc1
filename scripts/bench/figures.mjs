// `npm run bench:figures`: rewrites the README's table of figures (between its `bench:figures` markers) from the
// results the benchmarks left in scripts/bench/out/: each figure with the spread of its runs, the machine it was
// measured on (cores, CPU, load average, and for Lighthouse its benchmarkIndex), its command and its date. A bench
// that has not run here keeps the README's rows of it as they are, so figures from several machines can meet.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readResults } from './results.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const README = path.join(root, 'README.md');
const START = '<!-- bench:figures:start -->';
const END = '<!-- bench:figures:end -->';
const HEADER = ['Figure', 'Result', 'Runs and spread', 'Machine', 'Command, date'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (seconds) => `${seconds.toFixed(1)} s`;
const msAsS = (ms) => `${(ms / 1000).toFixed(2)} s`;
const range = (values, format = String) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(low)}–${format(high)}`;
};
/** The machine's cores and CPU and its 1-minute load average before → after (the whole bench's by default). */
const machineOf = (
  { machine },
  { before = machine.loadAverage[0], after = machine.loadAverageAfter[0], extra = '' } = {},
) => `${machine.cores} cores, ${machine.cpuModel}${extra}, load ${before} → ${after}`;
/** A page's label as the README writes it: paths as code. */
const pageLabel = (label) => (label.startsWith('/') ? `\`${label}\`` : label);
const commandOf = (results) => `\`${results.command}\`, ${results.measuredAt.slice(0, 10)}`;

function buildRows(results) {
  const byLabel = Object.fromEntries(results.runs.map((run) => [run.label, run]));
  const row = (figure, run, spread) => [
    figure,
    `${s(run.wallSeconds)} wall, ${s(run.cpuSeconds)} CPU (goal ${run.goalSeconds} s wall)`,
    `${spread}: ${run.jobs.map((job) => `${job.name} ${s(job.wallSeconds)}`).join(', ')}`,
    machineOf(results, { before: run.load[0], after: run.load[1] }),
    commandOf(results),
  ];
  const rows = [
    row('Build, cold (fresh clone)', byLabel.cold, '1 run, two jobs at a time'),
    row('Build, first rebuild', byLabel['warm 1'], '1 run, which rewrites the cache'),
    row('Build, later rebuild', byLabel['warm 2'], '1 run'),
  ];
  if (results.compilations) {
    const slowest = [...results.compilations].sort((a, b) => b.cpuSeconds - a.cpuSeconds);
    const total = results.compilations.reduce((sum, one) => sum + one.cpuSeconds, 0);
    rows.push([
      'Build, each compilation alone',
      `${s(total)} CPU in all, ${results.compilations.length} compilations`,
      `CPU ${range(
        results.compilations.map((one) => one.cpuSeconds),
        s,
      )}; most: ${slowest
        .slice(0, 2)
        .map((one) => `${one.name} ${s(one.cpuSeconds)}`)
        .join(', ')}`,
      machineOf(results),
      commandOf(results),
    ]);
  }
  return rows;
}

function startRows(results) {
  const { install, start } = results;
  return [
    [
      'npm install, fresh clone',
      `${s(install.wallSeconds)}, ${install.engineWarnings.length} engine warnings`,
      `1 run: \`${install.command}\``,
      machineOf(results, { before: install.load[0], after: install.load[1] }),
      commandOf(results),
    ],
    [
      'npm start after it, serving',
      `${s(start.readySeconds)} after the start (goal ${start.goalSeconds} s)`,
      `1 run: the cold build ${s(start.buildSeconds)}, then the API, the host and the rest`,
      machineOf(results, { before: start.load[0], after: start.load[1] }),
      commandOf(results),
    ],
  ];
}

function bundleRows(results) {
  // Largest first: the report lists the apps in the order their files arrived, which varies from run to run.
  const apps = (byApp) =>
    Object.entries(byApp)
      .sort(([, a], [, b]) => b.gzip - a.gzip)
      .map(([app, { gzip }]) => `${app} ${kb(gzip)}`)
      .join(', ');
  const rows = results.pages.map((page) => [
    `JavaScript of a first visit, ${pageLabel(page.label)}`,
    `${kb(page.gzip)} gzip, ${page.files} files${page.ceilingKb ? ` (ceiling ${page.ceilingKb} KB)` : ''}`,
    `1 run: ${apps(page.byApp)}`,
    machineOf(results),
    commandOf(results),
  ]);
  if (results.loginModal) {
    rows.push([
      'JavaScript the login modal adds on `/`',
      `${kb(results.loginModal.gzip)} gzip, ${results.loginModal.files} files`,
      `1 run: ${apps(results.loginModal.byApp)}`,
      machineOf(results),
      commandOf(results),
    ]);
  }
  return rows;
}

function lighthouseRows(results) {
  const { benchmarkIndex } = results.machine;
  const index = `, benchmarkIndex ${benchmarkIndex.median} (${benchmarkIndex.min}–${benchmarkIndex.max})`;
  return results.pages.map((page) => {
    const runs = page.runs;
    const m = page.median;
    return [
      `Lighthouse ${results.formFactor}, ${pageLabel(page.label)}`,
      `performance ${m.performance}, LCP ${msAsS(m.lcpMs)}, TBT ${m.tbtMs} ms, CLS ${m.cls}; ` +
        `a11y ${m.accessibility}, best practices ${m.bestPractices}, SEO ${m.seo}`,
      `median of ${runs.length}: performance ${range(runs.map((run) => run.performance))}, ` +
        `LCP ${range(
          runs.map((run) => run.lcpMs),
          msAsS,
        )}, TBT ${range(runs.map((run) => run.tbtMs))} ms` +
        (page.desktop
          ? `; desktop performance ${page.desktop.median.performance} ` +
            `(${range(page.desktop.runs.map((run) => run.performance))})`
          : ''),
      machineOf(results, {
        before: page.loadAverage.before[0],
        after: page.loadAverage.after[0],
        extra: index,
      }),
      commandOf(results),
    ];
  });
}

function ssrRows(results) {
  return results.runs.map((run) => [
    `Host server, ${run.label}`,
    `${run.requestsPerSecond} req/s, p97.5 ${run.p975Ms} ms, ${run.errors} errors`,
    `1 run of ${run.seconds} s at ${run.connections} connections: p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms`,
    machineOf(results, { after: run.loadAverage[0] }),
    commandOf(results),
  ]);
}

function apiRows(results) {
  return results.databases.flatMap(({ label, rows }) =>
    Object.entries(rows).map(([scenario, row]) => [
      `API, ${scenario}, ${label}`,
      `${row.rps} req/s, p99 ${row.p99} ms, ${row.errors + row.timeouts + row.non2xx} errors`,
      `1 run of ${results.secondsPerScenario} s at ${results.connections} connections: p50 ${row.p50} ms`,
      machineOf(results),
      commandOf(results),
    ]),
  );
}

/** Each bench and the first words of its rows: a row that starts with none of them would be dropped on a rewrite. */
export const BENCHES = [
  { name: 'start-time', rows: startRows, prefix: 'npm ' },
  { name: 'build-time', rows: buildRows, prefix: 'Build,' },
  { name: 'bundle-report', rows: bundleRows, prefix: 'JavaScript ' },
  { name: 'lighthouse', rows: lighthouseRows, prefix: 'Lighthouse ' },
  { name: 'ssr-load', rows: ssrRows, prefix: 'Host server,' },
  { name: 'api-load', rows: apiRows, prefix: 'API,' },
];

/** The rows of the README's table as it is: a bench that has not run here keeps its rows. */
export function currentRows(text) {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // the header and its rule
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

const escapeCell = (cell) => String(cell).replaceAll('|', '\\|');

function table(rows) {
  const lines = [HEADER, HEADER.map(() => '---'), ...rows].map(
    (cells) => `| ${cells.map(escapeCell).join(' | ')} |`,
  );
  return lines.join('\n');
}

/** The README's text between the figures' markers. */
export function figuresSection(readme) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) throw new Error(`README.md has no ${START} … ${END} markers`);
  return { start: start + START.length, end };
}

function rewriteReadme() {
  const readme = readFileSync(README, 'utf8');
  const { start, end } = figuresSection(readme);
  const kept = currentRows(readme.slice(start, end));
  const rows = [];
  for (const bench of BENCHES) {
    const results = readResults(bench.name);
    if (results) {
      rows.push(...bench.rows(results));
      console.info(`${bench.name}: measured ${results.measuredAt}`);
    } else {
      rows.push(...kept.filter((row) => row[0].startsWith(bench.prefix)));
      console.info(`${bench.name}: no results in scripts/bench/out, the README's rows stay`);
    }
  }
  writeFileSync(README, `${readme.slice(0, start)}\n\n${table(rows)}\n\n${readme.slice(end)}`);
  // Biome lays the table out (column widths), as CI checks it.
  const formatted = spawnSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', README], {
    stdio: 'inherit',
  });
  return formatted.status ?? 1;
}

if (import.meta.main) process.exit(rewriteReadme());
