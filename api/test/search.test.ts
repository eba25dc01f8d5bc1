// Search (issue 11 part 1): full-text search with the russian configuration plus trigram matching, served by
// indexes, over rows this file writes itself, so the expected answers are exact. It runs in-process on the
// embedded database, and on a PostgreSQL server when DATABASE_URL is set (scripts/ci-postgres.sh): the same
// expectations hold on both.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { findCityByAlias } from '@kaver/shared-contracts/data';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { textMatches } from '../src/catalog/text-search';
import type { Db } from '../src/db/connect';
import { eventRow, placeRow } from './fixture-rows';
import { type InProcessApi, startInProcess } from './in-process';

const MOSCOW = findCityByAlias('moscow')!.id;
const KAZAN = findCityByAlias('kazan')!.id;
const DAY = 86_400_000;

let db: Db;
let app: FastifyInstance;
let api: InProcessApi | undefined;

async function insertEvent(cityId: number, title: string, shortDescription: string, startsInDays = 1) {
  const startsAt = new Date(Date.now() + startsInDays * DAY);
  await db.insertInto('events').values(eventRow({ cityId, title, shortDescription, startsAt })).execute();
}

async function insertPlace(cityId: number, title: string) {
  await db.insertInto('places').values(placeRow({ cityId, title })).execute();
}

const search = async (q: string, city = 'moscow') => {
  const answer = await app.inject({ url: `/kaver/web/v1/search?city=${city}&q=${encodeURIComponent(q)}` });
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json();
};
const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);
const suggest = async (q: string) =>
  (
    await app.inject({ url: `/kaver/web/v1/search/suggestions?city=moscow&q=${encodeURIComponent(q)}` })
  ).json();

before(async () => {
  api = await startInProcess();
  ({ db, app } = api);
  await insertEvent(MOSCOW, 'Органный концерт при свечах', 'Бах и Гендель в соборе.');
  await insertEvent(MOSCOW, 'Концерт на крыше', 'Инди-группы под открытым небом.', 2);
  await insertEvent(MOSCOW, 'Джазовый вечер', 'Импровизации до полуночи.');
  await insertEvent(MOSCOW, 'Выставка «Город у воды»', 'Фотографии набережных.');
  await insertEvent(MOSCOW, 'Лекция о космосе', 'Как устроены чёрные дыры: концерты для учёных не в счёт.');
  await insertEvent(MOSCOW, 'Старый концерт', 'Уже прошёл.', -3);
  await insertEvent(KAZAN, 'Концерт в Казани', 'Не в Москве.');
  await insertPlace(MOSCOW, 'Бар «Ласточка»');
  await insertPlace(MOSCOW, 'Концерт-холл «Сцена»');
});
after(async () => {
  await api?.stop();
});

describe('search', () => {
  it('finds word forms in titles and descriptions, best match first', async () => {
    const found = await search('концерты');
    // Equal matches come soonest first; a match in the description only comes last.
    assert.deepEqual(titles(found.events), [
      'Органный концерт при свечах',
      'Концерт на крыше',
      'Лекция о космосе',
    ]);
    assert.deepEqual(titles(found.places), ['Концерт-холл «Сцена»']);
    assert.deepEqual(titles((await search('джазовые вечера')).events), ['Джазовый вечер']);
    assert.deepEqual(titles((await search('свечи органный')).events), ['Органный концерт при свечах']);
  });

  it('finds substrings of titles, in any case', async () => {
    assert.deepEqual(titles((await search('азов')).events), ['Джазовый вечер']);
    assert.deepEqual(titles((await search('ЛАСТОЧ')).places), ['Бар «Ласточка»']);
    assert.deepEqual(titles((await search('«Город')).events), ['Выставка «Город у воды»']);
  });

  it('forgives a typo when nothing matches exactly', async () => {
    assert.deepEqual(titles((await search('канцерт')).events), [
      'Органный концерт при свечах',
      'Концерт на крыше',
    ]);
    assert.deepEqual(titles((await search('выстовка')).events), ['Выставка «Город у воды»']);
    assert.deepEqual(titles((await search('лекцыя')).events), ['Лекция о космосе']);
    const nothing = await search('щщщщ');
    assert.equal(nothing.events.total + nothing.places.total + nothing.articles.total, 0);
  });

  it('keeps to the city and to events that have not ended, and takes wildcards literally', async () => {
    assert.deepEqual(titles((await search('концерт', 'kazan')).events), ['Концерт в Казани']);
    assert.ok(!titles((await search('концерт')).events).includes('Старый концерт'));
    const wildcards = await search('%_');
    assert.equal(wildcards.events.total, 0);
  });

  it('suggests the best titles of every kind, at most 8', async () => {
    const lines = (await suggest('конц')).map(
      (line: { kind: string; title: string }) => `${line.kind}: ${line.title}`,
    );
    // Titles starting with the text first (events before places among equals), then those containing it.
    assert.deepEqual(lines, [
      'event: Концерт на крыше',
      'place: Концерт-холл «Сцена»',
      'event: Органный концерт при свечах',
    ]);
    assert.deepEqual(
      (await suggest('канцерт')).map((line: { title: string }) => line.title),
      ['Органный концерт при свечах', 'Концерт на крыше', 'Концерт-холл «Сцена»'],
    );
  });

  it('checks the query without the whitespace around it: one of spaces is refused as an empty one is', async () => {
    const tooShort = {
      error: { code: 'validation_error', message: 'q must be at least 2 characters long', field: 'q' },
    };
    for (const path of ['/kaver/web/v1/search', '/kaver/web/v1/search/suggestions']) {
      for (const q of ['', '%20%20%20', '%C2%A0%20%C2%A0', '%20%D0%BA%20']) {
        const answer = await app.inject({ url: `${path}?city=moscow&q=${q}` });
        assert.equal(answer.statusCode, 400, `${path} q=${q}`);
        assert.deepEqual(answer.json(), tooShort, `${path} q=${q}`);
      }
    }
    // Around a real query the whitespace goes: the same answer, and the query as searched.
    const spaced = await search('  азов  ');
    assert.equal(spaced.query, 'азов');
    assert.deepEqual(titles(spaced.events), ['Джазовый вечер']);
    assert.deepEqual(
      (await suggest(' конц ')).map((line: { title: string }) => line.title),
      (await suggest('конц')).map((line: { title: string }) => line.title),
    );
  });

  it('is served by the full-text and trigram indexes', async () => {
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const query = trx
        .selectFrom('events')
        .select('id')
        .where(textMatches('events', 'канцерт', true))
        .compile();
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({
        ...query,
        sql: `explain ${query.sql}`,
      });
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    assert.match(plan, /events_search_document/);
    assert.match(plan, /events_title_trgm/);
  });
});
