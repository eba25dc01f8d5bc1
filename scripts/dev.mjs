// `npm run dev`: every front end in webpack-dev-server (rebuilds and reloads on change), the API (built once at
// start: restart `npm run dev` after changing api/) and the stand-ins. Ctrl+C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_APPS, STAND_IN_PORTS } from './apps.mjs';
import { authProvidersApiEnv } from './stand-ins/auth-providers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const children = [];

function start(name, command, args, cwd, env = {}) {
  const child = spawn(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', ...env },
  });
  child.on('exit', (code) => console.info(`${name} exited (${code})`));
  children.push(child);
}

process.on('SIGINT', () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
});

const standIns = path.join(root, 'scripts/stand-ins/index.mjs');
if (existsSync(standIns)) start('stand-ins', process.execPath, [standIns], root);
if (existsSync(path.join(root, 'api/package.json'))) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const siteUrl = `http://localhost:${FRONT_END_APPS.find((app) => app.spa)?.port}`;
  const authUrl = `http://localhost:${STAND_IN_PORTS.auth}`;
  start(
    'api',
    process.execPath,
    [path.join(root, 'api/dist/main.js')],
    root,
    authProvidersApiEnv({ authUrl, siteUrl }),
  );
}
for (const app of FRONT_END_APPS) {
  const dir = path.join(root, app.dir);
  if (!existsSync(path.join(dir, 'webpack.config.mjs'))) continue;
  start(app.name, path.join(root, 'node_modules/.bin/webpack'), ['serve', '--mode', 'development'], dir);
}
