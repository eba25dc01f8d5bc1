// Places of a city with the place-category filter, one place by id or slug, and place favourites. Secret
// places are listed (flagged) but open only to subscribers.
import { PLACE_CATEGORIES } from '@kaver/shared-contracts/src/data/place-categories';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { escapeLike } from '../catalog/event-filters';
import { COUNT_ALL, mapPage, paged } from '../catalog/paging';
import { favoritePlaceIds, toPlace } from '../catalog/places';
import type { AppContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import { cityQuery, paging, readPaging, requireCity } from '../http/params';
import { optionalCaller } from '../http/session';
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
      const rows = await paged(
        page,
        base.selectAll().orderBy('favoritesCnt', 'desc').orderBy('id'),
        base.select(COUNT_ALL),
      );
      const caller = await optionalCaller(ctx, request);
      const favorites = await favoritePlaceIds(
        db,
        caller?.userId ?? null,
        rows.items.map((row) => row.id),
      );
      return toSnakeCase(
        await mapPage(rows, (items) =>
          items.map((row) => toPlace(config.publicUrl, row, favorites.has(row.id))),
        ),
      );
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
}
