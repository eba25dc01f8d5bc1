// Starts the built stack on ports shifted by an offset: snapshot copies of the front-end builds (so rebuilding
// while it runs breaks nothing; the host copy's config.json and remotes.json point at this stack), the
// stand-ins, and the API on a fresh embedded database. Used by the e2e tests and the benchmarks.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveStatic } from './serve-static.mjs';
import { authProvidersApiEnv, authProvidersConfig } from './stand-ins/auth-providers.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

export const FRONT_ENDS = [
  { dir: 'host', name: 'host', port: 3000, shell: true },
  { dir: 'mf-catalog', name: 'mf_catalog', port: 3001 },
  { dir: 'mf-auth', name: 'mf_auth', port: 3002 },
  { dir: 'mf-dating-subscription', name: 'mf_dating_subscription', port: 3003 },
  { dir: 'mf-onboarding', name: 'mf_onboarding', port: 3004 },
];

/**
 * Ports that browsers and Node's fetch refuse to talk to (the Fetch standard's "bad ports") in the ranges a stack
 * uses: an offset that lands a server on one of them would fail in ways that look like the server's fault.
 */
const REFUSED_PORTS = new Set([3659, 4045, 4190, 5060, 5061, 6000]);

export function stackPorts(offset = 0) {
  const ports = {
    api: 4000 + offset,
    yookassa: 4100 + offset,
    sms: 4101 + offset,
    auth: 4102 + offset,
    vkid: 4103 + offset,
  };
  for (const app of FRONT_ENDS) ports[app.name] = app.port + offset;
  const refused = Object.entries(ports).find(([, port]) => REFUSED_PORTS.has(port));
  if (refused)
    throw new Error(
      `Offset ${offset} puts ${refused[0]} on port ${refused[1]}, which browsers and fetch refuse: choose another`,
    );
  return ports;
}

async function waitForUrl(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startNode(script, env, readyUrl, quiet) {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: quiet ? 'ignore' : 'inherit',
  });
  return waitForUrl(readyUrl, 90_000, child).then(() => child);
}

function rewriteJson(file, update) {
  writeFileSync(file, JSON.stringify(update(JSON.parse(readFileSync(file, 'utf8'))), null, 2));
}

/**
 * @param {{ offset?: number, quiet?: boolean, configOverrides?: object, apiEnv?: Record<string, string>, hostEnv?: Record<string, string>, extraOrigins?: string[] }} options
 *   extraOrigins: more site origins the API answers CORS for (a test's own host on a spare port).
 * @returns {Promise<{ ports: Record<string, number>, snapshot: string, stop: () => Promise<void> }>}
 */
export async function startStack({
  offset = 0,
  quiet = false,
  configOverrides = {},
  apiEnv = {},
  hostEnv = {},
  extraOrigins = [],
} = {}) {
  const ports = stackPorts(offset);
  const url = (port) => `http://localhost:${port}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'kaver-stack-'));
  const snapshot = path.join(scratch, 'dist');
  const children = [];
  const servers = [];

  const stop = async () => {
    await Promise.all(servers.map((server) => server.close()));
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  };

  try {
    for (const app of FRONT_ENDS) {
      const dist = path.join(ROOT, app.dir, 'dist');
      if (!existsSync(dist)) {
        if (app.shell) throw new Error('host is not built: run `npm run build` first');
        continue;
      }
      cpSync(dist, path.join(snapshot, app.dir), { recursive: true });
    }
    const hostDir = path.join(snapshot, 'host');
    rewriteJson(path.join(hostDir, 'config.json'), (config) => ({
      ...config,
      siteUrl: url(ports.host),
      apiHost: url(ports.api),
      yookassa: { widgetUrl: `${url(ports.yookassa)}/checkout-widget.js` },
      ...authProvidersConfig({
        authUrl: url(ports.auth),
        vkidHost: `localhost:${ports.vkid}`,
        siteUrl: url(ports.host),
      }),
      ...configOverrides,
    }));
    rewriteJson(path.join(hostDir, 'remotes.json'), () =>
      Object.fromEntries(
        FRONT_ENDS.filter((app) => !app.shell).map((app) => [
          app.name,
          `${url(ports[app.name])}/mf-manifest.json`,
        ]),
      ),
    );

    const standIns = path.join(ROOT, 'scripts/stand-ins/index.mjs');
    if (existsSync(standIns)) {
      children.push(
        await startNode(
          standIns,
          {
            YOOKASSA_STAND_IN_PORT: String(ports.yookassa),
            SMS_STAND_IN_PORT: String(ports.sms),
            AUTH_STAND_IN_PORT: String(ports.auth),
            VKID_STAND_IN_PORT: String(ports.vkid),
            YOOKASSA_NOTIFY_URL: `http://127.0.0.1:${ports.api}/api/payments/notifications`,
          },
          `http://127.0.0.1:${ports.sms}/health`,
          quiet,
        ),
      );
    }
    const api = path.join(ROOT, 'api/dist/main.js');
    if (existsSync(api)) {
      const origins = [
        ...FRONT_ENDS.flatMap((app) => [url(ports[app.name]), `http://127.0.0.1:${ports[app.name]}`]),
        ...extraOrigins,
      ];
      children.push(
        await startNode(
          api,
          {
            PORT: String(ports.api),
            PUBLIC_URL: url(ports.api),
            SITE_URL: url(ports.host),
            DATA_DIR: path.join(scratch, 'db'),
            // Pictures are the same bytes for the same id, written atomically: every stack on this machine shares
            // them, so only the first run draws them (AVIF takes minutes of CPU that tests would compete for).
            MEDIA_CACHE_DIR: path.join(ROOT, 'node_modules/.cache/kaver-media'),
            CORS_ORIGINS: origins.join(','),
            // Every test signs in from 127.0.0.1: the per-address SMS cap is lifted, the per-phone one stays.
            SMS_PER_IP_PER_HOUR: '100000',
            // And the general rate limits per address (api/src/http/rate-limits.ts): every browser is 127.0.0.1.
            RATE_LIMIT: '0',
            SMS_URL: url(ports.sms),
            YOOKASSA_API_URL: `${url(ports.yookassa)}/v3`,
            LOG_LEVEL: 'warn',
            ...authProvidersApiEnv({ authUrl: url(ports.auth), siteUrl: url(ports.host) }),
            ...apiEnv,
          },
          `http://127.0.0.1:${ports.api}/health`,
          quiet,
        ),
      );
    }
    // The remotes are static files; the host is its own server, which renders every page.
    for (const app of FRONT_ENDS.filter((front) => !front.shell)) {
      const dir = path.join(snapshot, app.dir);
      if (existsSync(dir)) servers.push(await serveStatic({ dir, port: ports[app.name] }));
    }
    children.push(
      await startNode(
        path.join(hostDir, 'server/main.js'),
        { PORT: String(ports.host), KAVER_HOST_DIST: hostDir, ...hostEnv },
        `http://127.0.0.1:${ports.host}/health`,
        quiet,
      ),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, snapshot, stop };
}
