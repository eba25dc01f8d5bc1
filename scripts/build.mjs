// Builds every front-end app for production (static files in <app>/dist) and the API (api/dist).
// `node scripts/build.mjs mf-catalog` builds one app.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_APPS } from './apps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const apps = FRONT_END_APPS.filter((app) => only.length === 0 || only.includes(app.dir));

function run(command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✗ ${path.relative(root, cwd) || '.'}: ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
  console.info(
    `✓ ${path.relative(root, cwd) || '.'} built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

for (const app of apps) {
  const dir = path.join(root, app.dir);
  if (!existsSync(path.join(dir, 'webpack.config.mjs'))) continue;
  rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  run(path.join(root, 'node_modules/.bin/webpack'), ['--mode', 'production'], dir);
}
if (only.length === 0 || only.includes('api')) {
  if (existsSync(path.join(root, 'api/package.json')))
    run('npm', ['run', 'build', '--silent'], path.join(root, 'api'));
}
