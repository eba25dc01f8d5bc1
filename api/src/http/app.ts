// The Fastify app: CORS for the configured origins, one validation layer for every route (validation.ts) with
// one error shape, HTTP caching of anonymous public reads (public-answers.ts), rate limits per client address
// (rate-limits.ts), the OpenAPI document and its page, and every route under its base path (SPEC.md 7).
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppContext } from '../context';
import { articleRoutes } from '../routes/articles';
import { authRoutes } from '../routes/auth';
import { calendarFeedRoutes } from '../routes/calendar-feed';
import { collectionRoutes } from '../routes/collections';
import { datingProfileRoutes } from '../routes/dating-profiles';
import { eventRoutes } from '../routes/events';
import { favoriteRoutes } from '../routes/favorites';
import { followRoutes } from '../routes/follows';
import { meRoutes } from '../routes/me';
import { mediaRoutes } from '../routes/media';
import { paymentRoutes } from '../routes/payments';
import { placeRoutes } from '../routes/places';
import { profileRoutes } from '../routes/profile';
import { referenceRoutes } from '../routes/reference';
import { searchRoutes } from '../routes/search';
import { sitemapRoutes } from '../routes/sitemap';
import { socialRoutes } from '../routes/social';
import { subscriptionRoutes } from '../routes/subscriptions';
import { suggestionRoutes } from '../routes/suggestions';
import { BASES } from './bases';
import { errorAnswers, errorAnswersOf } from './error-answers';
import { badRequest, errorSchema, handleError } from './errors';
import { registerPublicAnswers } from './public-answers';
import { registerRateLimits } from './rate-limits';
import { ok } from './response-schemas';
import { object, string } from './schema-parts';
import {
  boundedRouteSchema,
  parseJsonBodies,
  rejectControlCharacters,
  rejectRepeatedHeaders,
  requestValidator,
} from './validation';

/** Headers the front end sends (SPEC.md 7): tokens and the auth headers use underscores. */
const ALLOWED_HEADERS = [
  'content-type',
  'access_token',
  'refresh_token',
  'auth_type',
  'phone',
  'code',
  'platform_id',
  'categories',
  'purposes',
  'idempotence-key',
];

/**
 * Fastify's trustProxy for TRUST_PROXY: the named proxies, or the first `hops` addresses counted back from the
 * socket (Fastify itself trusts nothing for a bare number). The client address is then the first one not
 * trusted: what the last trusted proxy saw, never what the client wrote at the left of X-Forwarded-For.
 */
export function trustedProxies(trust: AppContext['config']['trustProxy']): boolean | string[] | TrustHop {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
type TrustHop = (address: string, hop: number) => boolean;

type Routes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** The headers that make an OPTIONS request a CORS preflight, the only OPTIONS the API answers. */
const PREFLIGHT_HEADERS = ['origin', 'access-control-request-method'];

/**
 * onRequest hook, before @fastify/cors (which would answer a text/plain 400): an OPTIONS request without the
 * preflight's headers is a 400 in the error shape, naming the missing header.
 */
async function refuseInvalidPreflight(request: FastifyRequest): Promise<void> {
  if (request.method !== 'OPTIONS') return;
  const missing = PREFLIGHT_HEADERS.find((name) => !request.headers[name]);
  if (missing) {
    throw badRequest(`${missing} is required: an OPTIONS request must be a CORS preflight`, missing);
  }
}

/** The largest request body the API reads (413 beyond). */
const BODY_LIMIT = 64 * 1024;

const catalog: Routes[] = [
  eventRoutes,
  datingProfileRoutes,
  placeRoutes,
  favoriteRoutes,
  followRoutes,
  collectionRoutes,
  articleRoutes,
  searchRoutes,
  suggestionRoutes,
  referenceRoutes,
];
const account: Routes[] = [meRoutes, profileRoutes, socialRoutes];

export async function buildApp(
  ctx: AppContext,
  logger: FastifyServerOptions['logger'] = true,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: trustedProxies(ctx.config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // Slugs run to 120 characters; a longer path segment names nothing (frameworkErrors below).
    routerOptions: { maxParamLength: 200 },
    // The router's own refusals (a malformed percent-encoding, an overlong segment) in the API's error shape.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const path = request.url.split('?')[0];
      reply.header('x-content-type-options', 'nosniff');
      if (error.code === 'FST_ERR_BAD_URL') {
        return reply.status(400).send({ error: { code: 'bad_request', message: `Malformed URL: ${path}` } });
      }
      return reply.status(404).send({ error: { code: 'not_found', message: `Page Not Found: ${path}` } });
    },
    // A request Node's parser refuses (bad header bytes, headers too large) still gets the error shape.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, label] =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout']
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? [431, 'Request Header Fields Too Large']
            : [400, 'Bad Request'];
      const body = JSON.stringify({ error: { code: 'bad_request', message: label } });
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${label}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
            `X-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      }
      socket.destroy(error);
    },
  });
  // No answer of the API may be sniffed into another type (a JSON error rendered as HTML, say).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  app.setValidatorCompiler(requestValidator);
  app.addHook('onRoute', boundedRouteSchema);
  // The error schema every error answer refers to, and the error answers every route gives (error-answers.ts).
  app.addSchema(errorSchema);
  app.addHook('onRoute', errorAnswersOf(BODY_LIMIT));
  // Bodies are JSON only: a text/plain body is refused (415) instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  parseJsonBodies(app);
  app.addHook('preValidation', rejectControlCharacters);
  app.addHook('preValidation', rejectRepeatedHeaders);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: { code: 'not_found', message: `Page Not Found: ${request.url.split('?')[0]}` } }),
  );

  // Parsed in onRequest, before the public-answer cache looks for a session cookie.
  await app.register(cookie);
  app.addHook('onRequest', refuseInvalidPreflight);
  // Credentials (the session cookies) only for the configured origins: the site and the remotes' harnesses.
  await app.register(cors, {
    origin: ctx.config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    maxAge: 600,
  });
  registerPublicAnswers(app, ctx.publicCache);
  await registerRateLimits(app, ctx.config.rateLimits);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kaver API',
        version: '1.0.0',
        description:
          'Every call of the Kaver city guide. Responses are snake_case JSON; errors are ' +
          '{ "error": { "code", "message", "field"?, "retry_after"? } } (the Error schema), each operation listing ' +
          'the error statuses it answers with their codes. Any call may also answer 500 internal_error when ' +
          'something unexpected fails, and 408 or 431 (bad_request) when the HTTP server refuses the request ' +
          'before any operation sees it (a time-out, headers too large). Send the access token in the ' +
          'access_token header (apps), or let the browser send the HttpOnly session cookies the sign-in calls ' +
          'set (the site).',
      },
      servers: [{ url: ctx.config.publicUrl }],
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'access_token' } },
      },
      security: [{ accessToken: [] }],
    },
    // Shared schemas (the Error schema) under their own names in components.schemas, not def-0, def-1...
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get(
    '/health',
    {
      // Every host process probes it every two seconds (host/src/server/api-status.ts): only a failure is news.
      logLevel: 'warn',
      schema: {
        tags: ['service'],
        summary: 'Liveness and database check',
        response: {
          ...ok(object({ status: { ...string, enum: ['ok'] } })),
          ...errorAnswers({ 500: 'internal_error: the database did not answer' }),
        },
      },
    },
    async () => {
      await ctx.db.selectFrom('meta').select('key').limit(1).execute();
      return { status: 'ok' };
    },
  );
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await mediaRoutes(app, ctx);
  await sitemapRoutes(app, ctx);

  const mount = (prefix: string, groups: Routes[]) =>
    app.register(
      async (scope) => {
        for (const routes of groups) await routes(scope, ctx);
      },
      { prefix },
    );
  await mount(BASES.web, [...catalog, ...account]);
  await mount(BASES.mobile, [...catalog, ...account, subscriptionRoutes]);
  await mount(BASES.auth, [authRoutes]);
  await mount(BASES.payments, [paymentRoutes]);
  await calendarFeedRoutes(app, ctx);
  return app;
}
