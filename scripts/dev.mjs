// `npm run dev`: every front end in webpack-dev-server (each workspace's `dev` script: rebuilds and reloads on
// change), the API (built once at start: restart `npm run dev` after changing api/) and the stand-ins. It prints
// every URL once they all answer. Ctrl+C (SIGINT) or SIGTERM stops everything it started, children and their
// children; if one of them dies, it stops the rest.
//
// `node scripts/dev.mjs mf-catalog stand-ins` runs only those (app folders, `api`, `stand-ins`).
// KAVER_DEV_PORT_OFFSET=<n> moves every port by n; the host's config.json still names the standard ports, so
// an offset run suits a remote's harness (with ?api=…) and tests, not the whole site.
import './check-node.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PORT, FRONT_END_APPS, formatServiceUrls, STAND_IN_PORTS, serviceUrls } from './apps.mjs';
import { authProvidersApiEnv } from './stand-ins/auth-providers.mjs';
import { createSupervisor } from './supervisor.mjs';
import { waitForUrl } from './wait-for-url.mjs';

const root = path.resolve(import.meta.dirname, '..');
const offset = Number(process.env.KAVER_DEV_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0) {
  console.error(`KAVER_DEV_PORT_OFFSET must be a whole number, not '${process.env.KAVER_DEV_PORT_OFFSET}'`);
  process.exit(2);
}
const KNOWN = [...FRONT_END_APPS.map((app) => app.dir), 'api', 'stand-ins'];
const asked = process.argv.slice(2);
const unknown = asked.filter((target) => !KNOWN.includes(target));
if (unknown.length > 0) {
  console.error(`Unknown target: ${unknown.join(', ')} (known: ${KNOWN.join(', ')})`);
  process.exit(2);
}
const targets = asked.length > 0 ? asked : KNOWN;
// With an offset, the API gets a fresh database of its own: a second API on the folder of a standard run would
// corrupt it.
const scratchDb =
  offset > 0 && targets.includes('api') ? mkdtempSync(path.join(tmpdir(), 'kaver-dev-db-')) : null;
const supervisor = createSupervisor({
  cwd: root,
  env: { NODE_ENV: 'development' },
  afterStop: () => scratchDb && rmSync(scratchDb, { recursive: true, force: true }),
});
const { start } = supervisor;

const port = (base) => String(base + offset);
const local = (base, path = '/') => `http://127.0.0.1:${base + offset}${path}`;
const readiness = [];

if (targets.includes('stand-ins')) {
  start('stand-ins', process.execPath, [path.join(root, 'scripts/stand-ins/index.mjs')], {
    env: {
      YOOKASSA_STAND_IN_PORT: port(STAND_IN_PORTS.yookassa),
      SMS_STAND_IN_PORT: port(STAND_IN_PORTS.sms),
      AUTH_STAND_IN_PORT: port(STAND_IN_PORTS.auth),
      VKID_STAND_IN_PORT: port(STAND_IN_PORTS.vkid),
      YOOKASSA_NOTIFY_URL: local(API_PORT, '/api/payments/notifications'),
    },
  });
  readiness.push(local(STAND_IN_PORTS.sms, '/health'), local(STAND_IN_PORTS.yookassa));
}
if (targets.includes('api')) {
  const built = await supervisor.run('npm', ['run', 'build', '--silent'], { cwd: path.join(root, 'api') });
  if (built !== 0) {
    console.error('The API did not build; stopping everything');
    await supervisor.stopAll(built);
  }
  // With an offset, the API finds the stand-ins and the front ends on the moved ports.
  const movedApiEnv = {
    PORT: port(API_PORT),
    PUBLIC_URL: `http://localhost:${port(API_PORT)}`,
    DATA_DIR: scratchDb,
    SMS_URL: `http://localhost:${port(STAND_IN_PORTS.sms)}`,
    YOOKASSA_API_URL: `http://localhost:${port(STAND_IN_PORTS.yookassa)}/v3`,
    CORS_ORIGINS: FRONT_END_APPS.map((app) => `http://localhost:${port(app.port)}`).join(','),
  };
  // The sign-in providers of development: the auth stand-in (config.json points the browser at it too).
  const providers = authProvidersApiEnv({
    authUrl: `http://localhost:${port(STAND_IN_PORTS.auth)}`,
    siteUrl: `http://localhost:${port(FRONT_END_APPS.find((app) => app.shell)?.port ?? 3000)}`,
  });
  start('api', process.execPath, [path.join(root, 'api/dist/main.js')], {
    env: { ...providers, ...(offset > 0 ? movedApiEnv : {}) },
  });
  readiness.push(local(API_PORT, '/health'));
}
for (const app of FRONT_END_APPS) {
  if (!targets.includes(app.dir)) continue;
  // npm runs the workspace's own `dev` script (webpack serve); the port is passed on to it.
  start(app.name, 'npm', ['run', 'dev', '--silent', '--', '--port', port(app.port)], {
    cwd: path.join(root, app.dir),
  });
  readiness.push(local(app.port));
}

try {
  await Promise.all(readiness.map((url) => waitForUrl(url, { gaveUp: supervisor.isStopping })));
} catch (error) {
  console.error(error.message);
  await supervisor.stopAll(1);
}
if (!supervisor.isStopping()) {
  console.info(`\nKaver (development) is up:\n${formatServiceUrls(serviceUrls({ offset, targets }))}`);
  console.info('\nCtrl+C stops everything.');
}
