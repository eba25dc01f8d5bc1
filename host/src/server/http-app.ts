import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { etagMatches } from '@kaver/shared-contracts/http';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isPrivateAddress, pageCacheHeaders } from './cache-policy';
import { STREAM_BROTLI_OPTIONS } from './encoding';
import { weakEtag } from './etag';
import { checkRequestTarget, type TargetCheck } from './request-target';
import type { ServerSettings } from './settings';
import { isSubresourcePath } from './subresource-path';

type Ok = Extract<TargetCheck, { kind: 'ok' }>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request target, checked and decoded (request-target.ts) before any route sees it. */
    target: Ok;
  }
}

export interface HostAppOptions {
  settings: Pick<
    ServerSettings,
    'distDir' | 'corsOrigins' | 'trustProxy' | 'sharedMaxAgeSeconds' | 'staleWhileRevalidateSeconds'
  >;
  /** robots.txt as served (with the Sitemap line). */
  robots: string;
  /** The API's /sitemap.xml, passed on. */
  sitemap: (
    clientAddress: string,
  ) => Promise<{ status: number; headers: Record<string, string>; body: Buffer }>;
  /**
   * remotes.json as the server uses it now (the last good reading of the file, which may change while it runs:
   * remote-builds.ts); without it, the file as it is.
   */
  remotesJson?: () => string;
  /** Answers a page (page-route.ts). */
  servePage: (request: FastifyRequest, reply: FastifyReply, target: Ok) => Promise<unknown>;
}

/** Files webpack named by their content: cached for a year. Everything else is revalidated. */
const HASHED = /\.[0-9a-f]{6,8}\.(js|css|svg|png|jpg|webp|avif|woff2)$/;
/** The suffix of the precompressed copy the build writes beside a script or stylesheet. */
const PRECOMPRESSED_SUFFIX = /\.br$/;
/** Files of the build that are not the browser's: the page template and the server's asset list. */
const NOT_SERVED = new Set(['index.html', 'ssr-assets.json', 'robots.txt']);
const TEXT = 'text/plain; charset=utf-8';

const plain = (reply: FastifyReply, status: number, text: string) =>
  reply
    .code(status)
    .header('Content-Type', TEXT)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(text);

/**
 * Fastify's trustProxy for TRUST_PROXY (as the API's): the named proxies, or the first `hops` addresses counted
 * back from the socket (Fastify itself trusts nothing for a bare number). The visitor's address is then what the
 * last trusted proxy saw, never what the client wrote at the left of X-Forwarded-For.
 */
function trustedProxies(
  trust: ServerSettings['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** The public files at the top of the browser build (favicon, config.json, remotes.json, latest-build.json). */
function topLevelFiles(distDir: string): string[] {
  return readdirSync(distDir).filter(
    (name) => !NOT_SERVED.has(name) && !name.startsWith('.') && statSync(path.join(distDir, name)).isFile(),
  );
}

/**
 * The host's HTTP server (Fastify): the browser build's public files (`static/` and the files at the top of the
 * build; never `server/`, the page template or the server's asset list), /health, /robots.txt, the API's
 * /sitemap.xml, and every other GET or HEAD a page. Every request target is checked and decoded first
 * (request-target.ts); only GET and HEAD are answered (405 otherwise). Compression is brotli or gzip.
 */
export async function createHostApp({
  settings,
  robots,
  sitemap,
  remotesJson,
  servePage,
}: HostAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    trustProxy: trustedProxies(settings.trustProxy),
    keepAliveTimeout: 65_000,
    // A page's address may be long (a listing with a category and a time, a search).
    routerOptions: { maxParamLength: 2000 },
    // The router's own refusals (a malformed percent-encoding) as plain text, never an echo of the address.
    frameworkErrors: (error, _request, reply: FastifyReply) =>
      error.code === 'FST_ERR_BAD_URL' ? plain(reply, 400, 'Bad request') : plain(reply, 404, 'Not found'),
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plain(reply.header('Allow', 'GET, HEAD'), 405, 'Method not allowed');
    }
    const target = checkRequestTarget(request.raw.url ?? '');
    if (target.kind === 'bad-request') return plain(reply, 400, 'Bad request');
    if (target.kind === 'not-found') return plain(reply, 404, 'Not found');
    if (target.kind === 'redirect') {
      // Permanent, the same for everyone: cacheable as the pages' own redirects are (render-page.tsx); not an
      // address of a flow in progress (a sign-in's return with its code), whose Location names that code.
      const headers = pageCacheHeaders({
        sharing: isPrivateAddress(new URL(target.location, 'http://kaver.invalid')) ? 'private' : 'public',
        status: 301,
        variesWithCityCookie: false,
        settings,
      });
      return reply.code(301).headers(headers).header('Location', target.location).send();
    }
    request.target = target;
  });

  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], brotliOptions: STREAM_BROTLI_OPTIONS });

  app.get('/health', async () => ({ status: 'ok' }));

  // The build's files, readable cross-origin by the configured origins.
  await app.register(async (files) => {
    files.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (origin && settings.corsOrigins.includes(origin)) {
        reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
      }
    });
    await files.register(fastifyStatic, {
      root: path.join(settings.distDir, 'static'),
      prefix: '/static/',
      index: false,
      redirect: false,
      cacheControl: false,
      // The build writes a brotli copy beside each script and stylesheet (`.br`): sent as it is to a browser that
      // takes brotli; other answers are compressed as they are sent.
      preCompressed: true,
      setHeaders: (reply, file) => {
        const hashed = HASHED.test(file.replace(PRECOMPRESSED_SUFFIX, ''));
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        reply.header('X-Content-Type-Options', 'nosniff');
      },
    });
    // The map the pages are rendered with and their CSP allows, never a broken edit of the file; revalidated on every
    // use (no-cache, by an ETag of its content that every process gives alike), so that browsers and a CDN have a
    // changed map at once.
    let servedMap = { text: '', etag: '' };
    if (remotesJson) {
      files.get('/remotes.json', (request, reply) => {
        const text = remotesJson();
        if (servedMap.text !== text) servedMap = { text, etag: weakEtag([text]) };
        reply
          .header('Content-Type', 'application/json; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .header('X-Content-Type-Options', 'nosniff')
          .header('ETag', servedMap.etag);
        if (etagMatches(request.headers['if-none-match'], servedMap.etag)) return reply.code(304).send();
        return reply.send(text);
      });
    }
    for (const name of topLevelFiles(settings.distDir)) {
      if (remotesJson && name === 'remotes.json') continue;
      // Deploy files: edited in place (config.json) or rewritten by a deploy (latest-build.json).
      files.get(`/${name}`, (_request, reply) =>
        reply
          .header('Cache-Control', 'no-cache')
          .header('X-Content-Type-Options', 'nosniff')
          .sendFile(name, settings.distDir, { cacheControl: false }),
      );
    }
    files.get('/robots.txt', (_request, reply) =>
      reply.header('Content-Type', TEXT).header('Cache-Control', 'no-cache').send(robots),
    );
    files.get('/sitemap.xml', async (request, reply) => {
      const answer = await sitemap(request.ip);
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
  });

  // Every other path is a page, whatever it ends with ('/about.html' gets the site's 404 page), except a missing
  // script, stylesheet, picture or other subresource: a short plain 404 (subresource-path.ts).
  app.get('*', async (request, reply) => {
    if (isSubresourcePath(request.target.pathname)) return plain(reply, 404, 'Not found');
    return servePage(request, reply, request.target);
  });

  app.setNotFoundHandler((_request, reply) => plain(reply, 404, 'Not found'));
  app.setErrorHandler((error, request, reply) => {
    console.error('[server] request failed', request.raw.url, error);
    if (reply.sent || reply.raw.headersSent) return;
    return plain(reply, 500, 'Internal server error');
  });
  return app;
}
