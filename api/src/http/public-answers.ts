// HTTP caching of anonymous public reads. A route opts in with `config: { publicSeconds }`. For a GET without
// an access token its answer gets an ETag and `Cache-Control: public, max-age=…` for a CDN, is kept in this
// process's cache (response-cache.ts) and is answered from it, before validation and the handler, until it
// expires or a write drops it. `If-None-Match` with the current ETag answers 304. With a token the answer may
// be personal (is_favorite, secret places): it is never stored and tells shared caches so. Either way the answer
// says `Vary: access_token, Cookie`: the token comes in that header or in the session cookie. Concurrent misses
// of one URL wait for the first (a single flight), so an expired answer costs the database one query, not one
// per waiting visitor. Every other answer (personal reads, tokens, payments, errors) says `no-store` unless its
// route set its own Cache-Control: without one a shared cache may keep a 200 by its own heuristics.
import { createSingleFlight } from '@kaver/shared-contracts/cache';
import { etagMatches } from '@kaver/shared-contracts/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicCache } from '../context';
import { type CachedAnswer, counterTags, etagOf } from './response-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Seconds an anonymous answer of this GET route may be cached, here and by a CDN. */
    publicSeconds?: number;
  }
}

const fromCache = new WeakSet<FastifyRequest>();
const tagsOf = new WeakMap<FastifyRequest, string[]>();
/** The cache's version when a miss began: an answer older than a drop is not stored. */
const versionAt = new WeakMap<FastifyRequest, number>();
/** How long a miss waits for the same URL's first miss before it asks the database itself. */
const FLIGHT_WAIT_MS = 5_000;

/** A token in the header (apps) or the session cookie (the browser; parsed by @fastify/cookie before this). */
function hasToken(request: FastifyRequest): boolean {
  return Boolean(request.headers.access_token || request.cookies?.access_token);
}

function cacheableSeconds(request: FastifyRequest): number | null {
  const seconds = request.routeOptions.config?.publicSeconds;
  return seconds && request.method === 'GET' ? seconds : null;
}

/**
 * What such an answer depends on besides its address: the session, by the `access_token` header (apps) or the
 * session cookie (the browser). A cache that keeps the anonymous answer must not give it to a signed-in
 * browser, whose answer differs (is_favorite, secret places) and is private.
 */
const SESSION_HEADERS = ['access_token', 'Cookie'];

function varyOnSession(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const named = new Set(current.map((name) => name.toLowerCase()));
  const missing = SESSION_HEADERS.filter((name) => !named.has(name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [...current, ...missing].join(', '));
}

/** The promise's value, or null once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, ms, null);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const publicControl = (seconds: number) => `public, max-age=${seconds}, stale-while-revalidate=${seconds}`;

export function registerPublicAnswers(app: FastifyInstance, cache: PublicCache): void {
  /** The answer being built for a URL, by its first miss; resolved with null when that produced none. */
  const building = createSingleFlight<string, CachedAnswer | null>({ max: 10_000 });
  const landing = new WeakMap<FastifyRequest, (answer: CachedAnswer | null) => void>();
  const land = (request: FastifyRequest, answer: CachedAnswer | null) => {
    landing.get(request)?.(answer);
    landing.delete(request);
  };

  const sendHit = (request: FastifyRequest, reply: FastifyReply, hit: CachedAnswer) => {
    fromCache.add(request);
    varyOnSession(reply);
    reply.header('etag', hit.etag).header('cache-control', publicControl(hit.maxAge));
    if (etagMatches(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
    return reply.type(hit.contentType).send(hit.payload);
  };

  app.addHook('onRequest', async (request, reply) => {
    const seconds = cacheableSeconds(request);
    if (seconds === null || hasToken(request) || !cache.answers) return;
    const key = request.url;
    const hit = cache.answers.get(key);
    if (hit) return sendHit(request, reply, hit);
    versionAt.set(request, cache.answers.version);
    let first = false;
    const flight = building.get(key, () => {
      first = true;
      return new Promise<CachedAnswer | null>((resolve) => {
        landing.set(request, resolve);
      });
    });
    if (first) return;
    const landed = await within(flight, FLIGHT_WAIT_MS);
    if (landed) return sendHit(request, reply, landed);
  });
  // A first miss that ends without an answer to share (an error, a closed connection) lets the others go on.
  app.addHook('onResponse', async (request) => land(request, null));
  app.addHook('onRequestAbort', async (request) => land(request, null));

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (cacheableSeconds(request) !== null && reply.statusCode === 200 && !hasToken(request)) {
      tagsOf.set(request, counterTags(payload));
    }
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const seconds = cacheableSeconds(request);
    if (seconds === null) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    }
    if (fromCache.has(request)) return payload;
    varyOnSession(reply);
    if (reply.statusCode !== 200) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    if (hasToken(request)) {
      reply.header('cache-control', 'private, no-cache');
      return payload;
    }
    if (typeof payload !== 'string') return payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const stored = cache.answers?.set(
      request.url,
      { payload, contentType, maxAge: seconds, tags: tagsOf.get(request) ?? [] },
      versionAt.get(request) ?? -1,
    );
    if (stored) land(request, stored);
    const etag = stored?.etag ?? etagOf(payload);
    reply.header('etag', etag).header('cache-control', publicControl(seconds));
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
