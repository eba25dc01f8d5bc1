// Data retention (jobs/retention.ts, issue 22 item 9), in-process on the embedded database (or on a PostgreSQL
// server with DATABASE_URL) with a clock the test moves: what is pruned and what is kept, and that an account
// deletion rewrites no table itself while the next retention run erases it from the files, once for every
// deletion since the last, without rewriting the tables every signed-in request reads.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { connectDatabase, type Db } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { buildApp } from '../src/http/app';
import { manualClock } from '../src/lib/clock';
import { localPublicCache } from '../src/process/cache-relay';
import { contextOf } from '../src/process/services';
import { issueTokens } from '../src/services/tokens';
import { freshDatabase } from './harness';

const DAY = 86_400_000;
const clock = manualClock(new Date('2026-05-01T12:00:00Z'));
const hoursAgo = (hours: number) => new Date(clock.now().getTime() - hours * 3_600_000);
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000);
let db: Db;
let ctx: AppContext;
let dropDatabase: (() => Promise<void>) | undefined;
/** The module under test, loaded when a test needs it. */
const retention = () => import('../src/jobs/retention');

before(async () => {
  const database = await freshDatabase();
  dropDatabase = database?.drop;
  db = await connectDatabase({ databaseUrl: database?.url ?? null, dataDir: 'memory://' });
  await migrate(db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database?.url ?? '',
    REFRESH_REUSE_GRACE_SECONDS: '10',
  });
  ctx = { ...contextOf(config, db, localPublicCache(false, null)), clock };
});
after(async () => {
  await db?.destroy();
  await dropDatabase?.();
});

let sessionCount = 0;
async function session(userId: number, values: Record<string, Date | string | number | null>) {
  sessionCount += 1;
  const { id } = await db
    .insertInto('sessions')
    .values({
      userId,
      accessHash: `a${sessionCount}`,
      refreshHash: `r${sessionCount}`,
      accessExpiresAt: inHours(1),
      refreshExpiresAt: inHours(24 * 300),
      revokedAt: null,
      createdAt: hoursAgo(24 * 60),
      familyId: `family-${userId}`,
      authenticatedAt: hoursAgo(24 * 60),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function smsCode(phone: string, createdAt: Date, consumed: boolean) {
  await db
    .insertInto('smsCodes')
    .values({
      phone,
      codeHash: 'h',
      securityData: null,
      ip: '203.0.113.9',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 600_000),
      consumedAt: consumed ? createdAt : null,
    })
    .execute();
}

const relfilenode = async (table: string) =>
  (await sql<{ node: number }>`select relfilenode as node from pg_class where relname = ${table}`.execute(db))
    .rows[0]!.node;

describe('pruning', () => {
  it('drops sessions that can no longer be used, SMS codes after their day and used proofs after expiry', async () => {
    const { id: userId } = await db
      .insertInto('users')
      .values({ phone: '89990001122' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const live = await session(userId, {});
    await session(userId, { revokedAt: hoursAgo(2) });
    await session(userId, { refreshExpiresAt: hoursAgo(1) });
    await session(userId, { rotatedAt: hoursAgo(24 * 31) });
    const recentlyRotated = await session(userId, {
      rotatedAt: hoursAgo(24),
      successorId: live,
      successorSealed: 'sealed',
    });
    await smsCode('89990001122', hoursAgo(25), true);
    await smsCode('89990001122', hoursAgo(30), false);
    await smsCode('89990001122', hoursAgo(2), true);
    await db
      .insertInto('usedSignInProofs')
      .values([
        { proofHash: 'expired', expiresAt: hoursAgo(1) },
        { proofHash: 'live', expiresAt: inHours(1) },
      ])
      .execute();

    const { pruned } = await (await retention()).runRetention(ctx);
    assert.deepEqual(pruned, { sessions: 3, smsCodes: 2, proofs: 1 });
    const sessions = await db
      .selectFrom('sessions')
      .select(['id', 'successorSealed'])
      .orderBy('id')
      .execute();
    // The recently rotated one stays for reuse detection, without the pair its grace has passed for.
    assert.deepEqual(sessions, [
      { id: live, successorSealed: null },
      { id: recentlyRotated, successorSealed: null },
    ]);
    const codes = await db.selectFrom('smsCodes').select('createdAt').execute();
    assert.deepEqual(codes, [{ createdAt: hoursAgo(2) }]);
    assert.deepEqual(await db.selectFrom('usedSignInProofs').select('proofHash').execute(), [
      { proofHash: 'live' },
    ]);

    clock.advance(ctx.config.auth.refreshReuseGraceSeconds * 1000 + 30 * DAY);
    assert.equal(
      (await (await retention()).runRetention(ctx)).pruned.sessions,
      1,
      'the rotated one goes after 30 days',
    );
  });
});

describe('erasure after account deletion', () => {
  it('rewrites nothing during the deletion, then the personal tables once on the next run', async () => {
    const app = await buildApp(ctx, false);
    const people = await db
      .insertInto('users')
      .values([{ phone: '89990003344' }, { phone: '89990005566' }])
      .returning('id')
      .execute();
    const before = {
      users: await relfilenode('users'),
      smsCodes: await relfilenode('sms_codes'),
      sessions: await relfilenode('sessions'),
    };

    for (const person of people) {
      const { accessToken } = await issueTokens(ctx, db, person.id, false);
      const deleted = await app.inject({
        method: 'DELETE',
        url: '/kaver/web/v1/user',
        headers: { access_token: accessToken },
      });
      assert.equal(deleted.statusCode, 200, deleted.body);
    }
    await app.close();
    assert.equal(await relfilenode('users'), before.users, 'a deletion does not rewrite users');
    assert.equal(await relfilenode('sms_codes'), before.smsCodes, 'nor sms_codes');
    const ids = people.map((person) => person.id);
    const left = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
    assert.deepEqual(left, [], 'the rows are gone at once');

    const run = await (await retention()).runRetention(ctx);
    assert.equal(run.erased, true);
    assert.notEqual(await relfilenode('users'), before.users, 'the run rewrote users');
    assert.notEqual(await relfilenode('sms_codes'), before.smsCodes, 'and sms_codes');
    assert.equal(await relfilenode('sessions'), before.sessions, 'never the sessions every request reads');
    assert.equal(
      (await (await retention()).runRetention(ctx)).erased,
      false,
      'one rewrite for both deletions',
    );
  });
});
