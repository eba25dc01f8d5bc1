// Premium is decided here only: a paid period that has not ended (never anything the client says).
import type { Db } from '../db/connect';

export async function hasPremium(db: Db, userId: number | null, now: Date): Promise<boolean> {
  if (userId === null) return false;
  const row = await db
    .selectFrom('userSubscriptions')
    .select('id')
    .where('userId', '=', userId)
    .where('currentPeriodEnd', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
