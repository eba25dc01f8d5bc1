// Places of a city with the place-category filter, one place by id or slug, and place favourites. Secret
// places are listed (flagged) but open only to subscribers.
import { PLACE_CATEGORIES } from '@kaver/shared-contracts/src/data/place-categories';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { escapeLike, pageOf } from '../catalog/event-filters';
import { PLACE_FAVORITES, setFavorite } from '../catalog/favorites';
import { favoritePlaceIds, toPlace } from '../catalog/places';
import type { AppContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import { cityQuery, idParam, paging, readPaging, requireCity } from '../http/params';
import { accessTokenHeader, optionalCaller, requireCaller } from '../http/session';
import { toSnakeCase } from '../lib/snake-case';
import { hasPremium } from '../services/premium';

const categories = PLACE_CATEGORIES.map((category) => category.slug).join('|');

export async function placeRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const tags = ['places'];

  app.get<{
    Querystring: { city?: string; page?: string; per_page?: string; place_category?: string; q?: string };
  }>(
    '/places',
    {
      schema: {
        tags,
        summary: 'Places of a city, optionally of some categories',
        querystring: {
          type: 'object',
          properties: {
            city: cityQuery,
            ...paging(12),
            place_category: {
              type: 'string',
              pattern: `^(null|(${categories})(,(${categories}))*)$`,
              description: 'Comma-separated place categories',
            },
            q: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const page = readPaging(request.query, 12);
      let base = db.selectFrom('places').where('cityId', '=', city.id);
      const category = request.query.place_category;
      if (category && category !== 'null') base = base.where('category', 'in', category.split(','));
      const text = request.query.q?.trim();
      if (text) base = base.where(sql`lower(title)`, 'like', `%${escapeLike(text.toLowerCase())}%`);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('favoritesCnt', 'desc')
          .orderBy('id')
          .limit(page.perPage)
          .offset((page.page - 1) * page.perPage)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      const caller = await optionalCaller(ctx, request);
      const favorites = await favoritePlaceIds(
        db,
        caller?.userId ?? null,
        rows.map((row) => row.id),
      );
      const items = rows.map((row) => toPlace(config.publicUrl, row, favorites.has(row.id)));
      return toSnakeCase(pageOf(items, count.total, page));
    },
  );

  app.get<{ Params: { id: string }; Querystring: { city?: string } }>(
    '/places/:id',
    {
      schema: {
        tags,
        summary: 'One place by id or slug (secret places need a subscription)',
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^([1-9]\\d{0,8}|[a-z0-9-]{1,120})$' } },
          required: ['id'],
        },
        querystring: { type: 'object', properties: { city: cityQuery } },
      },
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const ref = request.params.id;
      const row = await db
        .selectFrom('places')
        .selectAll()
        .where('cityId', '=', city.id)
        .where(/^\d+$/.test(ref) ? 'id' : 'slug', '=', /^\d+$/.test(ref) ? Number(ref) : ref)
        .executeTakeFirst();
      if (!row) throw notFound('Place Not Found', 'place_not_found', 'id');
      const caller = await optionalCaller(ctx, request);
      const userId = caller?.userId ?? null;
      if (row.isSecret && !(await hasPremium(db, userId, ctx.clock.now()))) {
        throw new ApiError(403, 'subscription_required', 'Доступно только по подписке');
      }
      const favorites = await favoritePlaceIds(db, userId, [row.id]);
      return toSnakeCase(toPlace(config.publicUrl, row, favorites.has(row.id)));
    },
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route<{ Params: { id: number } }>({
      method,
      url: '/places/:id/subscribe',
      schema: {
        tags,
        summary: method === 'POST' ? 'Add the place to favourites' : 'Remove the place from favourites',
        params: idParam,
        headers: accessTokenHeader,
      },
      handler: async (request) => {
        const caller = await requireCaller(ctx, request);
        const exists = await db
          .selectFrom('places')
          .select('id')
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!exists) throw notFound('Place Not Found', 'place_not_found', 'id');
        const result = await setFavorite(
          db,
          PLACE_FAVORITES,
          caller.userId,
          exists.id,
          method === 'POST',
          ctx.clock.now(),
        );
        return toSnakeCase(result);
      },
    });
  }
}
