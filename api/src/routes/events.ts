// SPEC.md 7.1: the event list with every filter, event types, one event (by id or slug), similar events,
// dating profiles of an event, its articles, and favourite subscribe/unsubscribe.
import type { City } from '@kaver/shared-contracts/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { toArticleSummaries } from '../catalog/articles';
import { cityQuery, requireCity } from '../catalog/cities';
import { datingCards } from '../catalog/dating-profiles';
import { type EventFilters, notEnded, queryEvents } from '../catalog/event-filters';
import { AGE_RATINGS, EVENT_COLUMNS, type EventCardRow, eventCard, toEvents } from '../catalog/events';
import { type NearQuery, nearQuerySchema, readNear } from '../catalog/geo';
import { COUNT_ALL, FULL_COUNT, mapPage, paged } from '../catalog/paging';
import { placeCategoryQuery } from '../catalog/places';
import { nearbyShowsSecretPlaces } from '../catalog/secret-places';
import type { AppContext } from '../context';
import type { Db } from '../db/connect';
import { errorAnswers, IN_CITY } from '../http/error-answers';
import { notFound } from '../http/errors';
import {
  idParam,
  nullableDate,
  nullableIdList,
  nullableInt,
  nullableTime,
  paging,
  readIdList,
  readInt,
  readPaging,
  readRef,
  refParam,
} from '../http/params';
import { eventTypeCountSchema } from '../http/reference-schemas';
import { articleSummarySchema, eventSchema, ok, pageSchema } from '../http/response-schemas';
import { arrayOf } from '../http/schema-parts';
import { callerHasPremium, optionalCaller } from '../http/session';
import { toSnakeCase } from '../lib/snake-case';

interface ListQuery extends NearQuery {
  city?: string;
  page?: string;
  per_page?: string;
  date_start?: string;
  date_end?: string;
  time_start?: string;
  time_end?: string;
  cost_start?: string;
  cost_end?: string;
  id_age?: string;
  id_collection?: string;
  categories?: string;
  place_category?: string;
  id_place?: string;
  show_past?: string;
  q?: string;
}

const listQuerySchema = {
  type: 'object',
  properties: {
    city: cityQuery,
    ...paging(6),
    date_start: { ...nullableDate, description: 'DD.MM.YYYY, local day of the city' },
    date_end: { ...nullableDate, description: 'DD.MM.YYYY, inclusive' },
    time_start: { ...nullableTime, description: 'HH:mm, earliest local start time' },
    time_end: { ...nullableTime, description: 'HH:mm, latest local start time' },
    cost_start: { ...nullableInt, description: 'Rubles' },
    cost_end: { ...nullableInt, description: 'Rubles' },
    id_age: {
      type: 'string',
      pattern: `^(null|${AGE_RATINGS.map((rating) => rating.id).join('|')})$`,
      description: `Age rating id (${AGE_RATINGS.map((rating) => `${rating.id} ${rating.title}`).join(', ')})`,
    },
    id_collection: { ...nullableIdList, description: 'Comma-separated collection (list) ids' },
    categories: { ...nullableIdList, description: 'Comma-separated event type ids' },
    place_category: placeCategoryQuery,
    id_place: { ...nullableInt, description: 'Place id: the events held at that place' },
    show_past: {
      type: 'string',
      enum: ['0', '1', 'null'],
      description: '1 also lists events that began earlier',
    },
    q: { type: 'string', maxLength: 100, description: 'Text search in titles' },
    ...nearQuerySchema,
  },
} as const;

const cityOnly = { type: 'object', properties: { city: cityQuery } } as const;
const eventRef = refParam('id');
const eventPage = ok(pageSchema(eventSchema));
const EVENT_IN_CITY = errorAnswers(IN_CITY, { 404: 'event_not_found: the city has no such event' });

function filtersOf(query: ListQuery): EventFilters {
  const placeCategory = query.place_category && query.place_category !== 'null' ? query.place_category : null;
  return {
    dateStart: query.date_start && query.date_start !== 'null' ? query.date_start : null,
    dateEnd: query.date_end && query.date_end !== 'null' ? query.date_end : null,
    timeStart: query.time_start && query.time_start !== 'null' ? query.time_start : null,
    timeEnd: query.time_end && query.time_end !== 'null' ? query.time_end : null,
    costStart: readInt(query.cost_start),
    costEnd: readInt(query.cost_end),
    idAge: readInt(query.id_age),
    idCollection: readIdList(query.id_collection),
    categories: readIdList(query.categories),
    placeCategories: placeCategory ? placeCategory.split(',') : null,
    idPlace: readInt(query.id_place),
    showPast: query.show_past === '1',
    text: query.q?.trim() || null,
    near: readNear(query),
  };
}

/** An event of the city by numeric id or slug, as a card for the caller; 404 otherwise. */
export async function findEvent(
  db: Db,
  city: City,
  ref: string,
  userId: number | null,
): Promise<EventCardRow> {
  const target = readRef(ref);
  const row =
    target &&
    (await db
      .selectFrom('events')
      .select(EVENT_COLUMNS)
      .select((eb) => eventCard(eb, userId))
      .where('events.cityId', '=', city.id)
      .where(`events.${target.column}`, '=', target.value)
      .executeTakeFirst());
  if (!row) throw notFound('Event Not Found', 'event_not_found', 'id');
  return row;
}

export async function eventRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const tags = ['events'];
  const publicAnswer = { publicSeconds: config.cache.ttlSeconds };

  app.get<{ Querystring: ListQuery }>(
    '/events',
    {
      schema: {
        tags,
        summary: 'Events of a city, filtered and paged, or nearest first around a point (lat, lon, radius)',
        querystring: listQuerySchema,
        response: { ...eventPage, ...errorAnswers(IN_CITY) },
      },
      config: publicAnswer,
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const page = readPaging(request.query, 6);
      const caller = await optionalCaller(ctx, request);
      const premium = await callerHasPremium(ctx, request);
      const filters = { ...filtersOf(request.query), nearSecretPlaces: nearbyShowsSecretPlaces(premium) };
      const rows = await queryEvents(db, city, filters, page, ctx.clock.now(), caller?.userId ?? null);
      return toSnakeCase(await mapPage(rows, (items) => toEvents(config.publicUrl, items, premium)));
    },
  );

  app.get<{ Querystring: { city?: string } }>(
    '/events/types',
    {
      schema: {
        tags,
        summary: 'Event types with the number of current events in the city',
        querystring: cityOnly,
        response: { ...ok(arrayOf(eventTypeCountSchema)), ...errorAnswers(IN_CITY) },
      },
      config: publicAnswer,
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const rows = await db
        .selectFrom('eventTypes')
        .leftJoin('eventEventTypes', 'eventEventTypes.eventTypeId', 'eventTypes.id')
        .leftJoin('events', (join) =>
          join
            .onRef('events.id', '=', 'eventEventTypes.eventId')
            .on('events.cityId', '=', city.id)
            .on(notEnded(ctx.clock.now())),
        )
        .select(['eventTypes.id', 'eventTypes.title', sql<number>`count(events.id)::int`.as('eventsCount')])
        .groupBy(['eventTypes.id', 'eventTypes.title'])
        .orderBy('eventTypes.id')
        .execute();
      return toSnakeCase(rows);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { city?: string } }>(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'One event by id or slug',
        params: eventRef,
        querystring: cityOnly,
        response: { ...ok(eventSchema), ...EVENT_IN_CITY },
      },
      config: publicAnswer,
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const caller = await optionalCaller(ctx, request);
      const row = await findEvent(db, city, request.params.id, caller?.userId ?? null);
      return toSnakeCase(toEvents(config.publicUrl, [row], await callerHasPremium(ctx, request))[0]);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { city?: string; page?: string; per_page?: string } }>(
    '/events/:id/similar',
    {
      schema: {
        tags,
        summary: 'Current events of the same city sharing its types, most shared first',
        params: eventRef,
        querystring: { type: 'object', properties: { city: cityQuery, ...paging(6) } },
        response: { ...eventPage, ...EVENT_IN_CITY },
      },
      config: publicAnswer,
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const page = readPaging(request.query, 6);
      const caller = await optionalCaller(ctx, request);
      const userId = caller?.userId ?? null;
      const event = await findEvent(db, city, request.params.id, null);
      const shared = db
        .selectFrom('eventEventTypes as mine')
        .innerJoin('eventEventTypes as theirs', 'theirs.eventTypeId', 'mine.eventTypeId')
        .where('mine.eventId', '=', event.id)
        .where('theirs.eventId', '!=', event.id)
        .select(['theirs.eventId', sql<number>`count(*)::int`.as('shared')])
        .groupBy('theirs.eventId');
      const base = db
        .selectFrom('events')
        .innerJoin(shared.as('overlap'), 'overlap.eventId', 'events.id')
        .where('events.cityId', '=', city.id)
        .where(notEnded(ctx.clock.now()));
      const rows = await paged(
        page,
        base
          .select(EVENT_COLUMNS)
          .select(FULL_COUNT)
          .select((eb) => eventCard(eb, userId))
          .orderBy('overlap.shared', 'desc')
          .orderBy('events.startsAt')
          .orderBy('events.id'),
        base.select(COUNT_ALL),
      );
      const premium = await callerHasPremium(ctx, request);
      return toSnakeCase(await mapPage(rows, (items) => toEvents(config.publicUrl, items, premium)));
    },
  );

  const profiles = datingCards(app, ctx);
  app.get<{ Params: { id: string }; Querystring: { city?: string; page?: string; per_page?: string } }>(
    '/events/:id/profiles',
    {
      schema: {
        tags,
        summary: `Dating profiles of people going to the event (15 a page): ${profiles.summary}`,
        params: eventRef,
        querystring: { type: 'object', properties: { city: cityQuery, ...paging(15) } },
        response: { ...ok(profiles.pageSchema), ...EVENT_IN_CITY },
      },
      config: publicAnswer,
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const page = readPaging(request.query, 15);
      const event = await findEvent(db, city, request.params.id, null);
      const base = db
        .selectFrom('eventProfiles')
        .innerJoin('datingProfiles', 'datingProfiles.id', 'eventProfiles.profileId')
        .where('eventProfiles.eventId', '=', event.id);
      const rows = await paged(
        page,
        base.selectAll('datingProfiles').select(FULL_COUNT).orderBy('datingProfiles.id'),
        base.select(COUNT_ALL),
      );
      const whole = await profiles.wholeFor(request);
      return toSnakeCase(await mapPage(rows, (items) => profiles.of(items, whole)));
    },
  );

  app.get<{ Params: { id: number }; Querystring: { page?: string; per_page?: string } }>(
    '/events/:id/articles',
    {
      schema: {
        tags,
        summary: "Articles that mention the event ('null' paging = first 50)",
        params: idParam,
        querystring: { type: 'object', properties: paging(50) },
        response: {
          ...ok(pageSchema(articleSummarySchema)),
          ...errorAnswers({ 404: 'event_not_found: no such event' }),
        },
      },
      config: publicAnswer,
    },
    async (request) => {
      const page = readPaging(request.query, 50);
      const event = await db
        .selectFrom('events')
        .select('id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!event) throw notFound('Event Not Found', 'event_not_found', 'id');
      const base = db
        .selectFrom('articleEvents')
        .innerJoin('articles', 'articles.id', 'articleEvents.articleId')
        .where('articleEvents.eventId', '=', event.id);
      const rows = await paged(
        page,
        base.selectAll('articles').select(FULL_COUNT).orderBy('articles.publishedAt', 'desc'),
        base.select(COUNT_ALL),
      );
      return toSnakeCase(await mapPage(rows, (items) => toArticleSummaries(config.publicUrl, items)));
    },
  );
}
