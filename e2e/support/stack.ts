import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The same static server `npm start` uses, so tests see production behaviour (CSP, CORS, caching, SPA fallback).
import { serveStatic } from '../../scripts/serve-static.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface StaticServer {
  close: () => Promise<unknown>;
}

export function distOf(app: string): string {
  const dir = path.join(ROOT, app, 'dist');
  if (!existsSync(dir)) throw new Error(`${app}/dist is missing: run \`npm run build\` first`);
  return dir;
}

export function serveDist(dir: string, port: number, spa = false): Promise<StaticServer> {
  return serveStatic({ dir, port, spa });
}

/** A private copy of a built app, to edit its deploy files (remotes.json, latest-build.json) without rebuilding. */
export function copyDist(app: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `kaver-${app}-`));
  cpSync(distOf(app), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts a node script and waits until an HTTP URL answers. */
export async function startNode(
  script: string,
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  await waitForUrl(readyUrl, 60_000, child);
  return child;
}

export async function waitForUrl(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
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
