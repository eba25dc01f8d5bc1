// `npm run bench:start`: a newcomer's first start. It clones the checked-out commit into a scratch folder, runs
// `npm install` there (timed; any engine warning it prints is reported), then `npm start` (node scripts/start.mjs)
// until it says the site is running, and stops it. Goal on 2 cores: serving <= 60 s after `npm install`.
// `npm start` takes the standard ports (3000-3004, 4000, 4100-4103): they must be free. `--offline` installs from
// npm's cache only (`npm install --offline`), where the registry cannot be reached.
// Results: scripts/bench/out/start-time.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadAverage, machine, writeResults } from './results.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const GOAL_SECONDS = 60;
const offline = process.argv.includes('--offline');
const round1 = (value) => Number(value.toFixed(1));

function install(clone) {
  const args = ['install', ...(offline ? ['--offline'] : [])];
  const loadBefore = loadAverage()[0];
  const started = Date.now();
  const result = spawnSync('npm', args, { cwd: clone, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) {
    process.stdout.write(output);
    throw new Error(`npm ${args.join(' ')} failed (${result.status})`);
  }
  return {
    command: `npm ${args.join(' ')}`,
    wallSeconds: round1((Date.now() - started) / 1000),
    load: [loadBefore, loadAverage()[0]],
    engineWarnings: output.split('\n').filter((line) => /EBADENGINE|engine/i.test(line)),
  };
}

/** Runs `npm start`'s script until it prints that the site is running; resolves with the seconds it took. */
function start(clone) {
  const loadBefore = loadAverage()[0];
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: clone,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk) => {
      output += chunk;
      if (!output.includes('Kaver is running')) return;
      const readySeconds = round1((Date.now() - started) / 1000);
      const built = /Built \d+ in ([\d.]+) s/.exec(output);
      child.stdout.off('data', collect);
      child.once('exit', () =>
        resolve({
          readySeconds,
          buildSeconds: built ? Number(built[1]) : null,
          load: [loadBefore, loadAverage()[0]],
        }),
      );
      child.kill('SIGINT');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      if (!output.includes('Kaver is running')) {
        process.stdout.write(output);
        reject(new Error(`npm start exited (${code}) before the site was running`));
      }
    });
  });
}

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: root,
  encoding: 'utf8',
}).stdout.trim();
const scratch = mkdtempSync(path.join(tmpdir(), 'kaver-bench-start-'));
const clone = path.join(scratch, 'kaver');
const facts = machine();
try {
  console.info(
    `A fresh clone of ${commit}: ${facts.cores} cores (${facts.cpuModel}), load ${facts.loadAverage.join(' ')}`,
  );
  spawnSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
  const installed = install(clone);
  console.info(
    `${installed.command}: ${installed.wallSeconds} s (load ${installed.load.join(' -> ')}), ` +
      `${installed.engineWarnings.length} engine warnings`,
  );
  for (const line of installed.engineWarnings) console.info(`  ${line}`);
  const started = await start(clone);
  const met = started.readySeconds <= GOAL_SECONDS;
  console.info(
    `npm start: the site ran ${started.readySeconds} s after the start (the build ${started.buildSeconds} s), ` +
      `goal <= ${GOAL_SECONDS} s ${met ? 'met' : 'MISSED'} (load ${started.load.join(' -> ')})`,
  );
  writeResults('start-time', {
    command: `npm run bench:start${offline ? ' -- --offline' : ''}`,
    machine: { ...facts, loadAverageAfter: loadAverage() },
    commit,
    install: installed,
    start: { ...started, goalSeconds: GOAL_SECONDS, met },
  });
  process.exitCode = met && installed.engineWarnings.length === 0 ? 0 : 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
