// Starts what an integration test talks to: the stand-ins (YooKassa, SMS) and the built API (dist/main.js)
// on free loopback ports with a fresh data folder (or a fresh database when DATABASE_URL is set), and
// stops them by PID. `restartApi` restarts the API on the same data to prove persistence.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '../../scripts/postgres-database.mjs';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(apiDir, '..');

export interface Stack {
  api: string;
  yookassa: string;
  sms: string;
  /** The API's data folder (PGlite files, rendered pictures). */
  dataDir: string;
  restartApi(): Promise<void>;
  /**
   * Another API process on the same database (a replica behind a load balancer), at the answered URL; only
   * with DATABASE_URL (an embedded data folder has one owner). Stopped with the stack.
   */
  startReplica(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A free port for the API, taken below the kernel's ephemeral range (32768-60999 on Linux): every port-0
 * listener (the stand-ins of this and the other test files) gets its port from that range, so none of them can
 * be handed this one between the check here and the API's own listen.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const candidate = 20_000 + Math.floor(Math.random() * 10_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(candidate, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
  throw new Error('no free port between 20000 and 29999');
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The built API alone, unseeded, on the embedded database of `env.DATA_DIR`, with its output collected: for the
 * tests of the processes themselves (the data folder's lock, the HTTP workers).
 */
export function spawnApi(env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(apiDir, 'dist/main.js')], {
    env: { ...process.env, APP_ENV: 'test', HOST: '127.0.0.1', DATABASE_URL: '', SEED: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits for the first stdout line that parses as JSON with the wanted key. */
function firstJsonLine(child: ChildProcess, key: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (const line of buffer.split('\n')) {
        try {
          const parsed = JSON.parse(line);
          if (parsed && key in parsed) resolve(parsed);
        } catch {
          // not a JSON line yet
        }
      }
    });
    child.once('exit', (code) => reject(new Error(`process exited with ${code} before it was ready`)));
  });
}

export async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // A first start migrates and seeds 22 cities: on a 2-core machine other work shares, that can take a while.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${url}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API did not become healthy:\n${output()}`);
}

/** With DATABASE_URL set (CI's PostgreSQL run), each stack gets its own fresh database on that server. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? createScratchDatabase(serverUrl, 'kaver_test') : null;
}

export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const standIns = spawn(process.execPath, [path.join(repoDir, 'scripts/stand-ins/index.mjs')], {
    env: {
      ...process.env,
      YOOKASSA_STAND_IN_PORT: '0',
      SMS_STAND_IN_PORT: '0',
      AUTH_STAND_IN_PORT: '0',
      VKID_STAND_IN_PORT: '0',
      YOOKASSA_NOTIFY_URL: `${api}/api/payments/notifications`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const urls = await firstJsonLine(standIns, 'yookassa');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kaver-api-test-'));
  const database = await freshDatabase();

  // Every API process started, kept from its spawn on: a start that never becomes healthy is stopped too.
  const processes: ChildProcess[] = [];
  const launch = async (apiPort: number) => {
    let output = '';
    const started = spawn(process.execPath, [path.join(apiDir, 'dist/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        APP_ENV: 'test',
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: api,
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        LOG_LEVEL: 'warn',
        SMS_PROVIDER: 'stand-in',
        SMS_URL: urls.sms!,
        YOOKASSA_API_URL: `${urls.yookassa}/v3`,
        RENEWAL_INTERVAL_MS: '3600000',
        // Pictures render on request only: rendering the whole set would compete with the tests for the CPU.
        MEDIA_PRERENDER: '0',
        // Every test signs in from 127.0.0.1: a per-address cap far above what a run sends, so that the suite
        // can run twice within the hour; auth.test.ts sets a small one to test the cap itself.
        SMS_PER_IP_PER_HOUR: '1000',
        // The same for the general rate limits; security.test.ts and fuzz.test.ts set their own.
        RATE_LIMIT_SIGN_IN: '100000',
        RATE_LIMIT_PAYMENTS: '100000',
        RATE_LIMIT_WRITES: '100000',
        RATE_LIMIT_SEARCH: '100000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    processes.push(started);
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    started.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitForHealth(`http://127.0.0.1:${apiPort}`, started, () => output);
    return started;
  };
  let child: ChildProcess | undefined;
  const startApi = async () => {
    child = await launch(port);
  };
  const cleanUp = async () => {
    for (const started of processes) await stopProcess(started);
    await stopProcess(standIns);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await startApi();
  } catch (error) {
    // A failed start must not leave the stand-ins running: the test file would never exit.
    await cleanUp();
    throw error;
  }

  return {
    api,
    yookassa: urls.yookassa!,
    sms: urls.sms!,
    dataDir,
    async startReplica() {
      if (!database) throw new Error('replicas need DATABASE_URL: an embedded data folder has one owner');
      const replicaPort = await freePort();
      await launch(replicaPort);
      return `http://127.0.0.1:${replicaPort}`;
    },
    async restartApi() {
      if (child) await stopProcess(child);
      await startApi();
    },
    stop: cleanUp,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies loosely and assert their shape
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON call; `body` is sent as JSON when given. */
// biome-ignore lint/suspicious/noExplicitAny: as above
export async function call<T = any>(
  base: string,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (media, docs)
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

export const WEB = '/kaver/web/v1';
export const AUTH = '/kaver/auth';
export const MOBILE = '/digitalcity/afisha/5';

/** Signs in by phone (send + confirm with the securityData code) and answers the tokens. */
export async function login(
  stack: Stack,
  phone: string,
): Promise<{ accessToken: string; refreshToken: string; isNewUser: boolean }> {
  const sent = await call(stack.api, 'POST', `${AUTH}/`, { headers: { auth_type: '1', phone } });
  if (sent.status !== 200) throw new Error(`send code failed: ${JSON.stringify(sent.body)}`);
  const confirmed = await call(stack.api, 'POST', `${AUTH}/token/sms/v2`, {
    headers: { code: sent.body.security_data, phone, platform_id: '3' },
  });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  return {
    accessToken: confirmed.body.access_token,
    refreshToken: confirmed.body.refresh_token,
    isNewUser: confirmed.body.is_new_user,
  };
}
