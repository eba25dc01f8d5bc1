// `npm run bench:build`: how long every production build takes (`node scripts/build.mjs`): cold (no webpack
// cache, no dist, as on a fresh clone), then warm twice (nothing changed; the first rebuild also rewrites the cache
// the cold build stored). Goals on a 2-core machine: cold <= 60 s, warm <= 15 s. Other work on the cores slows a
// build, so the load average is printed beside each figure, with the CPU time the build used (user + system, of
// every process it ran): on idle cores, wall time is about that divided by the jobs run at once (2).
// `--check` exits 1 when a goal is missed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';

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

function timeBuild() {
  const cpuBefore = childCpuSeconds();
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    throw new Error(`the build failed (${result.status})`);
  }
  const jobs = [...result.stdout.matchAll(/^✓ (\S+) built in ([\d.]+) s$/gm)].map(
    ([, name, s]) => `${name} ${s} s`,
  );
  const cpuAfter = childCpuSeconds();
  return { seconds, cpu: cpuBefore === null ? null : cpuAfter - cpuBefore, jobs };
}

const load = () => loadavg()[0].toFixed(1);

console.info(`Production build of every app, ${availableParallelism()} cores`);
const runs = [];
const RUNS = [
  { label: 'cold', goal: GOALS.cold },
  { label: 'warm 1', goal: GOALS.warm },
  { label: 'warm 2', goal: GOALS.warm },
];
dropProductionCache();
for (const { label, goal } of RUNS) {
  const loadBefore = load();
  const { seconds, cpu, jobs } = timeBuild();
  const met = seconds <= goal;
  runs.push({ label, seconds, met });
  const cpuText = cpu === null ? '' : `, CPU ${cpu.toFixed(1)} s`;
  console.info(
    `${label.padEnd(6)} ${seconds.toFixed(1).padStart(6)} s  goal <= ${goal} s ${met ? 'met' : 'MISSED'}` +
      `  (load ${loadBefore} -> ${load()}${cpuText})\n       ${jobs.join(', ')}`,
  );
}
if (process.argv.includes('--check') && runs.some((run) => !run.met)) process.exit(1);
