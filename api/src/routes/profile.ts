// SPEC.md 7.3: the profile, favourites (20 a page), PUT /user, categories, purposes, survey answers, and
// account deletion (DELETE /user, services/account-deletion.ts) that removes the person's data.
import { findEventTypeById } from '@kaver/shared-contracts/data';
import { birthDateProblem, MIN_BIRTH_YEAR } from '@kaver/shared-contracts/time';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { cityById } from '../catalog/cities';
import { EVENT_COLUMNS, eventCard, toEvents } from '../catalog/events';
import { COUNT_ALL, FULL_COUNT, mapPage, paged } from '../catalog/paging';
import { toPlace } from '../catalog/places';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { doneSchema, profileSchema } from '../http/account-schemas';
import { errorAnswers, SIGNED_IN, SITE_WRITE } from '../http/error-answers';
import { badRequest, forbidden, notFound } from '../http/errors';
import { paging, readPaging } from '../http/params';
import {
  emailSchema,
  firstNameSchema,
  MIN_NAME_LENGTH,
  storedEmail,
  storedFirstName,
} from '../http/profile-fields';
import { eventSchema, ok, pageSchema, placeSchema } from '../http/response-schemas';
import { accessTokenHeader, callerHasPremium, requireCaller } from '../http/session';
import { clearSessionCookies } from '../http/session-cookies';
import { toSnakeCase } from '../lib/snake-case';
import { deleteAccountRows } from '../services/account-deletion';
import { loadProfile } from '../services/profile';

interface UserBody {
  first_name: string;
  birth_dt: string;
  gender: 'female' | 'male' | 'other';
  id_city: number;
  email?: string | null;
}

const userBody = {
  type: 'object',
  properties: {
    first_name: firstNameSchema,
    birth_dt: {
      type: 'string',
      pattern: '^\\d{2}\\.\\d{2}\\.\\d{4}$',
      description: 'DD.MM.YYYY, age at least 18',
    },
    gender: { type: 'string', enum: ['female', 'male', 'other'] },
    id_city: { type: 'integer', minimum: 0, description: 'City id, 0 = unset' },
    email: {
      ...emailSchema,
      type: ['string', 'null'],
      description: 'Optional: an address saves it, null removes the saved one, left out keeps it',
    },
  },
  required: ['first_name', 'birth_dt', 'gender', 'id_city'],
} as const;

const idList = (name: string) =>
  ({
    headers: {
      type: 'object',
      properties: {
        ...accessTokenHeader.properties,
        [name]: {
          type: 'string',
          pattern: '^\\d{1,9}(,\\d{1,9})*$',
          description: `Comma-separated ids; sent with the body's ${name} too, the same ids`,
        },
      },
    },
    body: {
      type: ['object', 'null'],
      properties: {
        [name]: {
          anyOf: [
            { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 50 },
            { type: 'integer' },
          ],
        },
      },
    },
  }) as const;

/** The 400 of a list sent as header and body that do not name the same ids. */
const listMismatch = (name: string) =>
  `${name}_mismatch: the ${name} header and the body's ${name} name different ids`;

/** The distinct ids of a list, in the order first given. */
const distinct = (ids: number[]) => [...new Set(ids)];
/** Two lists of ids name the same ids (the saved list is a set: the profile answers it by id). */
const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The ids of the body and the header (SPEC.md 7.3 sends both), or of the one given. Both given must name the
 * same ids (in any order, repeats aside), else 400: which of them to save would be a guess.
 */
function idsFrom(
  name: string,
  header: string | undefined,
  body: Record<string, unknown> | null | undefined,
): number[] {
  const value = body?.[name];
  const fromBody =
    value === undefined ? undefined : distinct(([] as number[]).concat(value as number | number[]));
  const fromHeader = header === undefined ? undefined : distinct(header.split(',').map(Number));
  if (fromBody && fromHeader && !sameIds(fromBody, fromHeader)) {
    throw badRequest(
      `The ${name} header (${fromHeader.join(',')}) and the body's ${name} (${fromBody.join(',')}) differ: ` +
        'send the same list in both, or in one of them',
      name,
      `${name}_mismatch`,
    );
  }
  const ids = fromBody ?? fromHeader;
  if (!ids) throw badRequest(`${name} is required`, name);
  return ids;
}

/**
 * The survey's answers by question id. A key is a question id in decimal digits ('1', '01'): two keys naming
 * one question are refused, naming the second, before anything is checked or written.
 */
function answersByQuestion(answers: Record<string, number[]>): Map<number, { key: string; ids: number[] }> {
  const byQuestion = new Map<number, { key: string; ids: number[] }>();
  for (const [key, ids] of Object.entries(answers)) {
    const questionId = Number(key);
    const earlier = byQuestion.get(questionId);
    if (earlier) {
      throw badRequest(
        `answers.${key} names question ${questionId} again (as answers.${earlier.key})`,
        `answers.${key}`,
      );
    }
    byQuestion.set(questionId, { key, ids });
  }
  return byQuestion;
}

/** The person's lists a profile write replaces whole: one row an item, keyed by the user and the item. */
type UserListTable = 'userCategories' | 'userPurposes' | 'userSurveyAnswers';

/**
 * Replaces one person's list (delete, then insert) in one transaction. Two replacements of it at once (two tabs)
 * take turns on the user row: neither inserts beside rows the other has not committed yet, which was a unique
 * violation (500) on PostgreSQL, or would mix both lists. Nothing else is left to collide (`rows` name each item
 * once); should a row be there all the same, it is the item asked for and is kept. An account deleted meanwhile
 * locks nothing, and its insert is the foreign-key violation errors.ts answers as the session check would.
 */
async function replaceUserList<T extends UserListTable>(
  db: Kysely<Database>,
  table: T,
  userId: number,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    // Typed as one of the tables: Kysely's where has no single signature over the union, and all three key by userId.
    await trx
      .deleteFrom(table as 'userCategories')
      .where('userId', '=', userId)
      .execute();
    if (rows.length > 0) {
      await trx
        .insertInto(table)
        .values(rows)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  });
}

const favoritesSchema = (summary: string, item: unknown) => ({
  tags: ['profile'],
  summary,
  querystring: { type: 'object', properties: paging(20) },
  headers: accessTokenHeader,
  response: { ...ok(pageSchema(item)), ...errorAnswers(SIGNED_IN) },
});

/** Every write of the profile answers the profile as it is now. */
const profileAnswer = { ...ok(profileSchema), ...errorAnswers(SIGNED_IN, SITE_WRITE) };

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const tags = ['profile'];

  app.get<{ Params: { id: number } }>(
    '/profile/:id',
    {
      schema: {
        tags,
        summary: 'The signed-in user (-1 = me)',
        params: { type: 'object', properties: { id: { type: 'integer', minimum: -1 } }, required: ['id'] },
        headers: accessTokenHeader,
        response: {
          ...ok(profileSchema),
          ...errorAnswers(SIGNED_IN, { 404: "profile_not_found: an id other than -1 or the caller's" }),
        },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request);
      if (request.params.id !== -1 && request.params.id !== caller.userId) {
        throw notFound('Profile Not Found', 'profile_not_found', 'id');
      }
      return toSnakeCase(await loadProfile(ctx, caller.userId));
    },
  );

  app.get<{ Querystring: { page?: string; per_page?: string } }>(
    '/profile/events/favorites',
    { schema: favoritesSchema('Favourite events, latest first', eventSchema) },
    async (request) => {
      const caller = await requireCaller(ctx, request);
      const page = readPaging(request.query, 20);
      const base = db
        .selectFrom('favoriteEvents')
        .innerJoin('events', 'events.id', 'favoriteEvents.eventId')
        .where('favoriteEvents.userId', '=', caller.userId);
      const rows = await paged(
        page,
        base
          .select(EVENT_COLUMNS)
          .select(FULL_COUNT)
          .select((eb) => eventCard(eb, caller.userId))
          .orderBy('favoriteEvents.createdAt', 'desc')
          .orderBy('events.id', 'desc'),
        base.select(COUNT_ALL),
      );
      const premium = await callerHasPremium(ctx, request);
      return toSnakeCase(await mapPage(rows, (items) => toEvents(config.publicUrl, items, premium)));
    },
  );

  app.get<{ Querystring: { page?: string; per_page?: string } }>(
    '/profile/places/favorites',
    { schema: favoritesSchema('Favourite places, latest first', placeSchema) },
    async (request) => {
      const caller = await requireCaller(ctx, request);
      const page = readPaging(request.query, 20);
      const base = db
        .selectFrom('favoritePlaces')
        .innerJoin('places', 'places.id', 'favoritePlaces.placeId')
        .where('favoritePlaces.userId', '=', caller.userId);
      const rows = await paged(
        page,
        base
          .selectAll('places')
          .select(FULL_COUNT)
          .orderBy('favoritePlaces.createdAt', 'desc')
          .orderBy('places.id', 'desc'),
        base.select(COUNT_ALL),
      );
      const premium = await callerHasPremium(ctx, request);
      return toSnakeCase(
        await mapPage(rows, (items) => items.map((row) => toPlace(config.publicUrl, row, true, premium))),
      );
    },
  );

  app.put<{ Body: UserBody }>(
    '/user',
    {
      schema: {
        tags,
        summary: 'Save the profile (onboarding)',
        body: userBody,
        headers: accessTokenHeader,
        response: { ...profileAnswer, ...errorAnswers({ 400: 'too_young: born less than 18 years ago' }) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request);
      const body = request.body;
      const firstName = storedFirstName(body.first_name);
      if (firstName === null) {
        throw badRequest(`first_name must have at least ${MIN_NAME_LENGTH} visible characters`, 'first_name');
      }
      // The onboarding's own rule (SPEC.md 5, 9): a real date, year 1900+, 18 by Moscow's calendar day.
      const problem = birthDateProblem(body.birth_dt, ctx.clock.now());
      if (problem === 'under-age') throw badRequest('The user must be at least 18', 'birth_dt', 'too_young');
      if (problem === 'too-early') {
        throw badRequest(`birth_dt must be in ${MIN_BIRTH_YEAR} or later`, 'birth_dt');
      }
      if (problem) throw badRequest('birth_dt must be a real date DD.MM.YYYY', 'birth_dt');
      if (body.id_city !== 0 && !cityById(body.id_city)) throw badRequest('Unknown city', 'id_city');
      // A date the rule took is exactly 'DD.MM.YYYY' (strict parsing): stored as 'YYYY-MM-DD'.
      const birthDate = body.birth_dt.split('.').reverse().join('-');
      await db
        .updateTable('users')
        .set({
          firstName,
          birthDate,
          gender: body.gender,
          cityId: body.id_city === 0 ? null : body.id_city,
          ...(body.email !== undefined && { email: body.email === null ? null : storedEmail(body.email) }),
          updatedAt: ctx.clock.now(),
        })
        .where('id', '=', caller.userId)
        .execute();
      return toSnakeCase(await loadProfile(ctx, caller.userId));
    },
  );

  app.post<{ Headers: { categories?: string }; Body: Record<string, unknown> | null }>(
    '/user/categories',
    {
      schema: {
        tags,
        summary: 'Replace the favourite categories (at least 3 event type ids)',
        ...idList('categories'),
        response: { ...profileAnswer, ...errorAnswers({ 400: listMismatch('categories') }) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request);
      const ids = idsFrom('categories', request.headers.categories, request.body);
      if (ids.length < 3) throw badRequest('Минимум 3', 'categories');
      if (ids.some((id) => !findEventTypeById(id))) throw badRequest('Unknown event type id', 'categories');
      await replaceUserList(
        db,
        'userCategories',
        caller.userId,
        ids.map((eventTypeId) => ({ userId: caller.userId, eventTypeId })),
      );
      return toSnakeCase(await loadProfile(ctx, caller.userId));
    },
  );

  app.post<{ Headers: { purposes?: string }; Body: Record<string, unknown> | null }>(
    '/user/purposes',
    {
      schema: {
        tags,
        summary: 'Replace the purposes (ids of GET /purposes)',
        ...idList('purposes'),
        response: { ...profileAnswer, ...errorAnswers({ 400: listMismatch('purposes') }) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request);
      const ids = idsFrom('purposes', request.headers.purposes, request.body);
      if (ids.length === 0) throw badRequest('purposes must not be empty', 'purposes');
      const known = await db.selectFrom('purposes').select('id').where('id', 'in', ids).execute();
      if (known.length !== ids.length) throw badRequest('Unknown purpose id', 'purposes');
      await replaceUserList(
        db,
        'userPurposes',
        caller.userId,
        ids.map((purposeId) => ({ userId: caller.userId, purposeId })),
      );
      return toSnakeCase(await loadProfile(ctx, caller.userId));
    },
  );

  app.post<{ Body: { answers: Record<string, number[]> } }>(
    '/user/survey',
    {
      schema: {
        tags,
        summary: 'Replace the survey answers: { answers: { "<question id>": [answer ids] } }',
        headers: accessTokenHeader,
        body: {
          type: 'object',
          properties: {
            answers: {
              type: 'object',
              propertyNames: { pattern: '^\\d{1,3}$' },
              additionalProperties: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 20 },
            },
          },
          required: ['answers'],
        },
        response: profileAnswer,
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request);
      const answers = answersByQuestion(request.body.answers);
      const questions = await db.selectFrom('surveyQuestions').selectAll().execute();
      const known = await db.selectFrom('surveyAnswers').select(['questionId', 'id']).execute();
      const valid = new Set(known.map((row) => `${row.questionId}:${row.id}`));
      for (const [questionId, { key, ids }] of answers) {
        const question = questions.find((row) => row.id === questionId);
        if (!question) throw badRequest('Unknown survey question', `answers.${key}`);
        if (!question.multiple && ids.length > 1) throw badRequest('One answer only', `answers.${key}`);
        if (ids.some((id) => !valid.has(`${questionId}:${id}`)))
          throw badRequest('Unknown survey answer', `answers.${key}`);
      }
      const rows = [...answers].flatMap(([questionId, { ids }]) =>
        [...new Set(ids)].map((answerId) => ({ userId: caller.userId, questionId, answerId })),
      );
      await replaceUserList(db, 'userSurveyAnswers', caller.userId, rows);
      return toSnakeCase(await loadProfile(ctx, caller.userId));
    },
  );

  app.delete(
    '/user',
    {
      schema: {
        tags,
        summary:
          'Delete the account: profile, sessions, favourites, identities and SMS codes go at once, and are erased ' +
          'from the database files by the next retention run; payments keep no personal data. Needs a sign-in ' +
          'within the last 5 minutes (403 fresh_sign_in_required)',
        headers: accessTokenHeader,
        response: {
          ...ok(doneSchema),
          ...errorAnswers(SIGNED_IN, SITE_WRITE, {
            403: 'fresh_sign_in_required: the sign-in is older than the fresh sign-in window',
          }),
        },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(ctx, request);
      const signedInFor = ctx.clock.now().getTime() - caller.authenticatedAt.getTime();
      if (signedInFor > config.auth.freshSignInSeconds * 1000) {
        throw forbidden(
          'Deleting the account needs a fresh sign-in: confirm a new SMS code (or sign in again), then retry ' +
            `within ${config.auth.freshSignInSeconds / 60} minutes`,
          'fresh_sign_in_required',
        );
      }
      const counters = await deleteAccountRows(ctx, caller.userId);
      await ctx.publicCache.changed(counters);
      if (caller.via === 'cookie') clearSessionCookies(reply, config);
      return { ok: true };
    },
  );
}
