// Favourite toggles (SPEC.md 4, 7.1): POST adds, DELETE removes, for events and places alike.
import type { FastifyInstance } from 'fastify';
import { EVENT_FAVORITES, PLACE_FAVORITES, setFavorite } from '../catalog/favorites';
import type { AppContext } from '../context';
import { favoriteToggleSchema } from '../http/account-schemas';
import { errorAnswers, SIGNED_IN, SITE_WRITE } from '../http/error-answers';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';
import { ok } from '../http/response-schemas';
import { accessTokenHeader, requireCaller } from '../http/session';
import { toSnakeCase } from '../lib/snake-case';

const KINDS = [
  {
    url: '/events/:id/subscribe',
    table: 'events',
    target: EVENT_FAVORITES,
    noun: 'event',
    missing: 'Event Not Found',
  },
  {
    url: '/places/:id/subscribe',
    table: 'places',
    target: PLACE_FAVORITES,
    noun: 'place',
    missing: 'Place Not Found',
  },
] as const;

export async function favoriteRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const kind of KINDS) {
    for (const method of ['POST', 'DELETE'] as const) {
      app.route<{ Params: { id: number } }>({
        method,
        url: kind.url,
        schema: {
          tags: [`${kind.noun}s`],
          summary: `${method === 'POST' ? 'Add the' : 'Remove the'} ${kind.noun} ${method === 'POST' ? 'to' : 'from'} favourites (idempotent)`,
          params: idParam,
          headers: accessTokenHeader,
          response: {
            ...ok(favoriteToggleSchema),
            ...errorAnswers(SIGNED_IN, SITE_WRITE, { 404: `${kind.noun}_not_found: no such ${kind.noun}` }),
          },
        },
        handler: async (request) => {
          const caller = await requireCaller(ctx, request);
          const row = await ctx.db
            .selectFrom(kind.table)
            .select('id')
            .where('id', '=', request.params.id)
            .executeTakeFirst();
          if (!row) throw notFound(kind.missing, `${kind.noun}_not_found`, 'id');
          const favorite = method === 'POST';
          const result = await setFavorite(
            ctx.db,
            kind.target,
            caller.userId,
            row.id,
            favorite,
            ctx.clock.now(),
          );
          // Cached public answers show this counter: they go before this answer does.
          await ctx.publicCache.changed([`${kind.noun}:${row.id}`]);
          return toSnakeCase(result);
        },
      });
    }
  }
}
