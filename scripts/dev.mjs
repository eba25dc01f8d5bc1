// `npm run dev`: every front end in webpack-dev-server (rebuilds and reloads on change), the API in watch mode
// when it offers one, and the stand-ins. Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_APPS } from './apps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const children = [];

function start(name, command, args, cwd) {
  const child = spawn(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
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
const apiPackage = path.join(root, 'api/package.json');
if (existsSync(apiPackage) && JSON.parse(readFileSync(apiPackage, 'utf8')).scripts?.dev) {
  start('api', 'npm', ['run', 'dev'], path.join(root, 'api'));
}
for (const app of FRONT_END_APPS) {
  const dir = path.join(root, app.dir);
  if (!existsSync(path.join(dir, 'webpack.config.mjs'))) continue;
  start(app.name, path.join(root, 'node_modules/.bin/webpack'), ['serve', '--mode', 'development'], dir);
}
