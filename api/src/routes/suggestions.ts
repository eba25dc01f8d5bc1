// Suggestions (/suggestions/{id}): a stored pick of events, e.g. sent by the events bot. Like an article, a
// suggestion stays readable after its events are over, and shows only those that have not ended, in its order.
import type { Suggestion } from '@kaver/shared-contracts/domain';
import type { FastifyInstance } from 'fastify';
import { cityAliasOf, cityTimezone } from '../catalog/cities';
import { notEnded } from '../catalog/event-filters';
import { EVENT_COLUMNS, eventCard, toEvents } from '../catalog/events';
import type { AppContext } from '../context';
import { errorAnswers } from '../http/error-answers';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';
import { ok, suggestionSchema } from '../http/response-schemas';
import { callerHasPremium, optionalCaller } from '../http/session';
import { formatDateTime } from '../lib/dates';
import { toSnakeCase } from '../lib/snake-case';

export async function suggestionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.get<{ Params: { id: number } }>(
    '/suggestions/:id',
    {
      schema: {
        tags: ['suggestions'],
        summary: 'A suggestion with its events not ended, in order',
        params: idParam,
        response: {
          ...ok(suggestionSchema),
          ...errorAnswers({ 404: 'suggestion_not_found: no such suggestion' }),
        },
      },
      config: { publicSeconds: config.cache.ttlSeconds },
    },
    async (request) => {
      const caller = await optionalCaller(ctx, request);
      const row = await db
        .selectFrom('suggestions')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound('Suggestion Not Found', 'suggestion_not_found', 'id');
      const eventRows = await db
        .selectFrom('suggestionEvents')
        .innerJoin('events', 'events.id', 'suggestionEvents.eventId')
        .select(EVENT_COLUMNS)
        .select((eb) => eventCard(eb, caller?.userId ?? null))
        .where('suggestionEvents.suggestionId', '=', row.id)
        .where(notEnded(ctx.clock.now()))
        .orderBy('suggestionEvents.position')
        .execute();
      const suggestion: Suggestion = {
        id: row.id,
        city: cityAliasOf(row.cityId),
        title: row.title,
        description: row.description,
        createdAt: formatDateTime(cityTimezone(row.cityId), row.createdAt),
        events: toEvents(config.publicUrl, eventRows, await callerHasPremium(ctx, request)),
      };
      return toSnakeCase(suggestion);
    },
  );
}
