// Reference data the front end shows: cities as the API knows them, purposes, the onboarding survey, age
// ratings, and the per-route redirect lookup (SPEC.md 2.1).
import { CITIES } from '@kaver/shared-contracts/data';
import type { RedirectRule, SurveyQuestion } from '@kaver/shared-contracts/domain';
import type { FastifyInstance } from 'fastify';
import { AGE_RATINGS } from '../catalog/events';
import type { AppContext } from '../context';
import {
  ageRatingSchema,
  citySchema,
  purposeSchema,
  redirectRuleSchema,
  surveyQuestionSchema,
} from '../http/reference-schemas';
import { ok } from '../http/response-schemas';
import { arrayOf } from '../http/schema-parts';
import { toSnakeCase } from '../lib/snake-case';

/** Reference data changes only with a deploy: a CDN may keep it for an hour. */
const REFERENCE_SECONDS = 3600;

export async function referenceRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const tags = ['reference'];
  const config = { publicSeconds: REFERENCE_SECONDS };

  app.get(
    '/cities',
    { schema: { tags, summary: 'The 22 built-in cities', response: ok(arrayOf(citySchema)) }, config },
    async () => toSnakeCase(CITIES),
  );
  app.get(
    '/ages',
    {
      schema: { tags, summary: 'Age ratings (the id_age filter)', response: ok(arrayOf(ageRatingSchema)) },
      config,
    },
    async () => toSnakeCase(AGE_RATINGS),
  );

  app.get(
    '/purposes',
    {
      schema: {
        tags,
        summary: 'Purposes of the onboarding (SPEC.md 3)',
        response: ok(arrayOf(purposeSchema)),
      },
      config,
    },
    async () =>
      toSnakeCase(
        await db.selectFrom('purposes').select(['id', 'title', 'description']).orderBy('position').execute(),
      ),
  );

  app.get(
    '/survey/questions',
    {
      schema: {
        tags,
        summary: 'The six onboarding survey questions',
        response: ok(arrayOf(surveyQuestionSchema)),
      },
      config,
    },
    async () => {
      const [questions, answers] = await Promise.all([
        db.selectFrom('surveyQuestions').selectAll().orderBy('id').execute(),
        db.selectFrom('surveyAnswers').selectAll().orderBy('questionId').orderBy('id').execute(),
      ]);
      const result: SurveyQuestion[] = questions.map((question) => ({
        ...question,
        answers: answers
          .filter((answer) => answer.questionId === question.id)
          .map((answer) => ({ id: answer.id, text: answer.text })),
      }));
      return toSnakeCase(result);
    },
  );

  app.get<{ Querystring: { path: string } }>(
    '/redirects',
    {
      schema: {
        tags,
        summary: 'The redirect rule of a path: its target, or target null when the path has none',
        querystring: {
          type: 'object',
          properties: { path: { type: 'string', pattern: '^/', maxLength: 500 } },
          required: ['path'],
        },
        response: ok(redirectRuleSchema),
      },
      config: { publicSeconds: ctx.config.cache.ttlSeconds },
    },
    async (request) => {
      const path =
        request.query.path.length > 1 ? request.query.path.replace(/\/+$/, '') : request.query.path;
      const rule: RedirectRule | undefined = await db
        .selectFrom('redirects')
        .selectAll()
        .where('path', '=', path)
        .executeTakeFirst();
      if (!rule) return toSnakeCase({ path, target: null, status: null } satisfies RedirectRule);
      return toSnakeCase(rule);
    },
  );
}
