// The first-start seed and the daily date shift, in process on an in-memory PGlite database.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CITIES } from '@kaver/shared-contracts/src/data/cities';
import { PLACE_CATEGORIES } from '@kaver/shared-contracts/src/data/place-categories';
import { sql } from 'kysely';
import { connectDatabase, type Db } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { refreshSeedDates, seedIfEmpty } from '../src/seed';

const day0 = new Date('2026-06-10T09:00:00Z');
let db: Db;

before(async () => {
  db = await connectDatabase({ databaseUrl: null, dataDir: 'memory://' });
  await migrate(db);
});
after(async () => {
  await db?.destroy();
});

describe('seed', () => {
  it('fills every city once', async () => {
    assert.equal(await seedIfEmpty(db, day0), true);
    assert.equal(await seedIfEmpty(db, day0), false, 'a second start seeds nothing');
    const perCity = await db
      .selectFrom('events')
      .select(['cityId', sql<number>`count(*)::int`.as('n')])
      .groupBy('cityId')
      .execute();
    assert.equal(perCity.length, CITIES.length);
    assert.ok(perCity.every((row) => row.n >= 60));
    const categories = await db.selectFrom('places').select('category').distinct().execute();
    assert.equal(categories.length, PLACE_CATEGORIES.length);
    const plans = await db.selectFrom('plans').select('id').orderBy('position').execute();
    assert.deepEqual(
      plans.map((plan) => plan.id),
      ['site_week_199', 'site_month_577', 'site_year_3229'],
    );
    const weekend = await db
      .selectFrom('articles')
      .select('slug')
      .where('slug', 'like', '%-weekend')
      .execute();
    assert.equal(weekend.length, CITIES.length);
  });

  it('moves seeded events forward by the days passed, once', async () => {
    const before = await db
      .selectFrom('events')
      .select(['id', 'startsAt', 'endsAt'])
      .orderBy('id')
      .limit(20)
      .execute();
    assert.equal(
      await refreshSeedDates(db, new Date(day0.getTime() + 3_600_000)),
      0,
      'same day: nothing moves',
    );
    assert.equal(await refreshSeedDates(db, new Date(day0.getTime() + 3 * 86_400_000)), 3);
    assert.equal(await refreshSeedDates(db, new Date(day0.getTime() + 3 * 86_400_000)), 0);
    const moved = await db
      .selectFrom('events')
      .select(['id', 'startsAt', 'endsAt'])
      .orderBy('id')
      .limit(20)
      .execute();
    for (const [index, row] of moved.entries()) {
      assert.equal(row.startsAt.getTime() - before[index]!.startsAt.getTime(), 3 * 86_400_000);
      assert.equal(row.endsAt.getTime() - before[index]!.endsAt.getTime(), 3 * 86_400_000);
    }
  });
});
