// The embedded database's prepared statements (src/db/pglite-statements.ts): the same answers as PGlite's query(),
// each text prepared once, at most `max` kept, and a failed statement leaving the connection usable.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { preparedStatements } from '../src/db/pglite-statements';

describe('prepared statements on the embedded database', () => {
  let db: PGlite;

  before(async () => {
    db = await PGlite.create('memory://');
    await db.exec(`create table things (
      id serial primary key,
      slug text unique not null,
      count int8,
      ratio float8,
      price numeric,
      visible boolean,
      tags text[],
      details jsonb,
      seen_at timestamptz
    )`);
  });
  after(async () => {
    await db.close();
  });

  const preparedCount = async () =>
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from pg_prepared_statements where name like 'kaver_%'`,
      )
    ).rows[0]?.n;

  it('writes and reads every kind of value as query() does', async () => {
    const statements = preparedStatements(db);
    const seenAt = new Date('2026-11-28T10:15:30.123Z');
    const insert = `insert into things (slug, count, ratio, price, visible, tags, details, seen_at)
      values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`;
    const written = await statements.query(insert, [
      'концерт',
      42,
      0.25,
      '1999.90',
      true,
      ['джаз', 'вечер'],
      { hall: 'Большой зал', seats: [1, 2] },
      seenAt,
    ]);
    assert.equal(written.affectedRows, 1);
    await statements.query(insert, ['пусто', null, null, null, null, null, null, null]);

    const select = 'select * from things where slug = any($1) order by id';
    const slugs = [['концерт', 'пусто']];
    const prepared = await statements.query(select, slugs);
    const plain = await db.query(select, slugs);
    assert.deepEqual(prepared.rows, plain.rows);
    const [row] = prepared.rows as Record<string, unknown>[];
    assert.deepEqual(row?.tags, ['джаз', 'вечер']);
    assert.deepEqual(row?.details, { hall: 'Большой зал', seats: [1, 2] });
    assert.deepEqual(row?.seen_at, seenAt);
    assert.equal(row?.visible, true);
  });

  it('prepares a text once, however often it runs', async () => {
    const statements = preparedStatements(db);
    const before = await preparedCount();
    const select = 'select slug from things where id = $1';
    const first = await statements.query(select, [1]);
    const second = await statements.query(select, [2]);
    assert.deepEqual(first.rows, [{ slug: 'концерт' }]);
    assert.deepEqual(second.rows, [{ slug: 'пусто' }]);
    assert.equal(statements.size, 1);
    assert.equal(await preparedCount(), (before ?? 0) + 1);
  });

  it('keeps at most `max` statements and closes the one used longest ago', async () => {
    const statements = preparedStatements(db, 2);
    const before = (await preparedCount()) ?? 0;
    await statements.query('select 1 as one where $1::int > 0', [1]);
    await statements.query('select 2 as two where $1::int > 0', [1]);
    await statements.query('select 1 as one where $1::int > 0', [1]);
    await statements.query('select 3 as three where $1::int > 0', [1]);
    assert.equal(statements.size, 2);
    assert.equal(await preparedCount(), before + 2);
    // The one closed is prepared again when it comes back.
    assert.deepEqual((await statements.query('select 2 as two where $1::int > 0', [1])).rows, [{ two: 2 }]);
  });

  it('rejects a bad statement and keeps nothing of it; the next one runs', async () => {
    const statements = preparedStatements(db);
    await assert.rejects(statements.query('select nothing from nowhere where id = $1', [1]), /nowhere/);
    await assert.rejects(
      statements.query('insert into things (slug) values ($1)', ['концерт']),
      (error: { code?: string }) => error.code === '23505',
    );
    assert.equal(statements.size, 1);
    assert.deepEqual(
      (await statements.query('select count(*)::int as n from things where id > $1', [0])).rows,
      [{ n: 2 }],
    );
  });

  it('runs inside a transaction: a rollback undoes a prepared write', async () => {
    const statements = preparedStatements(db);
    await statements.query('begin', []);
    await statements.query('insert into things (slug) values ($1)', ['черновик']);
    await statements.query('rollback', []);
    assert.deepEqual(
      (await statements.query('select id from things where slug = $1', ['черновик'])).rows,
      [],
    );
  });

  it('prepares again a statement whose table changed shape under it', async () => {
    const statements = preparedStatements(db);
    const select = 'select * from things where id = $1';
    await statements.query(select, [1]);
    await db.exec('alter table things add column city text');
    const [row] = (await statements.query(select, [1])).rows as Record<string, unknown>[];
    assert.equal(row?.slug, 'концерт');
    assert.ok('city' in (row ?? {}));
  });
});
