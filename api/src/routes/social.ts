// Social login and logout on the web base (SPEC.md 7.2): POST /auth/social { source_auth, data } verifies the
// provider's proof on the server and links it to one account (answering the tokens and setting the session
// cookies, as the SMS sign-in does); POST /auth/logout ends the sign-in and clears the cookies.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { doneSchema, tokensSchema } from '../http/account-schemas';
import { assertSameSiteWrite } from '../http/csrf';
import { errorAnswers, SITE_WRITE } from '../http/error-answers';
import { ApiError, badRequest } from '../http/errors';
import { providerProfile } from '../http/profile-fields';
import { ok } from '../http/response-schemas';
import { accessTokenHeader, noSession, optionalCaller } from '../http/session';
import {
  clearSessionCookies,
  cookieOf,
  hasSessionCookie,
  REFRESH_COOKIE,
  setSessionCookies,
} from '../http/session-cookies';
import { reasonOf } from '../http/validation-reasons';
import { keyedHash } from '../lib/crypto';
import { toSnakeCase } from '../lib/snake-case';
import { verifyFirebase } from '../services/social/firebase';
import type { VerifiedIdentity } from '../services/social/identity';
import { verifyTelegram } from '../services/social/telegram';
import { type VkCodePayload, verifyVkId } from '../services/social/vk-id';
import { findRefreshFamily, issueTokens, revokeFamily } from '../services/tokens';

interface SocialBody {
  source_auth: 'firebase' | 'tg' | 'vk_id';
  data: Record<string, unknown>;
}

const socialBody = {
  type: 'object',
  properties: {
    source_auth: { type: 'string', enum: ['firebase', 'tg', 'vk_id'] },
    data: {
      type: 'object',
      description:
        "firebase: { id_token }; tg: the widget's user object (id, first_name, ..., auth_date, hash); " +
        'vk_id: { code, device_id, code_verifier, state?, redirect_uri? }; firebase and vk_id fields are ' +
        'non-empty strings',
    },
  },
  required: ['source_auth', 'data'],
} as const;

/** The longest string a provider's proof field may be. */
const MAX_PROOF_LENGTH = 4096;

/** The schema keyword a proof field's value fails, once `text` has refused it. */
function failedKeyword(value: unknown): string {
  if (value === undefined) return 'required';
  if (typeof value !== 'string') return 'type';
  return value === '' ? 'minLength' : 'maxLength';
}

/**
 * A string field of the provider's proof. A refusal says what is wrong in the words of a schema refusal
 * (validation-reasons.ts): missing, not a string, empty or too long.
 */
function text(data: Record<string, unknown>, key: string, required = true): string | undefined {
  const value = data[key];
  if (typeof value === 'string' && value.length > 0 && value.length <= MAX_PROOF_LENGTH) return value;
  if (value === undefined && !required) return undefined;
  const issue = {
    keyword: failedKeyword(value),
    instancePath: '/data',
    params: { type: 'string', limit: value === '' ? 1 : MAX_PROOF_LENGTH },
  };
  throw badRequest(`data.${key} ${reasonOf(issue)}`, `data.${key}`);
}

async function verify(ctx: AppContext, body: SocialBody): Promise<VerifiedIdentity> {
  const now = ctx.clock.now();
  if (body.source_auth === 'firebase') {
    return verifyFirebase(text(body.data, 'id_token')!, ctx.config.firebase, now);
  }
  if (body.source_auth === 'tg') {
    return verifyTelegram(body.data, ctx.config.telegram.botToken, ctx.config.telegram.maxAgeSeconds, now);
  }
  const payload: VkCodePayload = {
    code: text(body.data, 'code')!,
    device_id: text(body.data, 'device_id')!,
    code_verifier: text(body.data, 'code_verifier')!,
    state: text(body.data, 'state', false),
    redirect_uri: text(body.data, 'redirect_uri', false),
  };
  return verifyVkId(payload, ctx.config.vk);
}

/**
 * Takes a single-use proof in the sign-in's transaction: a second use (a replay of an intercepted payload) is
 * 401 sign_in_proof_used. Kept by a keyed hash until the proof would have expired anyway (jobs/retention.ts).
 */
async function takeProof(ctx: AppContext, trx: Kysely<Database>, proof: { id: string; expiresAt: Date }) {
  const taken = await trx
    .insertInto('usedSignInProofs')
    .values({ proofHash: keyedHash(ctx.config.authSecret, `proof:${proof.id}`), expiresAt: proof.expiresAt })
    .onConflict((conflict) => conflict.column('proofHash').doNothing())
    .returning('proofHash')
    .executeTakeFirst();
  if (!taken) {
    throw new ApiError(401, 'sign_in_proof_used', 'This sign-in was already used: sign in again', 'data');
  }
}

/**
 * Within the sign-in's transaction: sign-ins of one identity take turns until it commits. Two first sign-ins of
 * a new identity at once (two tabs, a double click) both found it unlinked, and the second's insert of the same
 * (provider, subject) was a unique violation (500) on PostgreSQL; now the second finds the account the first
 * created and signs in to it. An advisory lock: before the first commits there is no row to lock.
 */
function lockIdentity(trx: Kysely<Database>, { provider, subject }: VerifiedIdentity) {
  const key = `identity:${provider}:${subject}`;
  return sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

export async function socialRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['auth'];

  app.post<{ Body: SocialBody }>(
    '/auth/social',
    {
      schema: {
        tags,
        summary:
          'Sign in with Firebase (Google, Apple), Telegram or VK ID; links to the signed-in user if any. A ' +
          'Telegram payload is taken once (401 sign_in_proof_used)',
        body: socialBody,
        response: {
          ...ok(tokensSchema),
          ...errorAnswers(
            {
              401:
                "unauthorized: the provider's proof is invalid, expired or refused; sign_in_proof_used: a " +
                'Telegram payload that signed in already',
            },
            SITE_WRITE,
            {
              502: "provider_error: the provider (Firebase's keys, VK ID) did not answer, or answered an error",
              503: 'provider_not_configured: this way of signing in is not set up on the server',
            },
          ),
        },
      },
    },
    async (request, reply) => {
      const identity = await verify(ctx, request.body);
      const caller = await optionalCaller(ctx, request);
      const tokens = await ctx.db.transaction().execute(async (trx) => {
        await lockIdentity(trx, identity);
        if (identity.singleUse) await takeProof(ctx, trx, identity.singleUse);
        const linked = await trx
          .selectFrom('userIdentities')
          .select('userId')
          .where('provider', '=', identity.provider)
          .where('subject', '=', identity.subject)
          .executeTakeFirst();
        if (linked) return issueTokens(ctx, trx, linked.userId, false, identity.provedAt);
        const userId =
          caller?.userId ??
          (
            await trx
              .insertInto('users')
              .values(providerProfile(identity))
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        await trx
          .insertInto('userIdentities')
          .values({ provider: identity.provider, subject: identity.subject, userId })
          .execute();
        return issueTokens(ctx, trx, userId, !caller, identity.provedAt);
      });
      setSessionCookies(reply, ctx.config, tokens);
      return toSnakeCase(tokens);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary:
          'End the sign-in: its access and refresh tokens and every refreshed pair of it stop working; the ' +
          'session cookies are cleared',
        headers: accessTokenHeader,
        response: {
          ...ok(doneSchema),
          ...errorAnswers(
            { 401: 'unauthorized: neither a live access token nor a refresh cookie names a sign-in' },
            SITE_WRITE,
          ),
        },
      },
    },
    async (request, reply) => {
      const refreshCookie = cookieOf(request, REFRESH_COOKIE);
      if (refreshCookie) assertSameSiteWrite(ctx.config, request);
      const caller = await optionalCaller(ctx, request);
      // Cleared in every answer from the site: a browser whose session already ended is signed out all the same.
      if (hasSessionCookie(request)) clearSessionCookies(reply, ctx.config);
      // An expired access cookie: the refresh cookie still names the sign-in to end.
      const familyId =
        caller?.familyId ?? (refreshCookie ? await findRefreshFamily(ctx, refreshCookie) : undefined);
      if (!familyId) throw noSession(request);
      await revokeFamily(ctx.db, familyId, ctx.clock.now());
      return { ok: true };
    },
  );
}
