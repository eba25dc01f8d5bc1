// Search across a city's events, places and articles, and the short suggestions under the search box.
import type { SearchSuggestion } from '@kaver/shared-contracts/src/domain/suggestion';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { toArticleSummaries } from '../catalog/articles';
import { escapeLike, NO_FILTERS, queryEvents } from '../catalog/event-filters';
import { toEvents } from '../catalog/events';
import { COUNT_ALL, mapPage, paged } from '../catalog/paging';
import { favoritePlaceIds, toPlace } from '../catalog/places';
import type { AppContext } from '../context';
import { cityQuery, paging, readPaging, requireCity } from '../http/params';
import { optionalCaller } from '../http/session';
import { toSnakeCase } from '../lib/snake-case';

const searchQuery = {
  type: 'object',
  properties: { city: cityQuery, q: { type: 'string', minLength: 2, maxLength: 100 }, ...paging(6, 50) },
  required: ['q'],
} as const;

type SearchParams = { city?: string; q: string; page?: string; per_page?: string };

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.get<{ Querystring: SearchParams }>(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Events, places and articles matching q',
        querystring: searchQuery,
      },
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const page = readPaging(request.query, 6, 50);
      const text = request.query.q.trim();
      const pattern = `%${escapeLike(text.toLowerCase())}%`;
      const caller = await optionalCaller(ctx, request);
      const userId = caller?.userId ?? null;

      const placeQuery = db
        .selectFrom('places')
        .where('cityId', '=', city.id)
        .where(sql`lower(title)`, 'like', pattern);
      const articleQuery = db
        .selectFrom('articles')
        .where((eb) => eb.or([eb('cityId', '=', city.id), eb('cityId', 'is', null)]))
        .where((eb) =>
          eb.or([eb(sql`lower(title)`, 'like', pattern), eb(sql`lower(lead)`, 'like', pattern)]),
        );
      const [events, places, articles] = await Promise.all([
        queryEvents(db, city, { ...NO_FILTERS, text }, page, ctx.clock.now()),
        paged(page, placeQuery.selectAll().orderBy('id'), placeQuery.select(COUNT_ALL)),
        paged(page, articleQuery.selectAll().orderBy('publishedAt', 'desc'), articleQuery.select(COUNT_ALL)),
      ]);
      const favorites = await favoritePlaceIds(
        db,
        userId,
        places.items.map((row) => row.id),
      );
      return toSnakeCase({
        query: text,
        events: await mapPage(events, (items) => toEvents(db, config.publicUrl, items, userId)),
        places: await mapPage(places, (items) =>
          items.map((row) => toPlace(config.publicUrl, row, favorites.has(row.id))),
        ),
        articles: await mapPage(articles, (items) => toArticleSummaries(config.publicUrl, items)),
      });
    },
  );

  app.get<{ Querystring: { city?: string; q: string } }>(
    '/search/suggestions',
    {
      schema: {
        tags: ['search'],
        summary:
          'Up to 8 titles starting with or containing q, for the search box (kind: event, place, article or guide)',
        querystring: {
          type: 'object',
          properties: { city: cityQuery, q: { type: 'string', minLength: 2, maxLength: 100 } },
          required: ['q'],
        },
      },
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const text = request.query.q.trim().toLowerCase();
      const pattern = `%${escapeLike(text)}%`;
      const now = ctx.clock.now();
      const [events, places, articles] = await Promise.all([
        db
          .selectFrom('events')
          .select(['id', 'slug', 'title'])
          .where('cityId', '=', city.id)
          .where('endsAt', '>=', now)
          .where(sql`lower(title)`, 'like', pattern)
          .orderBy('startsAt')
          .limit(8)
          .execute(),
        db
          .selectFrom('places')
          .select(['id', 'slug', 'title'])
          .where('cityId', '=', city.id)
          .where(sql`lower(title)`, 'like', pattern)
          .limit(8)
          .execute(),
        db
          .selectFrom('articles')
          .select(['id', 'slug', 'title', 'kind'])
          .where((eb) => eb.or([eb('cityId', '=', city.id), eb('cityId', 'is', null)]))
          .where(sql`lower(title)`, 'like', pattern)
          .limit(8)
          .execute(),
      ]);
      const all: SearchSuggestion[] = [
        ...events.map((row) => ({ kind: 'event' as const, ...row })),
        ...places.map((row) => ({ kind: 'place' as const, ...row })),
        // A guide opens at /guides/{slug}, an article at /blog/{slug}: the kind says which.
        ...articles,
      ];
      const startsWith = (item: SearchSuggestion) => (item.title.toLowerCase().startsWith(text) ? 0 : 1);
      all.sort((a, b) => startsWith(a) - startsWith(b));
      return toSnakeCase(all.slice(0, 8));
    },
  );
}
