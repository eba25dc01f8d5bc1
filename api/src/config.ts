// Configuration from the environment only. Development and test get working defaults that point at the local
// stand-ins; production refuses to start until every real provider key is set.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type SmsProviderName = 'stand-in' | 'smsru';

export interface Config {
  env: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** Origin of this API as browsers reach it, for absolute /media URLs. */
  publicUrl: string;
  /** Origin of the public web site, for the absolute page URLs of /sitemap.xml. */
  siteUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Connections to a PostgreSQL server per HTTP process. */
  databasePoolSize: number;
  /** HTTP worker processes in front of the database owner; 0 serves HTTP from the owner itself. */
  workers: number;
  /** The in-process cache of anonymous public reads (and the CDN's max-age of those answers). */
  cache: { enabled: boolean; ttlSeconds: number };
  corsOrigins: string[];
  /** The session cookies (http/session-cookies.ts). */
  cookies: {
    /** `Domain` of the cookies (`.kaver.ru` when the site and the API are hosts of one site); null: the API's host. */
    domain: string | null;
    /** `Secure`, unless the site itself is plain http on localhost or 127.0.0.1. */
    secure: boolean;
  };
  /** Origins whose pages may make cookie-authenticated writes (CSRF check): CORS_ORIGINS and SITE_URL. */
  siteOrigins: string[];
  /**
   * Which proxies in front may say who the client is (X-Forwarded-For): false (none: the socket's address), a
   * number of hops (the address that many proxies back from the API), or the proxies' addresses and ranges.
   */
  trustProxy: false | number | string[];
  /** Outside production: listen on a non-loopback address all the same (ALLOW_DEVELOPMENT_ON_NETWORK=1). */
  allowDevelopmentOnNetwork: boolean;
  authSecret: string;
  seed: boolean;
  auth: {
    codeTtlSeconds: number;
    resendSeconds: number;
    maxCodeAttempts: number;
    /** Wrong codes a phone may send in 24 hours before sign-in by that phone is locked until they age out. */
    wrongCodesPerDay: number;
    smsPerPhonePerHour: number;
    smsPerIpPerHour: number;
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
    /** A rotated refresh token presented again within this many seconds (another tab) gets a pair, not a revocation. */
    refreshReuseGraceSeconds: number;
    /** Account deletion needs a sign-in at most this old. */
    freshSignInSeconds: number;
    /** Return the SMS code as securityData (never in production). */
    exposeCode: boolean;
  };
  sms: { provider: SmsProviderName; url: string; apiKey: string | null; sender: string | null };
  yookassa: {
    apiUrl: string;
    shopId: string;
    secretKey: string;
    /** Sender addresses (IPs or CIDRs) trusted for notifications. */
    notifyAllowlist: string[];
  };
  telegram: { botToken: string | null; maxAgeSeconds: number };
  vk: { appId: string | null; baseUrl: string; redirectUri: string | null };
  firebase: { projectId: string | null; emulatorHost: string | null; jwksUrl: string };
  renewal: { intervalMs: number };
  /**
   * Requests per client address and minute (per HTTP process) of each group of http/rate-limits.ts (0: no limit),
   * and the addresses and ranges never limited.
   */
  rateLimits: { signIn: number; payments: number; writes: number; search: number; exempt: string[] };
  /** How often expired personal data is pruned and deleted rows are erased from the files (jobs/retention.ts). */
  retention: { intervalSeconds: number };
  /** Rendered pictures: where they are kept, and whether the set is rendered ahead in the background. */
  media: { cacheDir: string; prerender: boolean };
}

/** A setting the API refuses to start with; main.ts prints its message alone. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** YooKassa's notification senders (yookassa-sdk-python, security_helper.py). */
export const YOOKASSA_OFFICIAL_IPS = [
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '185.71.76.0/27',
  '185.71.77.0/27',
  '2a02:5180::/32',
];

/** The development default of AUTH_SECRET: public (it is in the repository), so production refuses it. */
export const DEVELOPMENT_AUTH_SECRET = 'kaver-development-secret';
const MIN_PRODUCTION_SECRET_LENGTH = 32;

const DEV_CORS = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

function list(value: string | undefined): string[] | null {
  if (value === undefined || value.trim() === '') return null;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** An http(s) URL without its trailing slash; a malformed value stops the start-up. */
function httpUrl(name: string, value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new ConfigError(`${name} must be an http(s) URL`);
  }
  return value.replace(/\/+$/, '');
}

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or 0, no proxy; a number, that many proxies in front (1 behind one load balancer); or their
 * addresses and ranges ('10.0.0.0/8,127.0.0.1', or proxy-addr's 'loopback'). Never every hop: the left-most
 * X-Forwarded-For entry is whatever the client wrote, and the per-address limits would count nothing.
 */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = list(value) ?? [];
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const validPrefix = prefix === undefined || /^\d{1,3}$/.test(prefix);
    if (PROXY_KEYWORDS.has(entry) || (address && isIP(address) !== 0 && validPrefix)) continue;
    throw new ConfigError(
      `TRUST_PROXY must be the number of proxies in front of the API or their addresses, not '${entry}' ` +
        '(trusting every hop would take the client address from what the client itself wrote)',
    );
  }
  return entries;
}

/** An access token lives at most an hour: a stolen one is of little use for long. */
const MAX_ACCESS_TTL_SECONDS = 3600;

function accessTtl(env: NodeJS.ProcessEnv): number {
  const seconds = int(env, 'ACCESS_TOKEN_TTL_SECONDS', MAX_ACCESS_TTL_SECONDS);
  if (seconds < 1 || seconds > MAX_ACCESS_TTL_SECONDS) {
    throw new ConfigError(`ACCESS_TOKEN_TTL_SECONDS must be between 1 and ${MAX_ACCESS_TTL_SECONDS}`);
  }
  return seconds;
}

/** `.kaver.ru` or `kaver.ru`: a bare host name, no scheme, port or path. */
function cookieDomain(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(value)) {
    throw new ConfigError('COOKIE_DOMAIN must be a host name such as .kaver.ru');
  }
  return value;
}

/** Browsers keep Secure cookies only over https, except on localhost: a plain http site elsewhere gets none. */
function isPlainLocalSite(siteUrl: string): boolean {
  if (!URL.canParse(siteUrl)) return false;
  const { protocol, hostname } = new URL(siteUrl);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a non-negative integer`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const appEnv = env.APP_ENV || env.NODE_ENV || 'development';
  const isProduction = appEnv === 'production';
  const port = int(env, 'PORT', 4000);
  const dev = <T>(value: T): T | null => (isProduction ? null : value);
  const smsProvider = (env.SMS_PROVIDER || (isProduction ? 'smsru' : 'stand-in')) as SmsProviderName;
  if (smsProvider !== 'stand-in' && smsProvider !== 'smsru') {
    throw new ConfigError("SMS_PROVIDER must be 'stand-in' or 'smsru'");
  }

  const config: Config = {
    env: appEnv,
    isProduction,
    port,
    host: env.HOST || '127.0.0.1',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    siteUrl: env.SITE_URL ? httpUrl('SITE_URL', env.SITE_URL) : (dev('http://localhost:3000') ?? ''),
    dataDir: path.resolve(env.DATA_DIR || path.join(apiDir, '.data')),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: Math.max(1, int(env, 'DATABASE_POOL_SIZE', 10)),
    workers: int(env, 'API_WORKERS', availableParallelism()),
    cache: { enabled: env.API_CACHE !== '0', ttlSeconds: Math.max(1, int(env, 'CACHE_TTL_SECONDS', 30)) },
    corsOrigins: list(env.CORS_ORIGINS) ?? (isProduction ? [] : DEV_CORS),
    cookies: { domain: cookieDomain(env.COOKIE_DOMAIN), secure: true },
    siteOrigins: [],
    trustProxy: trustProxy(env.TRUST_PROXY),
    allowDevelopmentOnNetwork: env.ALLOW_DEVELOPMENT_ON_NETWORK === '1',
    authSecret: env.AUTH_SECRET || dev(DEVELOPMENT_AUTH_SECRET) || '',
    seed: env.SEED !== '0',
    auth: {
      codeTtlSeconds: int(env, 'SMS_CODE_TTL_SECONDS', 600),
      resendSeconds: int(env, 'SMS_RESEND_SECONDS', 60),
      maxCodeAttempts: int(env, 'SMS_CODE_MAX_ATTEMPTS', 5),
      wrongCodesPerDay: int(env, 'SMS_WRONG_CODES_PER_DAY', 10),
      smsPerPhonePerHour: int(env, 'SMS_PER_PHONE_PER_HOUR', 5),
      smsPerIpPerHour: int(env, 'SMS_PER_IP_PER_HOUR', 30),
      accessTtlSeconds: accessTtl(env),
      refreshTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 365 * 86_400),
      refreshReuseGraceSeconds: int(env, 'REFRESH_REUSE_GRACE_SECONDS', 10),
      freshSignInSeconds: int(env, 'FRESH_SIGN_IN_SECONDS', 300),
      exposeCode: !isProduction,
    },
    sms: {
      provider: smsProvider,
      url: env.SMS_URL || (smsProvider === 'smsru' ? 'https://sms.ru' : 'http://localhost:4101'),
      apiKey: env.SMS_API_KEY || null,
      sender: env.SMS_SENDER || null,
    },
    yookassa: {
      apiUrl: (env.YOOKASSA_API_URL || dev('http://localhost:4100/v3') || '').replace(/\/$/, ''),
      shopId: env.YOOKASSA_SHOP_ID || dev('test-shop') || '',
      secretKey: env.YOOKASSA_SECRET_KEY || dev('test_secret_key') || '',
      notifyAllowlist:
        list(env.YOOKASSA_NOTIFY_ALLOWLIST) ??
        (isProduction ? YOOKASSA_OFFICIAL_IPS : ['127.0.0.0/8', '::1']),
    },
    telegram: {
      botToken: env.TELEGRAM_BOT_TOKEN || null,
      maxAgeSeconds: int(env, 'TELEGRAM_AUTH_MAX_AGE', 86_400),
    },
    vk: {
      appId: env.VK_ID_APP_ID || null,
      baseUrl: (env.VK_ID_BASE_URL || 'https://id.vk.ru').replace(/\/$/, ''),
      redirectUri: env.VK_ID_REDIRECT_URI || null,
    },
    firebase: {
      projectId: env.FIREBASE_PROJECT_ID || null,
      // Production refuses the variable (assertProductionReady) rather than ignoring it.
      emulatorHost: isProduction ? null : env.FIREBASE_AUTH_EMULATOR_HOST || null,
      jwksUrl:
        env.FIREBASE_JWKS_URL ||
        'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    },
    renewal: { intervalMs: int(env, 'RENEWAL_INTERVAL_MS', 60_000) },
    rateLimits: rateLimits(env),
    retention: { intervalSeconds: Math.max(1, int(env, 'RETENTION_INTERVAL_SECONDS', 3600)) },
    media: {
      cacheDir: path.resolve(
        env.MEDIA_CACHE_DIR || path.join(env.DATA_DIR || path.join(apiDir, '.data'), 'media'),
      ),
      prerender: env.MEDIA_PRERENDER !== '0',
    },
  };
  config.cookies.secure = !isPlainLocalSite(config.siteUrl);
  config.siteOrigins = [...new Set([...config.corsOrigins, ...(config.siteUrl ? [config.siteUrl] : [])])];
  if (isProduction) assertProductionReady(config, env);
  return config;
}

/** RATE_LIMIT=0 turns every group off (the load benchmark); RATE_LIMIT_<GROUP> sets one group. */
function rateLimits(env: NodeJS.ProcessEnv): Config['rateLimits'] {
  const off = env.RATE_LIMIT === '0';
  const limit = (name: string, fallback: number) => (off ? 0 : int(env, name, fallback));
  return {
    signIn: limit('RATE_LIMIT_SIGN_IN', 20),
    payments: limit('RATE_LIMIT_PAYMENTS', 20),
    writes: limit('RATE_LIMIT_WRITES', 120),
    search: limit('RATE_LIMIT_SEARCH', 120),
    // The site's own servers, until they send the visitor's address (api/README.md, "Rate limits").
    exempt: list(env.RATE_LIMIT_EXEMPT) ?? [],
  };
}

/** A URL on this machine: a local stand-in, never a real provider. */
function isLoopbackUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const host = new URL(value).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

function assertProductionReady(config: Config, env: NodeJS.ProcessEnv): void {
  const missing = [
    ['AUTH_SECRET', config.authSecret],
    ['PUBLIC_URL', env.PUBLIC_URL],
    ['SITE_URL', env.SITE_URL],
    ['CORS_ORIGINS', env.CORS_ORIGINS],
    ['YOOKASSA_API_URL', env.YOOKASSA_API_URL],
    ['YOOKASSA_SHOP_ID', env.YOOKASSA_SHOP_ID],
    ['YOOKASSA_SECRET_KEY', env.YOOKASSA_SECRET_KEY],
    ['SMS_API_KEY', config.sms.apiKey],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (config.sms.provider === 'stand-in') missing.push('SMS_PROVIDER (not stand-in)');
  if (missing.length > 0) {
    throw new ConfigError(`Refusing to start in production without: ${missing.join(', ')}`);
  }
  // What development runs with must not reach production: the public secret, the stand-ins, the emulator.
  const refused: string[] = [];
  if (
    config.authSecret === DEVELOPMENT_AUTH_SECRET ||
    config.authSecret.length < MIN_PRODUCTION_SECRET_LENGTH
  ) {
    refused.push(
      `AUTH_SECRET is the development default or shorter than ${MIN_PRODUCTION_SECRET_LENGTH} characters ` +
        '(openssl rand -base64 48)',
    );
  }
  const providerUrls = [
    ['YOOKASSA_API_URL', config.yookassa.apiUrl],
    ['SMS_URL', config.sms.url],
    ['VK_ID_BASE_URL', config.vk.baseUrl],
    ['FIREBASE_JWKS_URL', config.firebase.jwksUrl],
  ];
  for (const [name, url] of providerUrls) {
    if (isLoopbackUrl(url!)) refused.push(`${name} points at a local stand-in (${url})`);
  }
  if (env.YOOKASSA_SECRET_KEY?.startsWith('test_')) refused.push('YOOKASSA_SECRET_KEY is a test key');
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    refused.push('FIREBASE_AUTH_EMULATOR_HOST is set (unsigned emulator tokens are for development only)');
  }
  if (refused.length > 0) throw new ConfigError(`Refusing to start in production: ${refused.join('; ')}`);
}

/** True for addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/**
 * The back doors development runs with, in words for the log: each is harmless on this machine and an open
 * door on a network. Empty in production (loadConfig refuses them there).
 */
export function developmentBackdoors(config: Config): string[] {
  if (config.isProduction) return [];
  const doors: string[] = [];
  if (config.auth.exposeCode) doors.push('the SMS code is returned in the answer (security_data)');
  if (config.authSecret === DEVELOPMENT_AUTH_SECRET) {
    doors.push('AUTH_SECRET is the public development default: anyone can forge what it protects');
  }
  if (config.firebase.emulatorHost) {
    doors.push(
      `unsigned Firebase tokens are accepted (FIREBASE_AUTH_EMULATOR_HOST=${config.firebase.emulatorHost})`,
    );
  }
  if (config.sms.provider === 'stand-in') doors.push(`SMS go to the local stand-in at ${config.sms.url}`);
  if (isLoopbackUrl(config.yookassa.apiUrl) || config.yookassa.secretKey.startsWith('test_')) {
    doors.push(`payments are checked with the YooKassa stand-in or test keys (${config.yookassa.apiUrl})`);
  }
  return doors;
}

/**
 * Outside production the API listens on loopback only, unless ALLOW_DEVELOPMENT_ON_NETWORK=1: then it answers
 * the warning to log, naming each back door. Throws on a network address without the override.
 */
export function developmentListenWarning(config: Config): string | null {
  if (config.isProduction || isLoopbackHost(config.host)) return null;
  const doors = developmentBackdoors(config);
  if (!config.allowDevelopmentOnNetwork) {
    throw new ConfigError(
      `Refusing to listen on ${config.host} in ${config.env} mode: its back doors (${doors.join('; ')}) would ` +
        'be open to the network. Listen on 127.0.0.1, run with APP_ENV=production and real keys (README.md), ' +
        'or set ALLOW_DEVELOPMENT_ON_NETWORK=1 if this network is yours alone.',
    );
  }
  return `Development mode on ${config.host} (ALLOW_DEVELOPMENT_ON_NETWORK=1), reachable from the network with these back doors open: ${doors.join('; ')}`;
}
