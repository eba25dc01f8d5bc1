// Account deletion (issue 11.5): every row of the person goes in one transaction (the user row cascades to
// sessions, identities, favourites, categories, purposes, survey answers, subscription and its periods, the
// calendar feed), the SMS codes of their phone go too, favourite counters drop, and the payment records the
// law asks to keep lose everything that names the person. Then the touched tables are rewritten (VACUUM FULL)
// and, on the embedded database, the WAL holding the old rows is switched out and dropped at a checkpoint, so
// that the phone number is gone from the database files, not just from query results.
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { unauthorized } from '../http/errors';

/** Every table a deletion changes; the ones that ever held the phone are users and sms_codes. */
const TOUCHED_TABLES = [
  'users',
  'sms_codes',
  'sessions',
  'user_identities',
  'user_categories',
  'user_purposes',
  'user_survey_answers',
  'favorite_events',
  'favorite_places',
  // Followed places (issue 24), cascaded with the user row.
  'place_follows',
  'follow_settings',
  'user_subscriptions',
  'subscription_periods',
  'payments',
  'calendar_feeds',
];

/** Deletes the person's rows; answers the public-cache tags of the events and places whose counters dropped. */
export async function deleteAccountRows(ctx: AppContext, userId: number): Promise<string[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('phone')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    // Deleted meanwhile by another request with the same session: that session is gone too.
    if (!user) throw unauthorized('The access token is invalid or expired');
    // Favourite counters must drop with the favourites the cascade is about to remove.
    const events = await trx
      .updateTable('events')
      .set((eb) => ({ favoritesCnt: eb('favoritesCnt', '-', 1) }))
      .where('id', 'in', trx.selectFrom('favoriteEvents').select('eventId').where('userId', '=', userId))
      .returning('id')
      .execute();
    const places = await trx
      .updateTable('places')
      .set((eb) => ({ favoritesCnt: eb('favoritesCnt', '-', 1) }))
      .where('id', 'in', trx.selectFrom('favoritePlaces').select('placeId').where('userId', '=', userId))
      .returning('id')
      .execute();
    // Kept for the accounts (amount, plan, dates), with nothing left that leads back to the person.
    await trx
      .updateTable('payments')
      .set({ email: null, paymentMethodId: null, userId: null })
      .where('userId', '=', userId)
      .execute();
    if (user.phone) await trx.deleteFrom('smsCodes').where('phone', '=', user.phone).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return [...events.map((row) => `event:${row.id}`), ...places.map((row) => `place:${row.id}`)];
  });
}

let erasing: Promise<void> | null = null;
let again = false;

/**
 * Rewrites the touched tables without the deleted rows' bytes. One run at a time: deletions that arrive during
 * a run share the next one (a rewrite takes the tables' exclusive lock, so it is not repeated needlessly).
 */
export function eraseDeletedRows(ctx: AppContext): Promise<void> {
  if (erasing) {
    // The run under way may have started before this deletion: it goes round once more before it settles.
    again = true;
    return erasing;
  }
  erasing = (async () => {
    try {
      do {
        again = false;
        await rewrite(ctx);
      } while (again);
    } finally {
      erasing = null;
    }
  })();
  return erasing;
}

async function rewrite(ctx: AppContext): Promise<void> {
  await sql.raw(`vacuum full ${TOUCHED_TABLES.join(', ')}`).execute(ctx.db);
  if (ctx.config.databaseUrl) {
    // A PostgreSQL server's WAL, replicas and backups are the operator's (api/README.md, "Account deletion").
    return;
  }
  // PGlite runs with wal_recycle off (db/connect.ts): the segments before the checkpoint are deleted, not kept
  // for reuse with the old records in them.
  await sql`select pg_switch_wal()`.execute(ctx.db);
  await sql`checkpoint`.execute(ctx.db);
}
