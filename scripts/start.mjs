// `npm start`: builds every app for production (scripts/build.mjs: two at a time, with webpack's cache), then
// starts the host's server (it renders every page) on :3000, serves the four remotes' files on :3001-3004, the
// API on :4000 and the local stand-ins for third-party services on :4100+, and prints every URL. `--no-build` serves what is built. Ctrl+C or SIGTERM stops everything
// (scripts/supervisor.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PORT, FRONT_END_APPS, formatServiceUrls, STAND_IN_PORTS, serviceUrls } from './apps.mjs';
import { serveStatic } from './serve-static.mjs';
import { authProvidersApiEnv } from './stand-ins/auth-providers.mjs';
import { createSupervisor } from './supervisor.mjs';
import { waitForUrl } from './wait-for-url.mjs';

const root = path.resolve(import.meta.dirname, '..');
const servers = [];
const supervisor = createSupervisor({
  cwd: root,
  beforeStop: () => Promise.all(servers.map((server) => server.close())),
});

if (!process.argv.includes('--no-build')) {
  const built = await supervisor.run(process.execPath, [path.join(root, 'scripts/build.mjs')]);
  if (built !== 0) await supervisor.stopAll(built);
}

const readiness = [];
const standIns = path.join(root, 'scripts/stand-ins/index.mjs');
if (existsSync(standIns)) {
  supervisor.start('stand-ins', process.execPath, [standIns]);
  readiness.push(`http://127.0.0.1:${STAND_IN_PORTS.sms}/health`);
}
const api = path.join(root, 'api/dist/main.js');
// The sign-in providers of development: the auth stand-in (config.json points the browser at it too).
const siteUrl = `http://localhost:${FRONT_END_APPS.find((app) => app.shell)?.port}`;
const authUrl = `http://localhost:${STAND_IN_PORTS.auth}`;
if (existsSync(api)) {
  supervisor.start('api', process.execPath, [api], { env: authProvidersApiEnv({ authUrl, siteUrl }) });
  readiness.push(`http://127.0.0.1:${API_PORT}/health`);
}

// The remotes are static files, as a CDN serves them; the host is its own server, which renders every page.
for (const app of FRONT_END_APPS) {
  const dist = path.join(root, app.dir, 'dist');
  if (!existsSync(dist)) continue;
  if (app.shell) {
    supervisor.start('host', process.execPath, [path.join(dist, 'server/main.js')], {
      env: { PORT: String(app.port), KAVER_HOST_DIST: dist },
    });
    readiness.push(`http://127.0.0.1:${app.port}/health`);
  } else {
    servers.push(await serveStatic({ dir: dist, port: app.port }));
  }
}
await Promise.all(readiness.map((url) => waitForUrl(url)));
console.info(`\nKaver is running:\n${formatServiceUrls(serviceUrls())}`);
console.info('\nOpen http://localhost:3000  (Ctrl+C stops everything)');
