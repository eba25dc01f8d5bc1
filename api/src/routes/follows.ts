// Followed places (issue 24): follow and unfollow a place (idempotent, as favourites are), whether the caller
// follows one (the place page asks after hydration: public pages carry no personal state), the followed places
// and their coming events for /profile, and the switch that puts those events into the calendar feed. Every
// call needs a session (header, or cookie from the site: csrf.ts) and is never cached as a public answer.
// Secret places stay the subscribers' as on GET /places/{id}: following one needs premium (403 otherwise), and
// without premium the lists leave them and their events out (unfollowing is always allowed).
import type { FastifyInstance } from 'fastify';
import { notEnded } from '../catalog/event-filters';
import { EVENT_COLUMNS, eventCard, toEvents } from '../catalog/events';
import { followsInCalendarFeed, isFollowing, setFollow, setFollowsInCalendarFeed } from '../catalog/follows';
import { COUNT_ALL, FULL_COUNT, mapPage, paged } from '../catalog/paging';
import { placeFavorite, toPlace } from '../catalog/places';
import type { AppContext } from '../context';
import { type ErrorCodes, errorAnswers, SIGNED_IN, SITE_WRITE } from '../http/error-answers';
import { ApiError, notFound } from '../http/errors';
import { idParam, paging, readPaging } from '../http/params';
import { eventSchema, ok, pageSchema, placeSchema } from '../http/response-schemas';
import { accessTokenHeader, requireCaller } from '../http/session';
import { toSnakeCase } from '../lib/snake-case';
import { hasPremium } from '../services/premium';

/** Followed places on /profile, 20 a page as favourites; their coming events 12 a page. */
const PLACES_PER_PAGE = 20;
const EVENTS_PER_PAGE = 12;

const followSchema = ok({ type: 'object', properties: { is_following: { type: 'boolean' } } });
const calendarSchema = ok({ type: 'object', properties: { included: { type: 'boolean' } } });
const NO_PLACE: ErrorCodes = { 404: 'place_not_found: no such place' };

export async function followRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const tags = ['follows'];

  const premium = (userId: number) => hasPremium(db, userId, ctx.clock.now());
  /** The place's id; 404 when there is none, and with `secretNeedsPremium` 403 for a secret place without it. */
  const placeIdOf = async (id: number, userId: number, secretNeedsPremium = false) => {
    const row = await db
      .selectFrom('places')
      .select(['id', 'isSecret'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('Place Not Found', 'place_not_found', 'id');
    if (secretNeedsPremium && row.isSecret && !(await premium(userId))) {
      throw new ApiError(403, 'subscription_required', 'Доступно только по подписке');
    }
    return row.id;
  };

  app.get<{ Params: { id: number } }>(
    '/places/:id/follow',
    {
      schema: {
        tags,
        summary: 'Whether the caller follows the place',
        params: idParam,
        headers: accessTokenHeader,
        response: { ...followSchema, ...errorAnswers(SIGNED_IN, NO_PLACE) },
      },
    },
    async (request) => {
      const { userId } = await requireCaller(ctx, request);
      return { is_following: await isFollowing(db, userId, await placeIdOf(request.params.id, userId)) };
    },
  );

  for (const method of ['POST', 'DELETE'] as const) {
    const follow = method === 'POST';
    app.route<{ Params: { id: number } }>({
      method,
      url: '/places/:id/follow',
      schema: {
        tags,
        summary: follow
          ? 'Follow the place: its coming events show on /profile (idempotent)'
          : 'Stop following the place (idempotent)',
        params: idParam,
        headers: accessTokenHeader,
        response: {
          ...followSchema,
          ...errorAnswers(
            SIGNED_IN,
            SITE_WRITE,
            follow ? { 403: 'subscription_required: the place is secret, for subscribers only' } : {},
            NO_PLACE,
          ),
        },
      },
      handler: async (request) => {
        const { userId } = await requireCaller(ctx, request);
        // Anyone may stop following; following a secret place needs premium.
        const placeId = await placeIdOf(request.params.id, userId, follow);
        await setFollow(db, userId, placeId, follow, ctx.clock.now());
        return { is_following: follow };
      },
    });
  }

  app.get<{ Querystring: { page?: string; per_page?: string } }>(
    '/profile/places/follows',
    {
      schema: {
        tags,
        summary: 'Places the caller follows, latest first',
        querystring: { type: 'object', properties: paging(PLACES_PER_PAGE) },
        headers: accessTokenHeader,
        response: { ...ok(pageSchema(placeSchema)), ...errorAnswers(SIGNED_IN) },
      },
    },
    async (request) => {
      const { userId } = await requireCaller(ctx, request);
      const page = readPaging(request.query, PLACES_PER_PAGE);
      let base = db
        .selectFrom('placeFollows')
        .innerJoin('places', 'places.id', 'placeFollows.placeId')
        .where('placeFollows.userId', '=', userId);
      const subscriber = await premium(userId);
      if (!subscriber) base = base.where('places.isSecret', '=', false);
      const rows = await paged(
        page,
        base
          .selectAll('places')
          .select(FULL_COUNT)
          .select((eb) => placeFavorite(eb, userId))
          .orderBy('placeFollows.createdAt', 'desc')
          .orderBy('places.id', 'desc'),
        base.select(COUNT_ALL),
      );
      return toSnakeCase(
        await mapPage(rows, (items) =>
          items.map((row) => toPlace(config.publicUrl, row, row.isFavorite, subscriber)),
        ),
      );
    },
  );

  app.get<{ Querystring: { page?: string; per_page?: string } }>(
    '/profile/places/follows/events',
    {
      schema: {
        tags,
        summary: 'Coming events at the places the caller follows, soonest first («Новое в ваших местах»)',
        querystring: { type: 'object', properties: paging(EVENTS_PER_PAGE) },
        headers: accessTokenHeader,
        response: { ...ok(pageSchema(eventSchema)), ...errorAnswers(SIGNED_IN) },
      },
    },
    async (request) => {
      const { userId } = await requireCaller(ctx, request);
      const page = readPaging(request.query, EVENTS_PER_PAGE);
      let base = db
        .selectFrom('events')
        .innerJoin('placeFollows', 'placeFollows.placeId', 'events.placeId')
        .where('placeFollows.userId', '=', userId)
        .where(notEnded(ctx.clock.now()));
      const subscriber = await premium(userId);
      if (!subscriber) {
        base = base.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('places')
                .select('places.id')
                .whereRef('places.id', '=', 'events.placeId')
                .where('places.isSecret', '=', true),
            ),
          ),
        );
      }
      const rows = await paged(
        page,
        base
          .select(EVENT_COLUMNS)
          .select(FULL_COUNT)
          .select((eb) => eventCard(eb, userId))
          .orderBy('events.startsAt')
          .orderBy('events.id'),
        base.select(COUNT_ALL),
      );
      return toSnakeCase(await mapPage(rows, (items) => toEvents(config.publicUrl, items, subscriber)));
    },
  );

  const calendarPath = '/profile/calendar-feed/followed-places';
  app.get(
    calendarPath,
    {
      schema: {
        tags,
        summary: "Whether the caller's calendar feed takes in the events of the places they follow",
        headers: accessTokenHeader,
        response: { ...calendarSchema, ...errorAnswers(SIGNED_IN) },
      },
    },
    async (request) => {
      const { userId } = await requireCaller(ctx, request);
      return { included: await followsInCalendarFeed(db, userId) };
    },
  );
  for (const method of ['POST', 'DELETE'] as const) {
    const included = method === 'POST';
    app.route({
      method,
      url: calendarPath,
      schema: {
        tags,
        summary: included
          ? 'Put the events of the followed places into the calendar feed'
          : 'Keep the calendar feed to favourite events only',
        headers: accessTokenHeader,
        response: { ...calendarSchema, ...errorAnswers(SIGNED_IN, SITE_WRITE) },
      },
      handler: async (request) => {
        const { userId } = await requireCaller(ctx, request);
        await setFollowsInCalendarFeed(db, userId, included);
        return { included };
      },
    });
  }
}
