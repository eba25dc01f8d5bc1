// The Fastify app: CORS for the configured origins, request validation with one error shape, the OpenAPI
// document and its page, and every route under its base path (SPEC.md 7).
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from '../context';
import { articleRoutes } from '../routes/articles';
import { authRoutes } from '../routes/auth';
import { calendarFeedRoutes } from '../routes/calendar-feed';
import { collectionRoutes } from '../routes/collections';
import { datingProfileRoutes } from '../routes/dating-profiles';
import { eventRoutes } from '../routes/events';
import { favoriteRoutes } from '../routes/favorites';
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
import { handleError } from './errors';

export const BASES = {
  web: '/kaver/web/v1',
  auth: '/kaver/auth',
  mobile: '/digitalcity/afisha/5',
  payments: '/api/payments',
} as const;

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

type Routes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

const catalog: Routes[] = [
  eventRoutes,
  datingProfileRoutes,
  placeRoutes,
  favoriteRoutes,
  collectionRoutes,
  articleRoutes,
  searchRoutes,
  suggestionRoutes,
  referenceRoutes,
];
const account: Routes[] = [profileRoutes, socialRoutes];

export async function buildApp(
  ctx: AppContext,
  logger: FastifyServerOptions['logger'] = true,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 64 * 1024,
    ajv: { customOptions: { allErrors: false, coerceTypes: true, removeAdditional: true } },
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: { code: 'not_found', message: `Page Not Found: ${request.url.split('?')[0]}` } }),
  );

  await app.register(cors, {
    origin: ctx.config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kaver API',
        version: '1.0.0',
        description:
          'Every call of the Kaver city guide. Responses are snake_case JSON; errors are ' +
          '{ "error": { "code", "message", "field"? } }. Send the access token in the access_token header.',
      },
      servers: [{ url: ctx.config.publicUrl }],
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'access_token' } },
      },
      security: [{ accessToken: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/health', { schema: { tags: ['service'], summary: 'Liveness and database check' } }, async () => {
    await ctx.db.selectFrom('meta').select('key').limit(1).execute();
    return { status: 'ok' };
  });
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
