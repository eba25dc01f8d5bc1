// Blog articles and guides (/blog, /guides), and the per-city weekend article (/blog/{city}-weekend), whose
// events are the city's events of the coming weekend, computed when asked. Either way an article shows only
// events that have not ended.
import type { City } from '@kaver/shared-contracts/domain';
import type { FastifyInstance } from 'fastify';
import { toArticle, toArticleSummaries } from '../catalog/articles';
import { cityQuery, optionalCity, weekendArticleCity } from '../catalog/cities';
import { NO_FILTERS, notEnded, queryEvents } from '../catalog/event-filters';
import { EVENT_COLUMNS, type EventCardRow, eventCard, toEvents } from '../catalog/events';
import { COUNT_ALL, FULL_COUNT, mapPage, paged } from '../catalog/paging';
import type { AppContext } from '../context';
import { errorAnswers, UNKNOWN_CITY } from '../http/error-answers';
import { notFound } from '../http/errors';
import { paging, readPaging } from '../http/params';
import { articleSchema, articleSummarySchema, ok, pageSchema } from '../http/response-schemas';
import { callerHasPremium, optionalCaller } from '../http/session';
import { formatDate, localDate, startOfLocalDay } from '../lib/dates';
import { toSnakeCase } from '../lib/snake-case';

const slugParam = {
  type: 'object',
  properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{1,120}$' } },
  required: ['slug'],
} as const;

/** Saturday and Sunday of this week (or today and Sunday when it is already the weekend), as DD.MM.YYYY. */
export function weekendOf(city: City, now: Date): { dateStart: string; dateEnd: string } {
  const { weekday } = localDate(city.timezone, now);
  const saturday =
    weekday >= 6 ? startOfLocalDay(city.timezone, now) : startOfLocalDay(city.timezone, now, 6 - weekday);
  const sunday = startOfLocalDay(city.timezone, now, 7 - weekday);
  return { dateStart: formatDate(city.timezone, saturday), dateEnd: formatDate(city.timezone, sunday) };
}

export async function articleRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const publicAnswer = { publicSeconds: config.cache.ttlSeconds };

  for (const [url, kind] of [
    ['/articles', 'article'],
    ['/guides', 'guide'],
  ] as const) {
    app.get<{ Querystring: { city?: string; page?: string; per_page?: string } }>(
      url,
      {
        schema: {
          tags: ['articles'],
          summary: kind === 'article' ? 'Blog articles, newest first' : 'Guides, newest first',
          querystring: { type: 'object', properties: { city: cityQuery, ...paging(12) } },
          // Without a city every city's articles: only an unknown alias is refused.
          response: { ...ok(pageSchema(articleSummarySchema)), ...errorAnswers(UNKNOWN_CITY) },
        },
        config: publicAnswer,
      },
      async (request) => {
        const city = optionalCity(request.query.city);
        const page = readPaging(request.query, 12);
        let base = db.selectFrom('articles').where('kind', '=', kind);
        if (city) base = base.where((eb) => eb.or([eb('cityId', '=', city.id), eb('cityId', 'is', null)]));
        const rows = await paged(
          page,
          base.selectAll().select(FULL_COUNT).orderBy('publishedAt', 'desc').orderBy('id', 'desc'),
          base.select(COUNT_ALL),
        );
        return toSnakeCase(await mapPage(rows, (items) => toArticleSummaries(config.publicUrl, items)));
      },
    );

    app.get<{ Params: { slug: string } }>(
      `${url}/:slug`,
      {
        schema: {
          tags: ['articles'],
          summary:
            kind === 'article' ? "One article; '{city}-weekend' lists that weekend's events" : 'One guide',
          params: slugParam,
          response: {
            ...ok(articleSchema),
            ...errorAnswers({ 404: `article_not_found: no ${kind} has this slug` }),
          },
        },
        config: publicAnswer,
      },
      async (request) => {
        const row = await db
          .selectFrom('articles')
          .selectAll()
          .where('kind', '=', kind)
          .where('slug', '=', request.params.slug)
          .executeTakeFirst();
        if (!row) throw notFound('Article Not Found', 'article_not_found', 'slug');
        const caller = await optionalCaller(ctx, request);
        const userId = caller?.userId ?? null;
        const weekendCity = weekendArticleCity(row.slug);
        const now = ctx.clock.now();
        let eventRows: EventCardRow[];
        if (weekendCity) {
          const filters = { ...NO_FILTERS, ...weekendOf(weekendCity, now), showPast: true };
          eventRows = (await queryEvents(db, weekendCity, filters, { page: 1, perPage: 12 }, now, userId))
            .items;
        } else {
          // The events it names that have not ended («прошедшие события мы убираем»): the article itself stays
          // readable, with fewer cards or none, after they are over.
          eventRows = await db
            .selectFrom('articleEvents')
            .innerJoin('events', 'events.id', 'articleEvents.eventId')
            .select(EVENT_COLUMNS)
            .select((eb) => eventCard(eb, userId))
            .where('articleEvents.articleId', '=', row.id)
            .where(notEnded(now))
            .orderBy('events.startsAt')
            .execute();
        }
        return toSnakeCase(
          toArticle(
            config.publicUrl,
            row,
            toEvents(config.publicUrl, eventRows, await callerHasPremium(ctx, request)),
          ),
        );
      },
    );
  }
}
