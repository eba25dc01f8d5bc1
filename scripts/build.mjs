// Builds every front-end app for production (static files in <app>/dist) and the API (api/dist): a list of jobs
// run at most two at a time (KAVER_BUILD_JOBS=<n> changes that), each job's output printed when it ends.
// webpack's filesystem cache (node_modules/.cache/webpack) makes a rebuild of unchanged code fast.
// `node scripts/build.mjs mf-catalog api` builds only those.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { FRONT_END_APPS } from './apps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webpackBin = path.join(root, 'node_modules/.bin/webpack');

/**
 * What a full build runs. A job is a command in a folder; `output` is emptied before it starts. Listed longest
 * first, so that the short ones fill the gaps at the end.
 */
function allJobs() {
  const frontEnds = [...FRONT_END_APPS]
    .sort((a, b) => (b.buildWeight ?? 1) - (a.buildWeight ?? 1))
    .map((app) => ({
      name: app.dir,
      cwd: path.join(root, app.dir),
      command: webpackBin,
      args: ['--mode', 'production'],
      output: path.join(root, app.dir, 'dist'),
      needs: path.join(root, app.dir, 'webpack.config.mjs'),
    }));
  const api = {
    name: 'api',
    cwd: path.join(root, 'api'),
    command: 'npm',
    args: ['run', 'build', '--silent'],
    needs: path.join(root, 'api/package.json'),
  };
  return [...frontEnds, api].filter((job) => existsSync(job.needs));
}

function concurrency() {
  const asked = Number(process.env.KAVER_BUILD_JOBS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.min(2, availableParallelism());
}

const running = new Set();

function stopRunning() {
  for (const child of running) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });
}

/** Runs one job with its output captured; resolves with its exit code and output. */
function runJob(job) {
  if (job.output) rmSync(job.output, { recursive: true, force: true });
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, {
      cwd: job.cwd,
      // Piped output loses colour unless asked for; a terminal keeps it.
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (code) => {
      running.delete(child);
      resolve({ code, output: Buffer.concat(output).toString(), seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const only = process.argv.slice(2);
const jobs = allJobs().filter((job) => only.length === 0 || only.includes(job.name));
const unknown = only.filter((name) => !allJobs().some((job) => job.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown build target: ${unknown.join(', ')} (known: ${allJobs()
      .map((job) => job.name)
      .join(', ')})`,
  );
  process.exit(2);
}

const started = Date.now();
const queue = [...jobs];
let failed = false;

async function worker() {
  while (queue.length > 0 && !failed) {
    const job = queue.shift();
    const result = await runJob(job);
    if (failed) return; // stopped because another job failed: its output says nothing new
    if (result.output.trim()) process.stdout.write(`\n── ${job.name} ──\n${result.output}`);
    if (result.code !== 0) {
      console.error(`\n✗ ${job.name}: ${job.command} ${job.args.join(' ')} failed (${result.code})`);
      failed = true;
      stopRunning();
      return;
    }
    console.info(`✓ ${job.name} built in ${result.seconds.toFixed(1)} s`);
  }
}

await Promise.all(Array.from({ length: Math.min(concurrency(), jobs.length) }, worker));
if (failed) process.exit(1);
console.info(`\nBuilt ${jobs.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
