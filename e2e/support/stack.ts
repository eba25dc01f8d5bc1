import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The same static server `npm start` uses for the remotes, so tests see production behaviour (CORS, caching).
import { serveStatic } from '../../scripts/serve-static.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export const FRONT_ENDS = [
  'host',
  'mf-catalog',
  'mf-auth',
  'mf-dating-subscription',
  'mf-onboarding',
] as const;
export type FrontEnd = (typeof FRONT_ENDS)[number];

export interface StaticServer {
  close: () => Promise<unknown>;
}

/**
 * The builds this run serves: copies taken by the global setup, so that rebuilding an app while tests run
 * cannot break them.
 */
export function distOf(app: FrontEnd): string {
  const snapshot = process.env.KAVER_E2E_SNAPSHOT;
  const dir = snapshot ? path.join(snapshot, app) : path.join(ROOT, app, 'dist');
  if (!existsSync(dir)) throw new Error(`${app} is not built: run \`node scripts/build.mjs ${app}\` first`);
  return dir;
}

/** Serves a remote's build as static files, as a CDN would. */
export function serveDist(dir: string, port: number): Promise<StaticServer> {
  return serveStatic({ dir, port });
}

/**
 * Starts the host's server on a copy of its build (its remotes.json and config.json as the copy has them), the way
 * a deploy runs it. close() stops it by its own pid.
 */
export async function startHost(
  dir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<StaticServer> {
  const child = spawn(process.execPath, [path.join(dir, 'server/main.js')], {
    env: { ...process.env, PORT: String(port), KAVER_HOST_DIST: dir, REMOTE_REVALIDATE_MS: '200', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the host server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the host server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** A private copy of a served build, to edit its deploy files (remotes.json, latest-build.json). */
export function copyDist(app: FrontEnd): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `kaver-${app}-`));
  cpSync(distOf(app), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
