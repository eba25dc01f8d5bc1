// A personal calendar feed: a signed-in person's favourite events as a private, revocable iCalendar address that
// calendar apps subscribe to (webcal://) and fetch again on their own. GET /calendar/{token}.ics is public but
// unguessable: the token is 256 random bits made for that feed, stored as a keyed hash (the lookup) and sealed
// with the server key (to show the owner the address again). Renewing or turning the feed off drops the token for
// good: a new one is random, so a revoked (perhaps leaked) address never works again.
// The feed is personal: Cache-Control private, never stored by shared caches.

import { createHmac } from 'node:crypto';
import { buildCalendar, type IcsEvent } from '@kaver/shared-contracts/ics';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { calendarFeedEventIds } from '../catalog/follows';
import type { AppContext } from '../context';
import { BASES } from '../http/bases';
import { errorAnswers, SIGNED_IN, SITE_WRITE } from '../http/error-answers';
import { notFound } from '../http/errors';
import { noContent } from '../http/response-schemas';
import { accessTokenHeader, requireCaller } from '../http/session';
import { keyedHash, randomToken, seal, unseal } from '../lib/crypto';
import { hasPremium } from '../services/premium';

/** Calendar apps are asked to fetch the feed again every hour (RFC 7986 REFRESH-INTERVAL). */
export const FEED_REFRESH = 'PT1H';
/** Ended events stay in the feed this long, so that yesterday's concert does not vanish from the calendar. */
export const FEED_PAST_DAYS = 30;
export const FEED_MAX_EVENTS = 500;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// Rows come back camelCased (the database's CamelCasePlugin applies to raw SQL results too).
interface FeedRow {
  userId: number;
  version: number;
  tokenSealed: string | null;
  createdAt: Date;
}

interface FeedEventRow {
  id: number;
  slug: string;
  title: string;
  shortDescription: string;
  address: string;
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
  sequence: number;
  updatedAt: Date;
  cityAlias: string;
  placeTitle: string | null;
  placeAddress: string | null;
  placeSecret: boolean | null;
}

/**
 * The token of a feed made before tokens were random (migration 0011): derived from the account and a version,
 * so turning such a feed off and on again used to bring the same address back. Only still-live old feeds use it.
 */
function legacyFeedToken(secret: string, userId: number, version: number): string {
  return createHmac('sha256', secret).update(`calendar-feed:${userId}:${version}`).digest('base64url');
}

const SEAL_PURPOSE = 'calendar-feed';

/** The feed's token (43 url-safe characters, 256 bits), opened from its seal. */
function tokenOf(ctx: AppContext, feed: FeedRow): string | null {
  if (feed.tokenSealed === null) return legacyFeedToken(ctx.config.authSecret, feed.userId, feed.version);
  return unseal(ctx.config.authSecret, SEAL_PURPOSE, feed.tokenSealed);
}

const tokenHash = (ctx: AppContext, token: string) =>
  keyedHash(ctx.config.authSecret, `calendar-feed:${token}`);

/** Where the feed is, and the links that subscribe to it in Google, Apple and Yandex calendars. */
export function feedLinks(publicUrl: string, token: string) {
  const url = `${publicUrl}/calendar/${token}.ics`;
  const webcal = url.replace(/^https?:/, 'webcal:');
  return {
    url,
    webcalUrl: webcal,
    // Google Calendar's "add by URL" prompt takes the webcal address as cid.
    googleUrl: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    // Apple Calendar (macOS, iOS) opens webcal:// addresses as a subscription.
    appleUrl: webcal,
    // Yandex Calendar has no subscribe link: the address is pasted in «Новый календарь → Подписаться».
    yandexUrl: 'https://calendar.yandex.ru/',
  };
}

async function feedOf(ctx: AppContext, userId: number): Promise<FeedRow | null> {
  const row = await ctx.db
    .selectFrom('calendarFeeds')
    .select(['userId', 'version', 'tokenSealed', 'createdAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

function feedAnswer(ctx: AppContext, feed: FeedRow | null) {
  const token = feed && tokenOf(ctx, feed);
  // A seal that no longer opens (AUTH_SECRET changed) is a feed to renew: shown as off.
  if (!feed || !token) return { feed: null };
  const links = feedLinks(ctx.config.publicUrl, token);
  return {
    feed: {
      url: links.url,
      webcal_url: links.webcalUrl,
      google_url: links.googleUrl,
      apple_url: links.appleUrl,
      yandex_url: links.yandexUrl,
      created_at: feed.createdAt.toISOString(),
    },
  };
}

/** A new random token: its lookup hash, its seal, and the feed's creation time. */
function newToken(ctx: AppContext) {
  const token = randomToken();
  return {
    tokenHash: tokenHash(ctx, token),
    tokenSealed: seal(ctx.config.authSecret, SEAL_PURPOSE, token),
    createdAt: ctx.clock.now(),
  };
}

/** Gives the account's feed a new random token (a new row, or in place of the old token). */
async function renewToken(ctx: AppContext, userId: number): Promise<FeedRow> {
  const values = newToken(ctx);
  return ctx.db
    .insertInto('calendarFeeds')
    .values({ userId, ...values })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet(values))
    .returning(['userId', 'version', 'tokenSealed', 'createdAt'])
    .executeTakeFirstOrThrow();
}

/**
 * Turns the feed on: the account's feed as stored, made with a new random token if it has none. Calls at once (two
 * tabs, a double click) all answer the one stored address: the first insert wins, the others insert nothing and
 * read it back. A seal that no longer opens (AUTH_SECRET changed) is replaced once the same way: only while it is
 * still the stored one. (Null: the feed was turned off meanwhile.)
 */
async function turnOn(ctx: AppContext, userId: number): Promise<FeedRow | null> {
  await ctx.db
    .insertInto('calendarFeeds')
    .values({ userId, ...newToken(ctx) })
    .onConflict((conflict) => conflict.column('userId').doNothing())
    .execute();
  const stored = await feedOf(ctx, userId);
  if (!stored || tokenOf(ctx, stored)) return stored;
  await ctx.db
    .updateTable('calendarFeeds')
    .set(newToken(ctx))
    .where('userId', '=', userId)
    .where('tokenSealed', '=', stored.tokenSealed)
    .execute();
  return feedOf(ctx, userId);
}

async function feedEvents(ctx: AppContext, userId: number): Promise<FeedEventRow[]> {
  const since = new Date(ctx.clock.now().getTime() - FEED_PAST_DAYS * 86_400_000);
  const { rows } = await sql<FeedEventRow>`
    select e.id, e.slug, e.title, e.short_description, e.address, e.starts_at, e.ends_at, e.cancelled_at,
           e.sequence, e.updated_at, c.alias as city_alias, p.title as place_title, p.address as place_address,
           p.is_secret as place_secret
    from events e
    join cities c on c.id = e.city_id
    left join places p on p.id = e.place_id
    where e.id in (${calendarFeedEventIds(userId)}) and e.ends_at >= ${since}
    order by e.starts_at, e.id
    limit ${FEED_MAX_EVENTS}`.execute(ctx.db);
  return rows;
}

/** The feed's text; without premium an event at a secret place is located by the place's name only. */
export function feedIcs(siteUrl: string, rows: FeedEventRow[], now: Date, premium: boolean): string {
  const events: IcsEvent[] = rows.map((row) => {
    const url = `${siteUrl}/${row.cityAlias}/events/${row.slug}`;
    const address = row.placeSecret && !premium ? null : (row.placeAddress ?? row.address);
    return {
      // The same UID as the one-event download, so an imported event and the feed's copy are one event.
      uid: `event-${row.id}@kaver`,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      summary: row.cancelledAt ? `Отменено: ${row.title}` : row.title,
      description: `${row.shortDescription}\n${url}`,
      location: [row.placeTitle, address].filter(Boolean).join(', '),
      url,
      status: row.cancelledAt ? 'CANCELLED' : 'CONFIRMED',
      sequence: row.sequence,
      lastModified: row.updatedAt.toISOString(),
    };
  });
  return buildCalendar({
    productId: '-//Kaver//Afisha//RU',
    name: 'Kaver: избранные события',
    refreshInterval: FEED_REFRESH,
    stamp: now,
    events,
  });
}

const feedSchema = {
  type: 'object',
  properties: {
    feed: {
      type: ['object', 'null'],
      properties: {
        url: { type: 'string' },
        webcal_url: { type: 'string' },
        google_url: { type: 'string' },
        apple_url: { type: 'string' },
        yandex_url: { type: 'string' },
        created_at: { type: 'string' },
      },
    },
  },
} as const;

export async function calendarFeedRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['calendar feed'];
  const protectedRoute = { tags, headers: accessTokenHeader };
  const read = { ...protectedRoute, response: { 200: feedSchema, ...errorAnswers(SIGNED_IN) } };
  const write = { ...protectedRoute, response: { 200: feedSchema, ...errorAnswers(SIGNED_IN, SITE_WRITE) } };

  await app.register(
    async (scope) => {
      scope.get(
        '/profile/calendar-feed',
        {
          schema: {
            ...read,
            summary: "The caller's calendar feed, or null before it is turned on",
          },
        },
        async (request) => feedAnswer(ctx, await feedOf(ctx, (await requireCaller(ctx, request)).userId)),
      );
      scope.post(
        '/profile/calendar-feed',
        {
          schema: {
            ...write,
            summary: 'Turns the calendar feed on (idempotent): its address and links',
          },
        },
        async (request) => feedAnswer(ctx, await turnOn(ctx, (await requireCaller(ctx, request)).userId)),
      );
      scope.post(
        '/profile/calendar-feed/renew',
        {
          schema: {
            ...write,
            summary:
              'A new address for the feed; the old one answers 404 from now on (a leaked link is revoked)',
          },
        },
        async (request) => {
          const { userId } = await requireCaller(ctx, request);
          return feedAnswer(ctx, await renewToken(ctx, userId));
        },
      );
      scope.delete(
        '/profile/calendar-feed',
        {
          schema: {
            tags,
            headers: accessTokenHeader,
            summary: 'Turns the feed off: its address answers 404, also after the feed is turned on again',
            response: { ...noContent('The feed is off'), ...errorAnswers(SIGNED_IN, SITE_WRITE) },
          },
        },
        async (request, reply) => {
          const { userId } = await requireCaller(ctx, request);
          await sql`delete from calendar_feeds where user_id = ${userId}`.execute(ctx.db);
          return reply.status(204).send();
        },
      );
    },
    { prefix: BASES.web },
  );

  app.get<{ Params: { file: string } }>(
    '/calendar/:file',
    {
      schema: {
        tags,
        summary:
          'The feed itself (text/calendar, RFC 5545), at the secret address of GET /profile/calendar-feed',
        security: [],
        params: {
          type: 'object',
          properties: { file: { type: 'string', maxLength: 64, description: '{token}.ics' } },
          required: ['file'],
        },
        response: {
          200: {
            description: 'The events of the followed places and the favourites, as an iCalendar feed',
            content: { 'text/calendar': { schema: { type: 'string' } } },
          },
          ...errorAnswers({
            404: 'not_found: no feed has this address (never, or renewed or turned off since)',
          }),
        },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      if (!request.params.file.endsWith('.ics') || !TOKEN_PATTERN.test(token)) {
        throw notFound('Calendar feed not found');
      }
      const { rows } = await sql<{ userId: number }>`
        select user_id from calendar_feeds where token_hash = ${tokenHash(ctx, token)}`.execute(ctx.db);
      const feed = rows[0];
      if (!feed) throw notFound('Calendar feed not found');
      const premium = await hasPremium(ctx.db, feed.userId, ctx.clock.now());
      const body = feedIcs(ctx.config.siteUrl, await feedEvents(ctx, feed.userId), ctx.clock.now(), premium);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="kaver.ics"')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );
}
