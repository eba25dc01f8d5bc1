// Access and refresh tokens: random, stored only as keyed hashes, revocable; a refresh rotates both.

import type { TokenResponse } from '@kaver/shared-contracts/src/domain/auth';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { keyedHash, randomToken } from '../lib/crypto';

export async function issueTokens(
  ctx: AppContext,
  db: Kysely<Database>,
  userId: number,
  isNewUser: boolean,
): Promise<TokenResponse> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const now = ctx.clock.now();
  const { accessTtlSeconds, refreshTtlSeconds } = ctx.config.auth;
  await db
    .insertInto('sessions')
    .values({
      userId,
      accessHash: keyedHash(ctx.config.authSecret, `access:${accessToken}`),
      refreshHash: keyedHash(ctx.config.authSecret, `refresh:${refreshToken}`),
      accessExpiresAt: new Date(now.getTime() + accessTtlSeconds * 1000),
      refreshExpiresAt: new Date(now.getTime() + refreshTtlSeconds * 1000),
      revokedAt: null,
      createdAt: now,
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

/** The session of a live access token, or undefined. */
export async function findAccessSession(ctx: AppContext, accessToken: string) {
  return ctx.db
    .selectFrom('sessions')
    .select(['id', 'userId'])
    .where('accessHash', '=', keyedHash(ctx.config.authSecret, `access:${accessToken}`))
    .where('revokedAt', 'is', null)
    .where('accessExpiresAt', '>', ctx.clock.now())
    .executeTakeFirst();
}

export function refreshHash(ctx: AppContext, refreshToken: string): string {
  return keyedHash(ctx.config.authSecret, `refresh:${refreshToken}`);
}
