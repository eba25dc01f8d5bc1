// `npm start`: builds every app for production (scripts/build.mjs: two at a time, with webpack's cache), then
// serves the five front ends on their ports, the API on :4000 and the local stand-ins for third-party services
// on :4100+, and prints every URL. `--no-build` serves what is built.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PORT, FRONT_END_APPS, formatServiceUrls, STAND_IN_PORTS, serviceUrls } from './apps.mjs';
import { serveStatic } from './serve-static.mjs';
import { waitForUrl } from './wait-for-url.mjs';

const root = path.resolve(import.meta.dirname, '..');
const children = [];
const servers = [];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(servers.map((server) => server.close())).finally(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Starts a node process and keeps it tied to this one: if it dies, everything stops. */
function startNode(name, script, env = {}) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (signal === 'SIGTERM') return;
    console.error(`${name} exited (${signal ?? code}); stopping everything`);
    stopAll(1);
  });
  children.push(child);
  return child;
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const readiness = [];
const standIns = path.join(root, 'scripts/stand-ins/index.mjs');
if (existsSync(standIns)) {
  startNode('stand-ins', standIns);
  readiness.push(`http://127.0.0.1:${STAND_IN_PORTS.sms}/health`);
}
const api = path.join(root, 'api/dist/main.js');
if (existsSync(api)) {
  startNode('api', api);
  readiness.push(`http://127.0.0.1:${API_PORT}/health`);
}

for (const app of FRONT_END_APPS) {
  const dist = path.join(root, app.dir, 'dist');
  if (!existsSync(dist)) continue;
  servers.push(await serveStatic({ dir: dist, port: app.port, spa: app.spa }));
}
await Promise.all(readiness.map((url) => waitForUrl(url)));
console.info(`\nKaver is running:\n${formatServiceUrls(serviceUrls())}`);
console.info('\nOpen http://localhost:3000  (Ctrl+C stops everything)');
