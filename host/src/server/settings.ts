import path from 'node:path';

function numberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, got '${raw}'`);
  return value;
}

function listFrom(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The host server's settings: environment only, with defaults for a local run (host/README.md lists them). */
export interface ServerSettings {
  port: number;
  host: string;
  /** The host's browser build: index.html, static/, config.json, remotes.json. */
  distDir: string;
  /** Where the server reaches the API; config.json's apiHost (the browser's) when unset. */
  apiUrl: string | null;
  /** How long a page's data may take on the server before the page renders with its loading states. */
  dataTimeoutMs: number;
  /** How long loading a remote's module may take on the server before its fallback is rendered. */
  remoteTimeoutMs: number;
  /** The longest a render may take; past it the browser renders the page instead. */
  renderTimeoutMs: number;
  /** How often at most the server asks the remotes whether a new build was deployed. */
  remoteRevalidateMs: number;
  /** Shared caches (a CDN) may keep an anonymous page this long, and serve it stale while refreshing. */
  sharedMaxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  /** This server keeps an anonymous page this long for every visitor with the same address (0: off). */
  pageCacheSeconds: number;
  /** Origins allowed to read the host's files cross-origin (CORS); none by default. */
  corsOrigins: string[];
}

export function loadSettings(): ServerSettings {
  return {
    port: numberFrom('PORT', 3000),
    host: process.env.HOST || '127.0.0.1',
    distDir: path.resolve(process.env.KAVER_HOST_DIST || path.join(__dirname, '..')),
    apiUrl: process.env.API_URL || null,
    dataTimeoutMs: numberFrom('SSR_DATA_TIMEOUT_MS', 1500),
    remoteTimeoutMs: numberFrom('SSR_REMOTE_TIMEOUT_MS', 3000),
    renderTimeoutMs: numberFrom('SSR_RENDER_TIMEOUT_MS', 5000),
    remoteRevalidateMs: numberFrom('REMOTE_REVALIDATE_MS', 1000),
    sharedMaxAgeSeconds: numberFrom('HTML_SHARED_MAX_AGE', 60),
    staleWhileRevalidateSeconds: numberFrom('HTML_STALE_WHILE_REVALIDATE', 300),
    pageCacheSeconds: numberFrom('PAGE_CACHE_SECONDS', 5),
    corsOrigins: listFrom('CORS_ORIGINS'),
  };
}
