// The auth base (SPEC.md 7.2): send a code (POST / with headers auth_type=1 and phone), confirm it
// (POST /token/sms/v2 with headers code, phone, platform_id=3) and rotate tokens (POST /token/refresh).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError, badRequest, tooMany, unauthorized } from '../http/errors';
import { toSnakeCase } from '../lib/snake-case';
import { checkCode, requirePhone, sendCode } from '../services/sms-codes';
import { issueTokens, refreshHash } from '../services/tokens';

const sendHeaders = {
  type: 'object',
  properties: {
    auth_type: { type: 'integer', enum: [1], description: '1 = SMS code' },
    phone: {
      type: 'string',
      minLength: 1,
      maxLength: 32,
      description: '+7 (999) 123-45-67, 89991234567, ...',
    },
  },
  required: ['auth_type', 'phone'],
} as const;

const confirmHeaders = {
  type: 'object',
  properties: {
    code: { type: 'string', pattern: '^\\d{4}$' },
    phone: { type: 'string', minLength: 1, maxLength: 32 },
    platform_id: { type: 'integer', enum: [3], description: '3 = web' },
  },
  required: ['code', 'phone', 'platform_id'],
} as const;

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['auth'];

  app.post<{ Headers: { phone: string } }>(
    '/',
    {
      schema: {
        tags,
        summary:
          'Send an SMS code (securityData holds it outside production). 429 too_many_sms and 424 sms_not_sent ' +
          'say when to try again (Retry-After, retry_after)',
        headers: sendHeaders,
      },
    },
    async (request) => toSnakeCase(await sendCode(ctx, requirePhone(request.headers.phone), request.ip)),
  );

  app.post<{ Headers: { phone: string; code: string } }>(
    '/token/sms/v2',
    { schema: { tags, summary: 'Confirm the SMS code: answers the tokens', headers: confirmHeaders } },
    async (request) => {
      const phone = requirePhone(request.headers.phone);
      const result = await checkCode(ctx, phone, request.headers.code, async (trx) => {
        const existing = await trx
          .selectFrom('users')
          .select('id')
          .where('phone', '=', phone)
          .executeTakeFirst();
        const user =
          existing ??
          (await trx.insertInto('users').values({ phone }).returning('id').executeTakeFirstOrThrow());
        return issueTokens(ctx, trx, user.id, !existing);
      });
      switch (result.status) {
        case 'ok':
          return toSnakeCase(result.value);
        case 'wrong':
          throw badRequest(`Wrong code, ${result.attemptsLeft} tries left`, 'code', 'wrong_code');
        case 'too_many_attempts':
          throw tooMany(
            'Too many wrong tries, request a new code',
            'too_many_attempts',
            'code',
            result.retryAfter,
          );
        default:
          throw new ApiError(400, 'code_expired', 'The code has expired or was not requested', 'code');
      }
    },
  );

  app.post<{ Headers: { refresh_token?: string }; Body: { refresh_token?: string } | undefined }>(
    '/token/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair; the old pair stops working',
        headers: { type: 'object', properties: { refresh_token: { type: 'string', maxLength: 200 } } },
        body: {
          type: ['object', 'null'],
          properties: { refresh_token: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const token = request.headers.refresh_token ?? request.body?.refresh_token;
      if (!token) throw badRequest('refresh_token is required', 'refresh_token');
      const tokens = await ctx.db.transaction().execute(async (trx) => {
        const now = ctx.clock.now();
        const session = await trx
          .updateTable('sessions')
          .set({ revokedAt: now })
          .where('refreshHash', '=', refreshHash(ctx, token))
          .where('revokedAt', 'is', null)
          .where('refreshExpiresAt', '>', now)
          .returning('userId')
          .executeTakeFirst();
        return session ? issueTokens(ctx, trx, session.userId, false) : null;
      });
      if (!tokens) throw unauthorized('The refresh token is invalid, used or expired');
      return toSnakeCase(tokens);
    },
  );
}
