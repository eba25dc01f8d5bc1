// Editorial collections ("lists", /{city}/events/lists/{slug}); their events come from GET /events?id_collection.
import type { Collection } from '@kaver/shared-contracts/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { cityQuery, requireCity } from '../catalog/cities';
import { notEnded } from '../catalog/event-filters';
import { mediaUrl } from '../catalog/media';
import type { AppContext } from '../context';
import { errorAnswers, IN_CITY } from '../http/error-answers';
import { notFound } from '../http/errors';
import { readRef, refParam } from '../http/params';
import { collectionSchema, ok } from '../http/response-schemas';
import { toSnakeCase } from '../lib/snake-case';

export async function collectionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const publicAnswer = { publicSeconds: config.cache.ttlSeconds };

  function query(cityId: number) {
    return db
      .selectFrom('collections')
      .leftJoin('collectionEvents', 'collectionEvents.collectionId', 'collections.id')
      .leftJoin('events', (join) =>
        join
          .onRef('events.id', '=', 'collectionEvents.eventId')
          .on('events.cityId', '=', cityId)
          .on(notEnded(ctx.clock.now())),
      )
      .select([
        'collections.id',
        'collections.slug',
        'collections.title',
        'collections.description',
        'collections.image',
        sql<number>`count(events.id)::int`.as('eventsCount'),
      ])
      .groupBy('collections.id')
      .orderBy('collections.id');
  }

  const toCollection = (row: Collection): Collection => ({
    ...row,
    image: mediaUrl(config.publicUrl, row.image),
  });

  app.get<{ Querystring: { city?: string } }>(
    '/collections',
    {
      schema: {
        tags: ['collections'],
        summary: 'Collections with current events in the city',
        querystring: { type: 'object', properties: { city: cityQuery } },
        response: { ...ok({ type: 'array', items: collectionSchema }), ...errorAnswers(IN_CITY) },
      },
      config: publicAnswer,
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const rows = await query(city.id).execute();
      return toSnakeCase(rows.filter((row) => row.eventsCount > 0).map(toCollection));
    },
  );

  app.get<{ Params: { slug: string }; Querystring: { city?: string } }>(
    '/collections/:slug',
    {
      schema: {
        tags: ['collections'],
        summary: 'One collection by slug or id; list its events with GET /events?id_collection={id}',
        params: refParam('slug', 'Slug or id'),
        querystring: { type: 'object', properties: { city: cityQuery } },
        response: {
          ...ok(collectionSchema),
          ...errorAnswers(IN_CITY, { 404: 'collection_not_found: no collection has this slug or id' }),
        },
      },
      config: publicAnswer,
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const target = readRef(request.params.slug);
      const row =
        target &&
        (await query(city.id).where(`collections.${target.column}`, '=', target.value).executeTakeFirst());
      if (!row) throw notFound('Collection Not Found', 'collection_not_found', 'slug');
      return toSnakeCase(toCollection(row));
    },
  );
}
