// Access and refresh tokens: random, stored only as keyed hashes, revocable. Each sign-in starts a family;
// a refresh rotates the pair within it, and a rotated refresh token presented again (after a short grace for a
// second tab refreshing at the same moment) is taken as stolen: the whole family is revoked.
import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@kaver/shared-contracts/src/domain/auth';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { keyedHash, randomToken } from '../lib/crypto';

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
): Promise<TokenResponse> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const now = ctx.clock.now();
  const { accessTtlSeconds, refreshTtlSeconds } = ctx.config.auth;
  await db
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
    .execute();
  return {
    accessToken,
    refreshToken,
    expiresIn: accessTtlSeconds,
    refreshExpiresIn: refreshTtlSeconds,
    isNewUser,
  };
}

/** A sign-in (SMS code, Telegram, VK ID, Firebase): a new family, authenticated now. */
export function issueTokens(
  ctx: AppContext,
  db: Kysely<Database>,
  userId: number,
  isNewUser: boolean,
): Promise<TokenResponse> {
  return insertSession(ctx, db, userId, isNewUser, {
    familyId: randomUUID(),
    authenticatedAt: ctx.clock.now(),
  });
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

/** Exchanges a refresh token for a new pair of the same family (see the file comment for reuse). */
export function rotateRefreshToken(ctx: AppContext, refreshToken: string): Promise<RefreshOutcome> {
  return ctx.db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    const now = ctx.clock.now();
    const session = await trx
      .selectFrom('sessions')
      .select(['id', 'userId', 'familyId', 'authenticatedAt', 'revokedAt', 'rotatedAt', 'refreshExpiresAt'])
      .where('refreshHash', '=', refreshHash(ctx, refreshToken))
      .forUpdate()
      .executeTakeFirst();
    if (!session || session.revokedAt !== null || session.refreshExpiresAt <= now)
      return { status: 'invalid' };
    const family = { familyId: session.familyId, authenticatedAt: session.authenticatedAt };
    if (session.rotatedAt !== null) {
      const sinceRotation = now.getTime() - session.rotatedAt.getTime();
      if (sinceRotation < ctx.config.auth.refreshReuseGraceSeconds * 1000) {
        return { status: 'ok', tokens: await insertSession(ctx, trx, session.userId, false, family) };
      }
      await revokeFamily(trx, session.familyId, now);
      return { status: 'reused' };
    }
    await trx.updateTable('sessions').set({ rotatedAt: now }).where('id', '=', session.id).execute();
    return { status: 'ok', tokens: await insertSession(ctx, trx, session.userId, false, family) };
  });
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
