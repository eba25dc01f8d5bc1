import { availableParallelism } from 'node:os';
import path from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

function numberFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, got '${raw}'`);
  return value;
}

function listFrom(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * TRUST_PROXY, as the API reads it: unset or 0, no proxy (the socket's address is the visitor's); a number, that
 * many proxies in front; or their addresses and ranges. Never every hop: `true` is refused.
 */
export function trustProxyFrom(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (entry === 'true' || entry === '*')
      throw new Error(`TRUST_PROXY must name the proxies in front of the site's server, not '${entry}'`);
  }
  return entries;
}

/** The host server's settings: environment only, with defaults for a local run (host/README.md lists them). */
export interface ServerSettings {
  port: number;
  host: string;
  /** Server processes (one per core by default); 0 serves from the starting process alone. */
  workers: number;
  /** The host's browser build: index.html, static/, config.json, remotes.json. */
  distDir: string;
  /** Where the server reaches the API; config.json's apiHost (the browser's) when unset. */
  apiUrl: string | null;
  /** How long a page's data may take on the server before the page renders with its loading states. */
  dataTimeoutMs: number;
  /** How long loading a remote's module may take on the server before its fallback is rendered. */
  remoteTimeoutMs: number;
  /** The longest a render (and any one API call of it) may take. */
  renderTimeoutMs: number;
  /** How often the server asks the remotes whether a new build was deployed. */
  remoteRevalidateMs: number;
  /** How often the server asks the API whether it answers (more often while it does not). */
  apiProbeMs: number;
  /** Shared caches (a CDN) may keep a public page this long, and serve it stale while refreshing. */
  sharedMaxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  /** Each server process keeps a public page this long and renders it once for concurrent requests (0: off). */
  pageCacheSeconds: number;
  /** The most each process's page cache holds, in bytes of HTML (compressed copies included). */
  pageCacheBytes: number;
  /** Each server process keeps the API's public answers this long for its renders (0: off). */
  apiCacheSeconds: number;
  /** Origins allowed to read the host's files cross-origin (CORS); none by default. */
  corsOrigins: string[];
  /** The proxies in front of the server, whose X-Forwarded-For tells the visitor's address. */
  trustProxy: false | number | string[];
  /** Server-Timing on rendered pages (where a render spent its time); off by default. */
  serverTiming: boolean;
}

export function loadSettings(env: Env = process.env): ServerSettings {
  return {
    port: numberFrom(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    workers: Math.floor(numberFrom(env, 'HOST_WORKERS', availableParallelism())),
    distDir: path.resolve(env.KAVER_HOST_DIST || path.join(__dirname, '..')),
    apiUrl: env.API_URL || null,
    dataTimeoutMs: numberFrom(env, 'SSR_DATA_TIMEOUT_MS', 1500),
    remoteTimeoutMs: numberFrom(env, 'SSR_REMOTE_TIMEOUT_MS', 3000),
    renderTimeoutMs: numberFrom(env, 'SSR_RENDER_TIMEOUT_MS', 5000),
    remoteRevalidateMs: numberFrom(env, 'REMOTE_REVALIDATE_MS', 1000),
    apiProbeMs: numberFrom(env, 'API_PROBE_MS', 2000),
    sharedMaxAgeSeconds: numberFrom(env, 'HTML_SHARED_MAX_AGE', 60),
    staleWhileRevalidateSeconds: numberFrom(env, 'HTML_STALE_WHILE_REVALIDATE', 300),
    pageCacheSeconds: numberFrom(env, 'PAGE_CACHE_SECONDS', 5),
    pageCacheBytes: numberFrom(env, 'PAGE_CACHE_MB', 64) * 1024 * 1024,
    apiCacheSeconds: numberFrom(env, 'API_CACHE_SECONDS', 5),
    corsOrigins: listFrom(env, 'CORS_ORIGINS'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    serverTiming: env.SERVER_TIMING === '1',
  };
}
