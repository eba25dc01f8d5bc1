// Data retention, on the owner's schedule (RETENTION_INTERVAL_SECONDS, hourly by default):
//
// - Pruning. Sessions go once they can no longer be used: revoked ones, ones whose refresh token expired, and
//   rotated ones after ROTATED_SESSION_DAYS (until then presenting their refresh token again is recognised as
//   reuse and revokes the family; later it is simply refused). SMS code rows go after the day their wrong tries
//   count for (sms-codes.ts), with their phone numbers and client addresses; used Telegram payloads once they
//   would have expired. A rotated session's sealed successor pair is dropped once its grace has passed.
// - Erasure. An account deletion removes the person's rows at once (services/account-deletion.ts) and marks an
//   erasure due; the next run rewrites the tables that held what identifies a person (VACUUM FULL) and retires the
//   embedded database's WAL, so the bytes leave the files too. One rewrite serves every deletion since the last,
//   it never touches the tables every signed-in request reads (sessions, favourites), and it waits at most
//   ERASE_LOCK_TIMEOUT for a table's lock (a busy table is tried again on the next run), so a deletion no longer
//   locks anything itself.
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { WRONG_CODE_WINDOW_MS } from '../services/sms-codes';
import { every } from './every';

const DAY_MS = 86_400_000;
export const ROTATED_SESSION_DAYS = 30;
/** Tables whose rows name a person (phone, e-mail, name, birth date, a provider's account id, a client address). */
export const PERSONAL_TABLES = ['users', 'sms_codes', 'user_identities', 'payments'] as const;
const ERASE_DUE = 'erase_due';
const ERASE_LOCK_TIMEOUT = '5s';

export interface Pruned {
  sessions: number;
  smsCodes: number;
  proofs: number;
}

export async function pruneExpiredData(ctx: AppContext): Promise<Pruned> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const graceEnded = new Date(now.getTime() - ctx.config.auth.refreshReuseGraceSeconds * 1000);
  await db
    .updateTable('sessions')
    .set({ successorSealed: null })
    .where('successorSealed', 'is not', null)
    .where('rotatedAt', '<', graceEnded)
    .execute();
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('revokedAt', 'is not', null),
        eb('refreshExpiresAt', '<=', now),
        eb('rotatedAt', '<', new Date(now.getTime() - ROTATED_SESSION_DAYS * DAY_MS)),
      ]),
    )
    .executeTakeFirst();
  const smsCodes = await db
    .deleteFrom('smsCodes')
    .where('createdAt', '<=', new Date(now.getTime() - WRONG_CODE_WINDOW_MS))
    .executeTakeFirst();
  const proofs = await db.deleteFrom('usedSignInProofs').where('expiresAt', '<=', now).executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    smsCodes: Number(smsCodes.numDeletedRows),
    proofs: Number(proofs.numDeletedRows),
  };
}

/** Within a deletion's transaction: the next retention run erases the deleted rows from the files. */
export async function markErasureDue(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .insertInto('meta')
    .values({ key: ERASE_DUE, value: now.toISOString() })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: now.toISOString() }))
    .execute();
}

/** Rewrites the personal tables if a deletion asked for it; answers whether it did. */
export async function eraseDeletedRows(ctx: AppContext): Promise<boolean> {
  const { db } = ctx;
  const due = await db.selectFrom('meta').select('value').where('key', '=', ERASE_DUE).executeTakeFirst();
  if (!due) return false;
  await db.connection().execute(async (connection) => {
    // Waiting behind a long transaction would hold every later reader of the table behind this rewrite.
    await sql.raw(`set lock_timeout = '${ERASE_LOCK_TIMEOUT}'`).execute(connection);
    try {
      await sql.raw(`vacuum full ${PERSONAL_TABLES.join(', ')}`).execute(connection);
    } finally {
      await sql`reset lock_timeout`.execute(connection);
    }
  });
  if (!ctx.config.databaseUrl) {
    // PGlite runs with wal_recycle off (db/connect.ts): the segments before the checkpoint are deleted, not kept
    // for reuse with the old records in them. A PostgreSQL server's WAL, replicas and backups are its operator's.
    await sql`select pg_switch_wal()`.execute(db);
    await sql`checkpoint`.execute(db);
  }
  // A deletion during the rewrite marked a later time: it stays due for the next run.
  await db.deleteFrom('meta').where('key', '=', ERASE_DUE).where('value', '=', due.value).execute();
  return true;
}

export async function runRetention(ctx: AppContext): Promise<{ pruned: Pruned; erased: boolean }> {
  const pruned = await pruneExpiredData(ctx);
  const erased = await eraseDeletedRows(ctx);
  return { pruned, erased };
}

/** Runs retention every RETENTION_INTERVAL_SECONDS until stopped; a failed run is logged and tried again later. */
export function startRetentionLoop(ctx: AppContext, log: FastifyBaseLogger): () => void {
  return every(
    ctx.config.retention.intervalSeconds * 1000,
    () => runRetention(ctx),
    (error) => log.error({ err: error }, 'data retention run failed'),
  );
}
