// `npm run bench:build`: how long the production build takes (`node scripts/build.mjs`): cold (no webpack cache,
// no dist, as on a fresh clone), then warm twice (nothing changed; the first rebuild also rewrites the cache the
// cold build stored), then each webpack compilation alone, cold, one after the other (the breakdown: what each
// costs without the others beside it). Goals on a 2-core machine: cold <= 60 s, warm <= 15 s.
//
// Other work on the cores slows a build down, so every figure has the load average beside it and the CPU time
// the build used (user + system, of every process it ran): on idle cores, wall time is about that divided by the
// jobs run at once (2). On a shared machine, compare CPU seconds. Results: scripts/bench/out/build-time.json.
// `--check` exits 1 when a goal is missed; `--no-breakdown` skips the breakdown.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FRONT_END_APPS } from '../apps.mjs';
import { loadAverage, machine, writeResults } from './results.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(root, 'node_modules/.cache/webpack');
const GOALS = { cold: 60, warm: 15 };

/** Drops the production caches only: a developer's `npm run dev` cache stays. */
function dropProductionCache() {
  if (!existsSync(cacheDir)) return;
  for (const entry of readdirSync(cacheDir)) {
    // '<config name>-production', with '__compiler<n>__' after it for a config of several compilers.
    if (/-production(__compiler\d+__)?$/.test(entry))
      rmSync(path.join(cacheDir, entry), { recursive: true, force: true });
  }
}

/**
 * CPU seconds used by the finished child processes of this one and theirs (Linux: cutime + cstime of
 * /proc/self/stat, in the kernel's fixed 100 ticks a second); null elsewhere.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const round1 = (value) => (value === null ? null : Number(value.toFixed(1)));

/** Runs a command to its end and returns its wall and CPU seconds, the load before and after, and its output. */
function timed(args, cwd) {
  const loadBefore = loadAverage()[0];
  const cpuBefore = childCpuSeconds();
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    process.stdout.write(result.stdout + result.stderr);
    throw new Error(`${args.join(' ')} failed (${result.status})`);
  }
  const cpuAfter = childCpuSeconds();
  return {
    wallSeconds: round1(wallSeconds),
    cpuSeconds: cpuBefore === null ? null : round1(cpuAfter - cpuBefore),
    load: [loadBefore, loadAverage()[0]],
    stdout: result.stdout,
  };
}

function timeBuild() {
  const { stdout, ...run } = timed([path.join(root, 'scripts/build.mjs')], root);
  const jobs = [...stdout.matchAll(/^✓ (\S+) built in ([\d.]+) s$/gm)].map(([, name, seconds]) => ({
    name,
    wallSeconds: Number(seconds),
  }));
  return { ...run, jobs };
}

/** The names of an app's production compilations (a remote: its browser build with the harness, its server). */
async function compilationsOf(app) {
  const { default: createConfigs } = await import(path.join(root, app.dir, 'webpack.config.mjs'));
  const previous = process.cwd();
  process.chdir(path.join(root, app.dir)); // the swc options name files from the working folder
  try {
    return [createConfigs({}, { mode: 'production' })].flat().map((config) => config.name);
  } finally {
    process.chdir(previous);
  }
}

/** Each compilation alone, cold, into a scratch folder: its own wall and CPU time. */
async function breakdown() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'kaver-bench-build-'));
  const rows = [];
  try {
    for (const app of FRONT_END_APPS) {
      for (const name of await compilationsOf(app)) {
        const { stdout: _, ...run } = timed(
          [
            path.join(root, 'scripts/bench/compile-one.mjs'),
            name,
            path.join(scratch, name),
            path.join(scratch, 'cache'),
          ],
          path.join(root, app.dir),
        );
        rows.push({ app: app.dir, name, ...run });
        console.info(
          `  ${name.padEnd(30)} ${String(run.wallSeconds).padStart(5)} s, CPU ${run.cpuSeconds} s  (load ${run.load.join(' -> ')})`,
        );
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return rows;
}

const facts = machine();
console.info(
  `Production build of every app: ${facts.cores} cores (${facts.cpuModel}), load average ${facts.loadAverage.join(' ')}`,
);
const runs = [];
dropProductionCache();
for (const { label, goal } of [
  { label: 'cold', goal: GOALS.cold },
  { label: 'warm 1', goal: GOALS.warm },
  { label: 'warm 2', goal: GOALS.warm },
]) {
  const run = { label, goalSeconds: goal, ...timeBuild() };
  run.met = run.wallSeconds <= goal;
  runs.push(run);
  const cpuText = run.cpuSeconds === null ? '' : `, CPU ${run.cpuSeconds} s`;
  console.info(
    `${label.padEnd(6)} ${run.wallSeconds.toFixed(1).padStart(6)} s  goal <= ${goal} s ${run.met ? 'met' : 'MISSED'}` +
      `  (load ${run.load.join(' -> ')}${cpuText})\n       ${run.jobs.map((job) => `${job.name} ${job.wallSeconds} s`).join(', ')}`,
  );
}
let compilations = null;
if (!process.argv.includes('--no-breakdown')) {
  console.info('\nEach compilation alone, cold (its process included: Node, webpack and the config load):');
  compilations = await breakdown();
  const total = compilations.reduce((sum, row) => sum + (row.cpuSeconds ?? 0), 0);
  console.info(`  all compilations: CPU ${total.toFixed(1)} s`);
}
writeResults('build-time', {
  command: 'npm run bench:build',
  machine: { ...facts, loadAverageAfter: loadAverage() },
  runs,
  compilations,
});
if (process.argv.includes('--check') && runs.some((run) => !run.met)) process.exit(1);
