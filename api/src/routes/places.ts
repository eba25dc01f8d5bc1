// Places of a city with the place-category filter (and nearest first within a radius of a point: geo.ts), one
// place by id or slug, and place favourites. Secret places are listed (flagged), and concealed for visitors
// without premium (catalog/secret-places.ts); nearby lists leave them out for those visitors.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { cityQuery, requireCity } from '../catalog/cities';
import { distanceMeters, type NearQuery, nearQuerySchema, readNear, withinRadius } from '../catalog/geo';
import { COUNT_ALL, FULL_COUNT, mapPage, paged } from '../catalog/paging';
import { placeCategoryQuery, placeFavorite, placeFieldsCache, toPlace } from '../catalog/places';
import { nearbyShowsSecretPlaces } from '../catalog/secret-places';
import { textMatches, withTypoFallback } from '../catalog/text-search';
import type { AppContext } from '../context';
import { errorAnswers, IN_CITY } from '../http/error-answers';
import { notFound } from '../http/errors';
import { paging, readPaging, readRef, refParam } from '../http/params';
import { ok, pageSchema, placeSchema } from '../http/response-schemas';
import { callerHasPremium, optionalCaller } from '../http/session';
import { toSnakeCase } from '../lib/snake-case';

export async function placeRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const tags = ['places'];
  const publicAnswer = { publicSeconds: config.cache.ttlSeconds };
  const placeFields = placeFieldsCache(db);

  app.get<{
    Querystring: {
      city?: string;
      page?: string;
      per_page?: string;
      place_category?: string;
      q?: string;
    } & NearQuery;
  }>(
    '/places',
    {
      schema: {
        tags,
        summary: 'Places of a city, optionally of some categories, or nearest first around a point',
        querystring: {
          type: 'object',
          properties: {
            city: cityQuery,
            ...paging(12),
            place_category: placeCategoryQuery,
            q: { type: 'string', maxLength: 100, description: 'Text search (word forms, substrings, typos)' },
            ...nearQuerySchema,
          },
        },
        response: { ...ok(pageSchema(placeSchema)), ...errorAnswers(IN_CITY) },
      },
      config: publicAnswer,
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const page = readPaging(request.query, 12);
      const near = readNear(request.query);
      const premium = await callerHasPremium(ctx, request);
      let base = db.selectFrom('places').where('places.cityId', '=', city.id);
      if (near) {
        base = base.where(withinRadius(near, 'places'));
        if (!nearbyShowsSecretPlaces(premium)) base = base.where('places.isSecret', '=', false);
      }
      const category = request.query.place_category;
      if (category && category !== 'null') base = base.where('places.category', 'in', category.split(','));
      const text = request.query.q?.trim();
      const caller = await optionalCaller(ctx, request);
      const list = (typos: boolean) => {
        const matching = text ? base.where(textMatches('places', text, typos)) : base;
        // Ids, the counter and the distance: the rest of each place comes from placeFields.
        const rows = matching
          .select(['places.id', 'places.favoritesCnt'])
          .select(FULL_COUNT)
          .select((eb) => placeFavorite(eb, caller?.userId ?? null))
          .select(near ? distanceMeters(near, 'places').as('distance') : sql<null>`null`.as('distance'));
        const ordered = near
          ? rows.orderBy('distance').orderBy('places.id')
          : rows.orderBy('places.favoritesCnt', 'desc').orderBy('places.id');
        return paged(page, ordered, matching.select(COUNT_ALL));
      };
      const rows = text ? await withTypoFallback(text, list, (found) => found.total > 0) : await list(false);
      const fields = await placeFields(rows.items.map((row) => row.id));
      return toSnakeCase(
        await mapPage(rows, (items) =>
          items.flatMap((row) => {
            const place = fields.get(row.id);
            if (!place) return [];
            return {
              ...toPlace(
                config.publicUrl,
                { ...place, favoritesCnt: row.favoritesCnt },
                row.isFavorite,
                premium,
              ),
              ...(row.distance !== null && { distance: row.distance }),
            };
          }),
        ),
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: { city?: string } }>(
    '/places/:id',
    {
      schema: {
        tags,
        summary:
          'One place by id or slug; a secret place without premium shows its name, picture and a teaser only',
        params: refParam('id'),
        querystring: { type: 'object', properties: { city: cityQuery } },
        response: {
          ...ok(placeSchema),
          ...errorAnswers(IN_CITY, { 404: 'place_not_found: the city has no such place' }),
        },
      },
      config: publicAnswer,
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const target = readRef(request.params.id);
      const caller = await optionalCaller(ctx, request);
      const userId = caller?.userId ?? null;
      const row =
        target &&
        (await db
          .selectFrom('places')
          .selectAll('places')
          .select((eb) => placeFavorite(eb, userId))
          .where('places.cityId', '=', city.id)
          .where(`places.${target.column}`, '=', target.value)
          .executeTakeFirst());
      if (!row) throw notFound('Place Not Found', 'place_not_found', 'id');
      const premium = await callerHasPremium(ctx, request);
      return toSnakeCase(toPlace(config.publicUrl, row, row.isFavorite, premium));
    },
  );
}
