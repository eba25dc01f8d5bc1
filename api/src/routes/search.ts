// Search across a city's events, places and articles, and the short suggestions under the search box.
import type { SearchSuggestion } from '@kaver/shared-contracts/src/domain/suggestion';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { toArticleSummaries } from '../catalog/articles';
import { escapeLike, NO_FILTERS, pageOf, queryEvents } from '../catalog/event-filters';
import { toEvents } from '../catalog/events';
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
      const offset = (page.page - 1) * page.perPage;

      const places = db
        .selectFrom('places')
        .where('cityId', '=', city.id)
        .where(sql`lower(title)`, 'like', pattern);
      const articles = db
        .selectFrom('articles')
        .where((eb) => eb.or([eb('cityId', '=', city.id), eb('cityId', 'is', null)]))
        .where((eb) =>
          eb.or([eb(sql`lower(title)`, 'like', pattern), eb(sql`lower(lead)`, 'like', pattern)]),
        );
      const [events, placeRows, placeCount, articleRows, articleCount] = await Promise.all([
        queryEvents(db, city, { ...NO_FILTERS, text }, page, ctx.clock.now()),
        places.selectAll().orderBy('id').limit(page.perPage).offset(offset).execute(),
        places.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
        articles.selectAll().orderBy('publishedAt', 'desc').limit(page.perPage).offset(offset).execute(),
        articles.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      const favorites = await favoritePlaceIds(
        db,
        userId,
        placeRows.map((row) => row.id),
      );
      return toSnakeCase({
        query: text,
        events: { ...events, items: await toEvents(db, config.publicUrl, events.items, userId) },
        places: pageOf(
          placeRows.map((row) => toPlace(config.publicUrl, row, favorites.has(row.id))),
          placeCount.total,
          page,
        ),
        articles: pageOf(toArticleSummaries(config.publicUrl, articleRows), articleCount.total, page),
      });
    },
  );

  app.get<{ Querystring: { city?: string; q: string } }>(
    '/search/suggestions',
    {
      schema: {
        tags: ['search'],
        summary: 'Up to 8 titles starting with or containing q, for the search box',
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
          .select(['id', 'slug', 'title'])
          .where((eb) => eb.or([eb('cityId', '=', city.id), eb('cityId', 'is', null)]))
          .where(sql`lower(title)`, 'like', pattern)
          .limit(8)
          .execute(),
      ]);
      const all: SearchSuggestion[] = [
        ...events.map((row) => ({ kind: 'event' as const, ...row })),
        ...places.map((row) => ({ kind: 'place' as const, ...row })),
        ...articles.map((row) => ({ kind: 'article' as const, ...row })),
      ];
      const startsWith = (item: SearchSuggestion) => (item.title.toLowerCase().startsWith(text) ? 0 : 1);
      all.sort((a, b) => startsWith(a) - startsWith(b));
      return toSnakeCase(all.slice(0, 8));
    },
  );
}
