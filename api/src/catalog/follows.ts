// Followed places (issue 24): a person follows a place to see its coming events on /profile («Новое в ваших
// местах») and, when they switch it on, in their calendar feed. Following is personal and changes nothing
// anyone else sees, so no public answer is dropped from the caches.
import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Follows (`follow`) or unfollows a place; idempotent. */
export async function setFollow(
  db: Db,
  userId: number,
  placeId: number,
  follow: boolean,
  now: Date,
): Promise<void> {
  if (follow) {
    await db
      .insertInto('placeFollows')
      .values({ userId, placeId, createdAt: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db.deleteFrom('placeFollows').where('userId', '=', userId).where('placeId', '=', placeId).execute();
  }
}

export async function isFollowing(db: Db, userId: number, placeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('placeFollows')
    .select('placeId')
    .where('userId', '=', userId)
    .where('placeId', '=', placeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the person's calendar feed takes in the events of the places they follow (off until switched on). */
export async function followsInCalendarFeed(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('followSettings')
    .select('inCalendarFeed')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.inCalendarFeed ?? false;
}

export async function setFollowsInCalendarFeed(db: Db, userId: number, included: boolean): Promise<void> {
  await db
    .insertInto('followSettings')
    .values({ userId, inCalendarFeed: included })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ inCalendarFeed: included }))
    .execute();
}

/**
 * Ids of the events a person's calendar feed holds (routes/calendar-feed.ts): their favourites and, when they
 * switched it on, the events of the places they follow, except those that had ended before the follow.
 */
export function calendarFeedEventIds(userId: number) {
  return sql<{ id: number }>`
    select f.event_id as id from favorite_events f where f.user_id = ${userId}
    union
    select e.id from place_follows pf
      join follow_settings s on s.user_id = pf.user_id and s.in_calendar_feed
      join events e on e.place_id = pf.place_id and e.ends_at >= pf.created_at
    where pf.user_id = ${userId}`;
}
