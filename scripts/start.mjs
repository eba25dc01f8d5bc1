// `npm start`: builds every app for production (scripts/build.mjs: two at a time, with webpack's cache), then
// starts the local stand-ins for third-party services (:4100+) and the API (:4000), and once the API answers, the
// host's server (it renders every page) on :3000 and the four remotes' files on :3001-3004. It prints every URL
// when all of them answer. `--no-build` serves what is built. Ctrl+C or SIGTERM stops everything
// (scripts/supervisor.mjs).
//
// The API comes first so that the host never renders a page without it: on a fresh clone the API migrates and
// seeds its database before it listens, which takes longer than the host's start.
import './check-node.mjs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PORT, FRONT_END_APPS, formatServiceUrls, STAND_IN_PORTS, serviceUrls } from './apps.mjs';
import { serveStatic } from './serve-static.mjs';
import { authProvidersApiEnv } from './stand-ins/auth-providers.mjs';
import { createSupervisor } from './supervisor.mjs';
import { waitForUrl } from './wait-for-url.mjs';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const servers = [];
const supervisor = createSupervisor({
  cwd: root,
  beforeStop: () => Promise.all(servers.map((server) => server.close())),
});
/** Waits for every URL; if one never answers, says which and stops everything. */
async function allAnswer(urls) {
  try {
    await Promise.all(urls.map((url) => waitForUrl(url, { gaveUp: supervisor.isStopping })));
  } catch (error) {
    console.error(error.message);
    await supervisor.stopAll(1);
  }
}

if (!process.argv.includes('--no-build')) {
  const built = await supervisor.run(process.execPath, [path.join(root, 'scripts/build.mjs')]);
  if (built !== 0) await supervisor.stopAll(built);
}

const standIns = path.join(root, 'scripts/stand-ins/index.mjs');
if (existsSync(standIns)) supervisor.start('stand-ins', process.execPath, [standIns]);
const api = path.join(root, 'api/dist/main.js');
// The sign-in providers of development: the auth stand-in (config.json points the browser at it too).
const siteUrl = `http://localhost:${FRONT_END_APPS.find((app) => app.shell)?.port}`;
const authUrl = `http://localhost:${STAND_IN_PORTS.auth}`;
if (existsSync(api)) {
  supervisor.start('api', process.execPath, [api], { env: authProvidersApiEnv({ authUrl, siteUrl }) });
  await allAnswer([`http://127.0.0.1:${API_PORT}/health`]);
}

// The remotes are static files, as a CDN serves them; the host is its own server, which renders every page.
for (const app of FRONT_END_APPS) {
  const dist = path.join(root, app.dir, 'dist');
  if (!existsSync(dist)) continue;
  if (app.shell) {
    supervisor.start('host', process.execPath, [path.join(dist, 'server/main.js')], {
      env: { PORT: String(app.port), KAVER_HOST_DIST: dist },
    });
  } else {
    servers.push(await serveStatic({ dir: dist, port: app.port }));
  }
}
// What is printed is what answers: the site, each remote's harness, the API and every stand-in.
await allAnswer(serviceUrls().map((line) => line.url));
if (!supervisor.isStopping()) {
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.info(`\nKaver is running (ready ${seconds} s after start):\n${formatServiceUrls(serviceUrls())}`);
  console.info('\nOpen http://localhost:3000  (Ctrl+C stops everything)');
}
