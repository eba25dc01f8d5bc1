// Access and refresh tokens: random, stored only as keyed hashes, revocable. Each sign-in starts a family;
// a refresh rotates the pair within it. A rotated refresh token presented again within a short grace (a second
// tab refreshing at the same moment) answers the very pair the first exchange issued, so a replay can never fork
// a second live session; after the grace it is taken as stolen and the whole family is revoked.
import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@kaver/shared-contracts/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { keyedHash, randomToken, seal, unseal } from '../lib/crypto';

/** The sign-in a new session belongs to: a new one, or the family of the session being refreshed. */
interface Family {
  familyId: string;
  authenticatedAt: Date;
}

async function insertSession(
  ctx: AppContext,
  db: Kysely<Database>,
  userId: number,
  isNewUser: boolean,
  family: Family,
): Promise<TokenResponse & { sessionId: number }> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const now = ctx.clock.now();
  const { accessTtlSeconds, refreshTtlSeconds } = ctx.config.auth;
  const { id } = await db
    .insertInto('sessions')
    .values({
      userId,
      accessHash: accessHash(ctx, accessToken),
      refreshHash: refreshHash(ctx, refreshToken),
      accessExpiresAt: new Date(now.getTime() + accessTtlSeconds * 1000),
      refreshExpiresAt: new Date(now.getTime() + refreshTtlSeconds * 1000),
      revokedAt: null,
      createdAt: now,
      familyId: family.familyId,
      authenticatedAt: family.authenticatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    sessionId: id,
    accessToken,
    refreshToken,
    expiresIn: accessTtlSeconds,
    refreshExpiresIn: refreshTtlSeconds,
    isNewUser,
  };
}

/**
 * A sign-in (SMS code, Telegram, VK ID, Firebase): a new family. It counts as authenticated when its proof was
 * made (`provedAt`: a Telegram payload's auth_date, a Firebase token's auth_time), else now; account deletion
 * asks for a recent one.
 */
export async function issueTokens(
  ctx: AppContext,
  db: Kysely<Database>,
  userId: number,
  isNewUser: boolean,
  provedAt?: Date,
): Promise<TokenResponse> {
  const now = ctx.clock.now();
  const { sessionId: _, ...tokens } = await insertSession(ctx, db, userId, isNewUser, {
    familyId: randomUUID(),
    authenticatedAt: provedAt && provedAt < now ? provedAt : now,
  });
  return tokens;
}

export interface AccessSession {
  id: number;
  userId: number;
  familyId: string;
  authenticatedAt: Date;
}

/** The session of a live access token (not revoked, not rotated, not expired), or undefined. */
export async function findAccessSession(
  ctx: AppContext,
  accessToken: string,
): Promise<AccessSession | undefined> {
  return ctx.db
    .selectFrom('sessions')
    .select(['id', 'userId', 'familyId', 'authenticatedAt'])
    .where('accessHash', '=', accessHash(ctx, accessToken))
    .where('revokedAt', 'is', null)
    .where('rotatedAt', 'is', null)
    .where('accessExpiresAt', '>', ctx.clock.now())
    .executeTakeFirst();
}

export type RefreshOutcome =
  | { status: 'ok'; tokens: TokenResponse }
  /** Unknown, expired, revoked (logout), or part of a family revoked earlier. */
  | { status: 'invalid' }
  /** A rotated token presented again: the family was revoked now. */
  | { status: 'reused' };

/** The successor pair is sealed with the refresh token it answers: only who holds that token can open it. */
const successorPurpose = (refreshToken: string) => `successor:${refreshToken}`;

/**
 * Exchanges a refresh token for a new pair of the same family. A token already exchanged answers, within the
 * grace, the pair that exchange issued (while it lives); after the grace it revokes the family.
 */
export function rotateRefreshToken(ctx: AppContext, refreshToken: string): Promise<RefreshOutcome> {
  return ctx.db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    const now = ctx.clock.now();
    const session = await trx
      .selectFrom('sessions')
      .select([
        'id',
        'userId',
        'familyId',
        'authenticatedAt',
        'revokedAt',
        'rotatedAt',
        'refreshExpiresAt',
        'successorId',
        'successorSealed',
      ])
      .where('refreshHash', '=', refreshHash(ctx, refreshToken))
      .forUpdate()
      .executeTakeFirst();
    if (!session || session.revokedAt !== null || session.refreshExpiresAt <= now)
      return { status: 'invalid' };
    if (session.rotatedAt !== null) {
      const sinceRotation = now.getTime() - session.rotatedAt.getTime();
      if (sinceRotation < ctx.config.auth.refreshReuseGraceSeconds * 1000) {
        const again = await successorPair(ctx, trx, session, refreshToken, now);
        return again ? { status: 'ok', tokens: again } : { status: 'invalid' };
      }
      await revokeFamily(trx, session.familyId, now);
      return { status: 'reused' };
    }
    const family = { familyId: session.familyId, authenticatedAt: session.authenticatedAt };
    const { sessionId, ...tokens } = await insertSession(ctx, trx, session.userId, false, family);
    await trx
      .updateTable('sessions')
      .set({
        rotatedAt: now,
        successorId: sessionId,
        successorSealed: seal(
          ctx.config.authSecret,
          successorPurpose(refreshToken),
          JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
        ),
      })
      .where('id', '=', session.id)
      .execute();
    return { status: 'ok', tokens };
  });
}

/** The pair an earlier exchange of `refreshToken` issued, if that session still lives; its lifetimes as left. */
async function successorPair(
  ctx: AppContext,
  db: Kysely<Database>,
  session: { successorId: number | null; successorSealed: string | null },
  refreshToken: string,
  now: Date,
): Promise<TokenResponse | null> {
  if (session.successorId === null || session.successorSealed === null) return null;
  const opened = unseal(ctx.config.authSecret, successorPurpose(refreshToken), session.successorSealed);
  const successor = await db
    .selectFrom('sessions')
    .select(['revokedAt', 'accessExpiresAt', 'refreshExpiresAt'])
    .where('id', '=', session.successorId)
    .executeTakeFirst();
  if (!opened || !successor || successor.revokedAt !== null) return null;
  const { accessToken, refreshToken: nextRefresh } = JSON.parse(opened) as Record<string, string>;
  const secondsLeft = (at: Date) => Math.max(0, Math.floor((at.getTime() - now.getTime()) / 1000));
  return {
    accessToken: accessToken!,
    refreshToken: nextRefresh!,
    expiresIn: secondsLeft(successor.accessExpiresAt),
    refreshExpiresIn: secondsLeft(successor.refreshExpiresAt),
    isNewUser: false,
  };
}

/** Ends every session descended from the same sign-in (logout, reuse of a rotated refresh token). */
export async function revokeFamily(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('familyId', '=', familyId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** The family of a refresh token that can still be used or shown to be reused, for logout without a live access token. */
export async function findRefreshFamily(ctx: AppContext, refreshToken: string): Promise<string | undefined> {
  const row = await ctx.db
    .selectFrom('sessions')
    .select('familyId')
    .where('refreshHash', '=', refreshHash(ctx, refreshToken))
    .executeTakeFirst();
  return row?.familyId;
}

function accessHash(ctx: AppContext, accessToken: string): string {
  return keyedHash(ctx.config.authSecret, `access:${accessToken}`);
}

export function refreshHash(ctx: AppContext, refreshToken: string): string {
  return keyedHash(ctx.config.authSecret, `refresh:${refreshToken}`);
}
