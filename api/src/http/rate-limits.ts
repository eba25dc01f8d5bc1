// A general rate limit (@fastify/rate-limit) per client address over four groups of routes, decided here for
// every route as it is registered: sign-in (send and confirm a code, refresh, social sign-in), payments (create,
// check, add and cancel a subscription), writes (every other POST, PUT and DELETE) and search (results and
// suggestions). Each group counts requests per address and minute across its routes; over the limit the answer
// is 429 `rate_limited` with Retry-After and `retry_after`. The client address is what TRUST_PROXY allows
// (http/app.ts); RATE_LIMIT_EXEMPT names addresses never limited (the site's servers, while they do not send the
// visitor's address). The count runs before the handler and after validation; cached public answers never reach it.
// The routes of a group list the 429 in their OpenAPI answers (error-answers.ts).
// Counters live in each HTTP process (a client whose connections reach both workers may get up to twice the
// limit): a bound against floods and scraping, not an exact quota. The SMS and wrong-code caps, which are exact
// and shared by every process, are in services/sms-codes.ts.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Config } from '../config';
import { createAllowlist } from '../lib/ip-allowlist';
import { BASES } from './bases';
import { withErrorAnswers } from './error-answers';
import { tooMany } from './errors';

export type RateLimitGroup = Exclude<keyof Config['rateLimits'], 'exempt'>;

const WINDOW_MS = 60_000;
/** Distinct addresses kept per process; the least recently seen go first. */
const TRACKED_ADDRESSES = 50_000;

const GROUP_NAMES: Record<RateLimitGroup, string> = {
  signIn: 'sign-in',
  payments: 'payment',
  writes: 'write',
  search: 'search',
};

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/** The group a route belongs to, or null for routes without a limit (reads, the payment provider's webhook). */
export function rateLimitGroup(method: string, url: string): RateLimitGroup | null {
  if (url.endsWith('/notifications')) return null;
  if (/\/search(\/suggestions)?$/.test(url)) return method === 'GET' ? 'search' : null;
  const write = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
  if (!write) return url.startsWith(BASES.payments) ? 'payments' : null;
  if (url.startsWith(BASES.auth) || url.endsWith('/auth/social')) return 'signIn';
  if (url.startsWith(BASES.payments) || url.includes('/purchase/subscription/')) return 'payments';
  return 'writes';
}

/** One LRU for every route, so that a group's routes share their counters (the plugin keeps one per route). */
class SharedLocalStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  incr(
    key: string,
    done: (error: Error | null, result: { current: number; ttl: number }) => void,
    windowMs: number,
  ) {
    const now = Date.now();
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) counter = { count: 0, resetAt: now + windowMs };
    counter.count += 1;
    // Re-inserted last: the map's order is then least recently used first.
    this.counters.delete(key);
    this.counters.set(key, counter);
    if (this.counters.size > TRACKED_ADDRESSES) this.counters.delete(this.counters.keys().next().value!);
    done(null, { current: counter.count, ttl: counter.resetAt - now });
  }

  child() {
    return this;
  }
}

export async function registerRateLimits(app: FastifyInstance, limits: Config['rateLimits']): Promise<void> {
  const exempt = createAllowlist(limits.exempt);
  // Before the plugin's own onRoute hook, which reads the route's config.rateLimit.
  app.addHook('onRoute', (route) => {
    const groups = new Set(methodsOf(route).map((method) => rateLimitGroup(method, route.url)));
    const group = [...groups].find((candidate) => candidate !== null);
    const max = group ? limits[group] : 0;
    route.config = { ...route.config, rateLimit: max > 0 ? { max, groupId: group! } : false };
    if (max > 0) {
      route.schema = withErrorAnswers(route.schema, {
        429: `rate_limited: over ${max} requests a minute from one address to the ${GROUP_NAMES[group!]} calls`,
      }) as RouteOptions['schema'];
    }
  });
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    timeWindow: WINDOW_MS,
    store: SharedLocalStore as never,
    keyGenerator: (request) => normalizeIP(request.ip),
    allowList: (request) => exempt(request.ip),
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      tooMany(
        `Too many requests from this address, try again in ${context.after}`,
        'rate_limited',
        undefined,
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });
}
