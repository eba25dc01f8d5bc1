// The auth base (SPEC.md 7.2): send a code (POST / with headers auth_type=1 and phone), confirm it
// (POST /token/sms/v2 with headers code, phone, platform_id=3) and rotate tokens (POST /token/refresh).
// Sign-ins answer the tokens (the apps keep them) and set them as HttpOnly cookies (the site's session).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sendCodeSchema, tokensSchema } from '../http/account-schemas';
import { assertSameSiteWrite } from '../http/csrf';
import { errorAnswers, SITE_WRITE } from '../http/error-answers';
import { ApiError, badRequest, tooMany } from '../http/errors';
import { ok } from '../http/response-schemas';
import {
  clearSessionCookies,
  cookieOf,
  hasSessionCookie,
  REFRESH_COOKIE,
  setSessionCookies,
} from '../http/session-cookies';
import { toSnakeCase } from '../lib/snake-case';
import { checkCode, phoneLocked, requirePhone, sendCode } from '../services/sms-codes';
import { issueTokens, rotateRefreshToken } from '../services/tokens';

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
        response: {
          ...ok(sendCodeSchema),
          ...errorAnswers({
            424: 'sms_not_sent: the SMS gateway did not take the message',
            429:
              "too_many_sms: the phone's or the address's codes of the hour; phone_locked: the phone's wrong " +
              'codes of the day',
          }),
        },
      },
    },
    async (request) => toSnakeCase(await sendCode(ctx, requirePhone(request.headers.phone), request.ip)),
  );

  app.post<{ Headers: { phone: string; code: string } }>(
    '/token/sms/v2',
    {
      schema: {
        tags,
        summary:
          'Confirm the SMS code: answers the tokens. 429 too_many_attempts (this code) and phone_locked (the ' +
          "phone's wrong codes of the day) say when to try again",
        headers: confirmHeaders,
        response: {
          ...ok(tokensSchema),
          ...errorAnswers({
            400: 'wrong_code: not the code sent (tries left in the message); code_expired: no live code for the phone',
            429: "too_many_attempts: this code's tries are used up; phone_locked: the phone's wrong codes of the day",
          }),
        },
      },
    },
    async (request, reply) => {
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
          setSessionCookies(reply, ctx.config, result.value);
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
        case 'locked':
          throw phoneLocked(result.retryAfter);
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
        summary:
          'Exchange a refresh token (header, body, or the refresh_token cookie) for a new pair; the old pair stops ' +
          'working, and presenting it again later revokes every session of that sign-in (401 refresh_token_reused). ' +
          'A refused refresh cookie, or session cookies without one (signed_in alone), expire every session cookie',
        headers: { type: 'object', properties: { refresh_token: { type: 'string', maxLength: 200 } } },
        body: {
          type: ['object', 'null'],
          properties: { refresh_token: { type: 'string', maxLength: 200 } },
        },
        response: {
          ...ok({
            ...tokensSchema,
            description: 'The new pair; by the cookie, only the lifetimes (the tokens go to the cookies)',
          }),
          ...errorAnswers(
            {
              400:
                'validation_error: no refresh token (header, body or cookie); with other session cookies, they are ' +
                'expired',
              401:
                'unauthorized: the refresh token is invalid, used or expired; refresh_token_reused: a used one ' +
                'came again, and every session of its sign-in has ended',
            },
            SITE_WRITE,
          ),
        },
      },
    },
    async (request, reply) => {
      // An empty header or body field is no token: the cookie's is used, and a session is not cleared for it.
      const explicit = request.headers.refresh_token || request.body?.refresh_token || undefined;
      const cookie = explicit ? null : cookieOf(request, REFRESH_COOKIE);
      const token = explicit ?? cookie;
      if (!token) {
        // A browser whose session cookies are left without a refresh token (`signed_in` alone, an access cookie
        // whose pair was revoked or expired) has no session to renew: expire them all, or the page would take
        // the visitor for signed in on every visit (SPEC.md 4, Start-up auth). A request that brings none of
        // them (a header client, another site's form, whose Lax cookies stay home) has nothing to clear.
        if (hasSessionCookie(request)) clearSessionCookies(reply, ctx.config);
        throw badRequest('refresh_token is required', 'refresh_token');
      }
      if (cookie) assertSameSiteWrite(ctx.config, request);
      const outcome = await rotateRefreshToken(ctx, token);
      if (outcome.status !== 'ok') {
        if (cookie) clearSessionCookies(reply, ctx.config);
        throw outcome.status === 'reused'
          ? new ApiError(
              401,
              'refresh_token_reused',
              'The refresh token was already used: every session of this sign-in has ended',
              'refresh_token',
            )
          : new ApiError(
              401,
              'unauthorized',
              'The refresh token is invalid, used or expired',
              'refresh_token',
            );
      }
      if (!cookie) return toSnakeCase(outcome.tokens);
      // The browser's tokens stay in HttpOnly cookies: a page script that calls this must not read them here.
      setSessionCookies(reply, ctx.config, outcome.tokens);
      const { expiresIn, refreshExpiresIn, isNewUser } = outcome.tokens;
      return toSnakeCase({ expiresIn, refreshExpiresIn, isNewUser });
    },
  );
}
