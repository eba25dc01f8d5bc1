import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The same static server `npm start` uses, so tests see production behaviour (CSP, CORS, caching, SPA fallback).
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

export function serveDist(dir: string, port: number, spa = false): Promise<StaticServer> {
  return serveStatic({ dir, port, spa });
}

/** A private copy of a served build, to edit its deploy files (remotes.json, latest-build.json). */
export function copyDist(app: FrontEnd): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `kaver-${app}-`));
  cpSync(distOf(app), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
