// Account deletion (issue 11.5, issue 22): every row of the person goes in one transaction (the user row cascades
// to sessions, identities, favourites, categories, purposes, survey answers, subscription and its periods, the
// calendar feed), the SMS codes of their phone go too, favourite counters drop, and the payment records the law
// asks to keep lose everything that names the person. The same transaction marks an erasure due: the next run of
// the retention job (jobs/retention.ts, at most RETENTION_INTERVAL_SECONDS later) rewrites the tables that held
// the person's data, so that the phone number is gone from the database files, not just from query results. The
// deletion itself rewrites nothing and takes no table's exclusive lock.
import type { AppContext } from '../context';
import { invalidToken } from '../http/errors';
import { markErasureDue } from '../jobs/retention';
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
    if (!user) throw invalidToken();
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
    await markErasureDue(trx, ctx.clock.now());
    return [...events.map((row) => `event:${row.id}`), ...places.map((row) => `place:${row.id}`)];
  });
}
