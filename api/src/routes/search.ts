// Search across a city's events, places and articles, and the short suggestions under the search box: full-text
// search (russian word forms) plus trigram matching for substrings and typos (catalog/text-search.ts).
import type { SearchSuggestion } from '@kaver/shared-contracts/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { toArticleSummaries } from '../catalog/articles';
import { cityQuery, requireCity } from '../catalog/cities';
import { NO_FILTERS, notEnded, queryEvents } from '../catalog/event-filters';
import { toEvents } from '../catalog/events';
import { COUNT_ALL, FULL_COUNT, mapPage, paged } from '../catalog/paging';
import { placeFavorite, toPlace } from '../catalog/places';
import { textMatches, textRank, withTypoFallback } from '../catalog/text-search';
import type { AppContext } from '../context';
import { errorAnswers, IN_CITY } from '../http/error-answers';
import { paging, readPaging } from '../http/params';
import {
  articleSummarySchema,
  eventSchema,
  ok,
  pageSchema,
  placeSchema,
  searchSuggestionSchema,
} from '../http/response-schemas';
import { callerHasPremium, optionalCaller } from '../http/session';
import { toSnakeCase } from '../lib/snake-case';

/** The text searched for: 2 to 100 characters once the whitespace around it is trimmed (`trimQuery`). */
const searchText = { type: 'string', minLength: 2, maxLength: 100 } as const;

const searchQuery = {
  type: 'object',
  properties: { city: cityQuery, q: searchText, ...paging(6, 50) },
  required: ['q'],
} as const;

/**
 * Route preValidation: q is checked and searched without the whitespace around it, so a query of spaces is as short
 * as an empty one (400) instead of matching everything.
 */
async function trimQuery(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  if (typeof query.q === 'string') query.q = query.q.trim();
}

type SearchParams = { city?: string; q: string; page?: string; per_page?: string };

const searchResultSchema = {
  type: 'object',
  properties: {
    query: { type: 'string' },
    events: pageSchema(eventSchema),
    places: pageSchema(placeSchema),
    articles: pageSchema(articleSummarySchema),
  },
} as const;

const SUGGESTIONS = 8;

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const publicAnswer = { publicSeconds: config.cache.ttlSeconds };

  app.get<{ Querystring: SearchParams }>(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Events, places and articles matching q (word forms, substrings, typos), best first',
        querystring: searchQuery,
        response: { ...ok(searchResultSchema), ...errorAnswers(IN_CITY) },
      },
      config: publicAnswer,
      preValidation: trimQuery,
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const page = readPaging(request.query, 6, 50);
      const text = request.query.q;
      const caller = await optionalCaller(ctx, request);
      const userId = caller?.userId ?? null;

      const places = (typos: boolean) => {
        const matching = db
          .selectFrom('places')
          .where('places.cityId', '=', city.id)
          .where(textMatches('places', text, typos));
        return paged(
          page,
          matching
            .selectAll('places')
            .select(FULL_COUNT)
            .select((eb) => placeFavorite(eb, userId))
            .orderBy(textRank('places', text), 'desc')
            .orderBy('places.id'),
          matching.select(COUNT_ALL),
        );
      };
      const articles = (typos: boolean) => {
        const matching = db
          .selectFrom('articles')
          .where((eb) => eb.or([eb('articles.cityId', '=', city.id), eb('articles.cityId', 'is', null)]))
          .where(textMatches('articles', text, typos));
        return paged(
          page,
          matching
            .selectAll('articles')
            .select(FULL_COUNT)
            .orderBy(textRank('articles', text), 'desc')
            .orderBy('articles.publishedAt', 'desc')
            .orderBy('articles.id'),
          matching.select(COUNT_ALL),
        );
      };
      const found = (result: { total: number }) => result.total > 0;
      const [eventPage, placePage, articlePage] = await Promise.all([
        queryEvents(db, city, { ...NO_FILTERS, text }, page, ctx.clock.now(), userId, 'relevance'),
        withTypoFallback(text, places, found),
        withTypoFallback(text, articles, found),
      ]);
      const premium = await callerHasPremium(ctx, request);
      return toSnakeCase({
        query: text,
        events: await mapPage(eventPage, (items) => toEvents(config.publicUrl, items, premium)),
        places: await mapPage(placePage, (items) =>
          items.map((row) => toPlace(config.publicUrl, row, row.isFavorite, premium)),
        ),
        articles: await mapPage(articlePage, (items) => toArticleSummaries(config.publicUrl, items)),
      });
    },
  );

  app.get<{ Querystring: { city?: string; q: string } }>(
    '/search/suggestions',
    {
      schema: {
        tags: ['search'],
        summary: 'Up to 8 titles for the search box, best match first (kind: event, place, article or guide)',
        querystring: {
          type: 'object',
          properties: { city: cityQuery, q: searchText },
          required: ['q'],
        },
        response: { ...ok({ type: 'array', items: searchSuggestionSchema }), ...errorAnswers(IN_CITY) },
      },
      config: publicAnswer,
      preValidation: trimQuery,
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const text = request.query.q;
      const now = ctx.clock.now();
      // One round trip: the best of each kind (each limited inside its own subquery), then the best of all.
      const suggest = (typos: boolean) => {
        const events = db
          .selectFrom('events')
          .select([
            sql<string>`'event'`.as('kind'),
            'events.id',
            'events.slug',
            'events.title',
            textRank('events', text).as('rank'),
          ])
          .where('events.cityId', '=', city.id)
          .where(notEnded(now))
          .where(textMatches('events', text, typos))
          .orderBy('rank', 'desc')
          .orderBy('events.startsAt')
          .limit(SUGGESTIONS);
        const places = db
          .selectFrom('places')
          .select([
            sql<string>`'place'`.as('kind'),
            'places.id',
            'places.slug',
            'places.title',
            textRank('places', text).as('rank'),
          ])
          .where('places.cityId', '=', city.id)
          .where(textMatches('places', text, typos))
          .orderBy('rank', 'desc')
          .orderBy('places.id')
          .limit(SUGGESTIONS);
        const articles = db
          .selectFrom('articles')
          .select([
            'articles.kind',
            'articles.id',
            'articles.slug',
            'articles.title',
            textRank('articles', text).as('rank'),
          ])
          .where((eb) => eb.or([eb('articles.cityId', '=', city.id), eb('articles.cityId', 'is', null)]))
          .where(textMatches('articles', text, typos))
          .orderBy('rank', 'desc')
          .orderBy('articles.id')
          .limit(SUGGESTIONS);
        return db
          .selectFrom((eb) =>
            eb
              .selectFrom(events.as('e'))
              .selectAll()
              .unionAll(eb.selectFrom(places.as('p')).selectAll())
              .unionAll(eb.selectFrom(articles.as('a')).selectAll())
              .as('found'),
          )
          .select(['found.kind', 'found.id', 'found.slug', 'found.title'])
          .orderBy('found.rank', 'desc')
          .orderBy('found.kind')
          .orderBy('found.id')
          .limit(SUGGESTIONS)
          .execute();
      };
      const rows = await withTypoFallback(text, suggest, (found) => found.length > 0);
      // A guide opens at /guides/{slug}, an article at /blog/{slug}: the kind says which.
      return toSnakeCase(rows as SearchSuggestion[]);
    },
  );
}
