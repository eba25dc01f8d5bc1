// Favourite toggles (SPEC.md 4): idempotent, and the counter moves only when a row really changes, inside
// the same transaction.
import type { Db } from '../db/connect';

type Target =
  | { table: 'favoriteEvents'; column: 'eventId'; counter: 'events' }
  | {
      table: 'favoritePlaces';
      column: 'placeId';
      counter: 'places';
    };

export const EVENT_FAVORITES: Target = { table: 'favoriteEvents', column: 'eventId', counter: 'events' };
export const PLACE_FAVORITES: Target = { table: 'favoritePlaces', column: 'placeId', counter: 'places' };

export async function setFavorite(
  db: Db,
  target: Target,
  userId: number,
  id: number,
  favorite: boolean,
  now: Date,
): Promise<{ isFavorite: 0 | 1; favoritesCnt: number }> {
  return db.transaction().execute(async (trx) => {
    // Written against the generic pair of tables; the casts keep the two shapes in one code path.
    const table = target.table as 'favoriteEvents';
    const column = target.column as 'eventId';
    const counter = target.counter as 'events';
    const changed = favorite
      ? await trx
          .insertInto(table)
          .values({ userId, [column]: id, createdAt: now } as {
            userId: number;
            eventId: number;
            createdAt: Date;
          })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst()
      : await trx.deleteFrom(table).where('userId', '=', userId).where(column, '=', id).executeTakeFirst();
    const delta = Number(
      'numDeletedRows' in changed ? changed.numDeletedRows : (changed.numInsertedOrUpdatedRows ?? 0n),
    );
    const row = await trx
      .updateTable(counter)
      .set((eb) => ({ favoritesCnt: eb('favoritesCnt', '+', favorite ? delta : -delta) }))
      .where('id', '=', id)
      .returning('favoritesCnt')
      .executeTakeFirstOrThrow();
    return { isFavorite: favorite ? 1 : 0, favoritesCnt: row.favoritesCnt };
  });
}
