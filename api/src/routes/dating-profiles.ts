// The dating profiles of a city (GET /profiles, 15 a page), for the /community teaser: the same cards as
// GET /events/{id}/profiles, without going through an event (on the web base, teasers: datingCards).
import type { FastifyInstance } from 'fastify';
import { cityQuery, requireCity } from '../catalog/cities';
import { datingCards } from '../catalog/dating-profiles';
import { COUNT_ALL, FULL_COUNT, mapPage, paged } from '../catalog/paging';
import type { AppContext } from '../context';
import { errorAnswers, IN_CITY } from '../http/error-answers';
import { paging, readPaging } from '../http/params';
import { ok } from '../http/response-schemas';
import { toSnakeCase } from '../lib/snake-case';

export async function datingProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const profiles = datingCards(app, ctx);

  app.get<{ Querystring: { city?: string; page?: string; per_page?: string } }>(
    '/profiles',
    {
      schema: {
        tags: ['events'],
        summary: `Dating profiles of a city (15 a page): ${profiles.summary}`,
        querystring: { type: 'object', properties: { city: cityQuery, ...paging(15) } },
        response: { ...ok(profiles.pageSchema), ...errorAnswers(IN_CITY) },
      },
      config: { publicSeconds: config.cache.ttlSeconds },
    },
    async (request) => {
      const city = requireCity(request.query.city);
      const page = readPaging(request.query, 15);
      const base = db.selectFrom('datingProfiles').where('cityId', '=', city.id);
      const rows = await paged(
        page,
        base.selectAll().select(FULL_COUNT).orderBy('id'),
        base.select(COUNT_ALL),
      );
      const whole = await profiles.wholeFor(request);
      return toSnakeCase(await mapPage(rows, (items) => profiles.of(items, whole)));
    },
  );
}
