// GET /me (issue 21): everything personal a page shows, in one small call the browser makes after hydration.
// Public pages are rendered without the visitor (the same HTML for everyone, cacheable), so the session, the
// premium flag, the hearts and the follows fill in from here: the profile (GET /profile/-1), the subscription
// status (GET /purchase/subscription/status), and the ids of the caller's favourite events and places and of the
// places they follow.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { profileSchema, subscriptionStatusSchema } from '../http/account-schemas';
import { errorAnswers, SIGNED_IN } from '../http/error-answers';
import { ok } from '../http/response-schemas';
import { integers, object } from '../http/schema-parts';
import { accessTokenHeader, requireCaller } from '../http/session';
import { toSnakeCase } from '../lib/snake-case';
import { loadProfile } from '../services/profile';
import { subscriptionStatus } from '../services/subscriptions';

export async function meRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  app.get(
    '/me',
    {
      schema: {
        tags: ['profile'],
        summary: 'The caller: profile, subscription, favourite and followed ids (never cached as public)',
        headers: accessTokenHeader,
        response: {
          ...ok(
            object({
              user: profileSchema,
              subscription: subscriptionStatusSchema,
              favorites: object({ events: integers, places: integers }),
              follows: object({ places: integers }),
            }),
          ),
          ...errorAnswers(SIGNED_IN),
        },
      },
    },
    async (request, reply) => {
      const { userId } = await requireCaller(ctx, request);
      reply.header('cache-control', 'private, no-store');
      const [user, subscription, events, places, follows] = await Promise.all([
        loadProfile(ctx, userId),
        subscriptionStatus(ctx, userId),
        db.selectFrom('favoriteEvents').select('eventId').where('userId', '=', userId).execute(),
        db.selectFrom('favoritePlaces').select('placeId').where('userId', '=', userId).execute(),
        db.selectFrom('placeFollows').select('placeId').where('userId', '=', userId).execute(),
      ]);
      return toSnakeCase({
        user,
        subscription,
        favorites: { events: events.map((row) => row.eventId), places: places.map((row) => row.placeId) },
        follows: { places: follows.map((row) => row.placeId) },
      });
    },
  );
}
