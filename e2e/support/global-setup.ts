import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distOf, ROOT, type StaticServer, serveDist, startNode } from './stack';

const APPS: Array<[dir: string, port: number, spa: boolean]> = [
  ['host', 3000, true],
  ['mf-catalog', 3001, false],
  ['mf-auth', 3002, false],
  ['mf-dating-subscription', 3003, false],
  ['mf-onboarding', 3004, false],
];

/**
 * Starts the built stack the way `npm start --no-build` does: the stand-ins, the API on a fresh embedded
 * database, and every front end that was built. Returns the teardown.
 */
export default async function globalSetup() {
  const children: ChildProcess[] = [];
  const servers: StaticServer[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kaver-e2e-db-'));

  const standIns = path.join(ROOT, 'scripts/stand-ins/index.mjs');
  if (existsSync(standIns)) children.push(await startNode(standIns, {}, 'http://127.0.0.1:4101/health'));
  const api = path.join(ROOT, 'api/dist/main.js');
  if (existsSync(api)) {
    children.push(await startNode(api, { DATA_DIR: dataDir, PORT: '4000' }, 'http://127.0.0.1:4000/health'));
  }
  for (const [app, port, spa] of APPS) {
    if (app !== 'host' && !existsSync(path.join(ROOT, app, 'dist'))) continue;
    servers.push(await serveDist(distOf(app), port, spa));
  }

  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
