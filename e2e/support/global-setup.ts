import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_URL, HOST_URL, PORTS } from './ports';
import {
  FRONT_ENDS,
  type FrontEnd,
  isBuilt,
  ROOT,
  readJson,
  type StaticServer,
  serveDist,
  startNode,
  writeJson,
} from './stack';

const PORT_OF: Record<FrontEnd, number> = {
  host: PORTS.host,
  'mf-catalog': PORTS.mf_catalog,
  'mf-auth': PORTS.mf_auth,
  'mf-dating-subscription': PORTS.mf_dating_subscription,
  'mf-onboarding': PORTS.mf_onboarding,
};

/** Points the host copy at this run's ports, as a deploy edits config.json and remotes.json. */
function configureHost(dir: string): void {
  const configFile = path.join(dir, 'config.json');
  const config = readJson<Record<string, unknown>>(configFile);
  writeJson(configFile, {
    ...config,
    siteUrl: HOST_URL,
    apiHost: API_URL,
    yookassa: { widgetUrl: `http://localhost:${PORTS.yookassa}/checkout-widget.js` },
  });
  writeJson(path.join(dir, 'remotes.json'), {
    mf_catalog: `http://localhost:${PORTS.mf_catalog}/mf-manifest.json`,
    mf_auth: `http://localhost:${PORTS.mf_auth}/mf-manifest.json`,
    mf_dating_subscription: `http://localhost:${PORTS.mf_dating_subscription}/mf-manifest.json`,
    mf_onboarding: `http://localhost:${PORTS.mf_onboarding}/mf-manifest.json`,
  });
}

/**
 * Starts the built stack as `npm start --no-build` does, on this run's ports: the stand-ins, the API on a fresh
 * embedded database, and a snapshot of every built front end. Returns the teardown.
 */
export default async function globalSetup() {
  const children: ChildProcess[] = [];
  const servers: StaticServer[] = [];
  const scratch = mkdtempSync(path.join(tmpdir(), 'kaver-e2e-'));
  const snapshot = path.join(scratch, 'dist');
  process.env.KAVER_E2E_SNAPSHOT = snapshot;

  const teardown = async () => {
    await Promise.all(servers.map((server) => server.close()));
    for (const child of children) child.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  };

  try {
    for (const app of FRONT_ENDS) {
      if (!isBuilt(app)) {
        if (app === 'host') throw new Error('host is not built: run `npm run build` first');
        continue;
      }
      const dir = path.join(snapshot, app);
      cpSync(path.join(ROOT, app, 'dist'), dir, { recursive: true });
      if (app === 'host') configureHost(dir);
    }

    const standIns = path.join(ROOT, 'scripts/stand-ins/index.mjs');
    if (existsSync(standIns)) {
      children.push(
        await startNode(
          standIns,
          { YOOKASSA_STAND_IN_PORT: String(PORTS.yookassa), SMS_STAND_IN_PORT: String(PORTS.sms) },
          `http://127.0.0.1:${PORTS.sms}/health`,
        ),
      );
    }
    const api = path.join(ROOT, 'api/dist/main.js');
    if (existsSync(api)) {
      const origins = Object.values(PORT_OF).flatMap((port) => [
        `http://localhost:${port}`,
        `http://127.0.0.1:${port}`,
      ]);
      children.push(
        await startNode(
          api,
          {
            PORT: String(PORTS.api),
            PUBLIC_URL: API_URL,
            DATA_DIR: path.join(scratch, 'db'),
            CORS_ORIGINS: origins.join(','),
            // Every test signs in from 127.0.0.1: the per-address SMS cap is lifted, the per-phone one stays.
            SMS_PER_IP_PER_HOUR: '100000',
            LOG_LEVEL: 'warn',
            SMS_URL: `http://localhost:${PORTS.sms}`,
            YOOKASSA_API_URL: `http://localhost:${PORTS.yookassa}/v3`,
          },
          `http://127.0.0.1:${PORTS.api}/health`,
        ),
      );
    }
    for (const app of FRONT_ENDS) {
      if (existsSync(path.join(snapshot, app))) {
        servers.push(await serveDist(path.join(snapshot, app), PORT_OF[app], app === 'host'));
      }
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
