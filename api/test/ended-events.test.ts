// An event that has ended is not listed where current events are asked for: GET /events with show_past=1
// («Показывать уже идущие»: what began before and still runs), near a point or not, with or without a window;
// only a window that lies entirely in the past lists what was on then, ended or not. The totals and the type
// counts agree with the lists. An article's event cards leave ended events out too, while the article stays;
// so do a suggestion's picks, in the suggestion's own order.
// In-process on a fresh database with a clock at Saturday 21.11.2026 22:27 in Moscow: «Джазовый вечер» was on
// today from 19:00 to 21:00.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EVENT_TYPES, findCityByAlias } from '@kaver/shared-contracts/data';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/connect';
import { manualClock } from '../src/lib/clock';
import { zonedTime } from '../src/lib/dates';
import { eventRow, placeRow } from './fixture-rows';
import { type InProcessApi, startInProcess } from './in-process';

const MOSCOW = findCityByAlias('moscow')!;
const TYPE = EVENT_TYPES[0]!.id;
/** Saturday 21.11.2026 22:27 in Moscow. */
const NOW = zonedTime(MOSCOW.timezone, 2026, 11, 21, 22 * 60 + 27);
const at = (day: number, hour: number, minute = 0) =>
  zonedTime(MOSCOW.timezone, 2026, 11, day, hour * 60 + minute);
const POINT = { latitude: 55.7558, longitude: 37.6173 };
const WEB = '/kaver/web/v1';
const near = `lat=${POINT.latitude}&lon=${POINT.longitude}&radius=1000`;

/** Title: [starts, ends]. */
const EVENTS: Record<string, [Date, Date]> = {
  'Джазовый вечер': [at(21, 19), at(21, 21)],
  'Вчерашний спектакль': [at(20, 19), at(20, 21)],
  'Выставка на неделю': [at(18, 10), at(24, 20)],
  'Ночной концерт': [at(21, 22), at(21, 23, 30)],
  'Завтрашняя лекция': [at(22, 19), at(22, 21)],
};
const eventIds = new Map<string, number>();

let db: Db;
let app: FastifyInstance;
let api: InProcessApi | undefined;

const get = async (url: string) => {
  const answer = await app.inject({ url });
  assert.equal(answer.statusCode, 200, `${url}: ${answer.body}`);
  return answer.json();
};
const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title).sort();
const sorted = (...names: string[]) => [...names].sort();

before(async () => {
  api = await startInProcess({ clock: manualClock(NOW) });
  ({ db, app } = api);
  const place = await db
    .insertInto('places')
    .values(placeRow({ title: 'Джаз-клуб', ...POINT }))
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [title, [startsAt, endsAt]] of Object.entries(EVENTS)) {
    const row = await db
      .insertInto('events')
      .values(eventRow({ placeId: place.id, title, startsAt, endsAt }))
      .returning('id')
      .executeTakeFirstOrThrow();
    eventIds.set(title, row.id);
    await db.insertInto('eventEventTypes').values({ eventId: row.id, eventTypeId: TYPE }).execute();
  }
});
after(async () => {
  await api?.stop();
});

describe('GET /events at 22:27, after «Джазовый вечер» (19:00-21:00) ended', () => {
  it('«Рядом со мной» (today and tomorrow, show_past=1) lists what is on or to come, not what ended', async () => {
    const nearby = await get(
      `${WEB}/events?city=moscow&${near}&date_start=21.11.2026&date_end=22.11.2026&show_past=1&per_page=24`,
    );
    const current = sorted('Выставка на неделю', 'Ночной концерт', 'Завтрашняя лекция');
    assert.deepEqual(titles(nearby), current);
    assert.equal(nearby.total, current.length);
    // The same without the point.
    const list = await get(`${WEB}/events?city=moscow&date_start=21.11.2026&date_end=22.11.2026&show_past=1`);
    assert.deepEqual(titles(list), current);
    assert.equal(list.total, current.length);
    // Without show_past: what starts in the window and has not ended.
    const starting = await get(`${WEB}/events?city=moscow&${near}&date_start=21.11.2026&date_end=22.11.2026`);
    assert.deepEqual(titles(starting), sorted('Ночной концерт', 'Завтрашняя лекция'));
  });

  it('without a window, show_past=1 lists the events not ended, as show_past=0 and the type counts do', async () => {
    const current = sorted('Выставка на неделю', 'Ночной концерт', 'Завтрашняя лекция');
    for (const query of ['show_past=1', 'show_past=0', `show_past=1&${near}`]) {
      const page = await get(`${WEB}/events?city=moscow&${query}&per_page=24`);
      assert.deepEqual(titles(page), current, query);
      assert.equal(page.total, current.length, query);
    }
    const types: { id: number; events_count: number }[] = await get(`${WEB}/events/types?city=moscow`);
    assert.equal(types.find((type) => type.id === TYPE)?.events_count, current.length);
    const ofType = await get(`${WEB}/events?city=moscow&categories=${TYPE}&show_past=1&per_page=24`);
    assert.equal(ofType.total, current.length);
  });

  it('a window reaching today leaves the ended events out; one entirely in the past lists them', async () => {
    const reaching = await get(
      `${WEB}/events?city=moscow&date_start=20.11.2026&date_end=21.11.2026&show_past=1`,
    );
    assert.deepEqual(titles(reaching), sorted('Выставка на неделю', 'Ночной концерт'));
    assert.equal(reaching.total, 2);
    // Yesterday, asked for by its date: what was on then, ended or not.
    const yesterday = await get(
      `${WEB}/events?city=moscow&date_start=20.11.2026&date_end=20.11.2026&show_past=1`,
    );
    assert.deepEqual(titles(yesterday), sorted('Вчерашний спектакль', 'Выставка на неделю'));
    assert.equal(yesterday.total, 2);
    const yesterdayNear = await get(
      `${WEB}/events?city=moscow&${near}&date_start=20.11.2026&date_end=20.11.2026&show_past=1`,
    );
    assert.deepEqual(titles(yesterdayNear), titles(yesterday));
    // Without show_past a past window keeps to what started in it and still runs: nothing here.
    const started = await get(`${WEB}/events?city=moscow&date_start=20.11.2026&date_end=20.11.2026`);
    assert.deepEqual([started.total, started.items], [0, []]);
  });
});

describe('an article after one of its events ended', () => {
  it('shows its text and the events not ended, the weekend article too', async () => {
    const article = await db
      .insertInto('articles')
      .values({
        slug: 'moscow-kontserty',
        kind: 'article',
        cityId: MOSCOW.id,
        title: 'Концерты недели',
        lead: 'Куда сходить',
        body: '<p>Список обновляется: прошедшие события мы убираем.</p>',
        cover: 'articles/x.svg',
        tags: '[]',
        readingMinutes: 3,
        publishedAt: at(16, 12),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('articleEvents')
      .values(
        ['Джазовый вечер', 'Вчерашний спектакль', 'Завтрашняя лекция'].map((title) => ({
          articleId: article.id,
          eventId: eventIds.get(title)!,
        })),
      )
      .execute();
    const answer = await get(`${WEB}/articles/moscow-kontserty`);
    assert.equal(answer.body, '<p>Список обновляется: прошедшие события мы убираем.</p>');
    assert.deepEqual(
      answer.events.map((event: { title: string }) => event.title),
      ['Завтрашняя лекция'],
    );
    // The weekend article (today, Saturday, and Sunday) lists the weekend's events that are on or to come.
    await db
      .insertInto('articles')
      .values({
        slug: 'moscow-weekend',
        kind: 'article',
        cityId: MOSCOW.id,
        title: 'Выходные в Москве',
        lead: '',
        body: '<h2>Выходные</h2>',
        cover: 'articles/x.svg',
        tags: '[]',
        readingMinutes: 2,
        publishedAt: at(16, 12),
      })
      .execute();
    const weekend = await get(`${WEB}/articles/moscow-weekend`);
    assert.deepEqual(
      titles({ items: weekend.events }),
      sorted('Выставка на неделю', 'Ночной концерт', 'Завтрашняя лекция'),
    );
    // Articles that mention an ended event still name it: the article is there to read.
    const mentions = await get(`${WEB}/events/${eventIds.get('Джазовый вечер')}/articles`);
    assert.deepEqual(
      mentions.items.map((item: { slug: string }) => item.slug),
      ['moscow-kontserty'],
    );
  });
});

describe('a suggestion after some of its events ended', () => {
  /** A stored suggestion of these events, in this order; answers its id. */
  async function suggest(titles: string[]) {
    const suggestion = await db
      .insertInto('suggestions')
      .values({
        cityId: MOSCOW.id,
        title: 'Планы на вечер',
        description: 'Подобрали события на сегодня и завтра.',
        createdAt: at(21, 12),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('suggestionEvents')
      .values(
        titles.map((title, position) => ({
          suggestionId: suggestion.id,
          eventId: eventIds.get(title)!,
          position,
        })),
      )
      .execute();
    return suggestion.id;
  }

  it('lists the events not ended in its own order, and stays when none is left', async () => {
    // No end of its own: its end is its start, 22:00, before now.
    const unended = await db
      .insertInto('events')
      .values(eventRow({ title: 'Встреча в 22:00', startsAt: at(21, 22), endsAt: at(21, 22) }))
      .returning('id')
      .executeTakeFirstOrThrow();
    eventIds.set('Встреча в 22:00', unended.id);
    // Not in the order of their starts: the suggestion's order is kept.
    const id = await suggest([
      'Завтрашняя лекция',
      'Джазовый вечер',
      'Ночной концерт',
      'Вчерашний спектакль',
      'Встреча в 22:00',
      'Выставка на неделю',
    ]);
    const answer = await get(`${WEB}/suggestions/${id}`);
    assert.deepEqual(
      answer.events.map((event: { title: string }) => event.title),
      ['Завтрашняя лекция', 'Ночной концерт', 'Выставка на неделю'],
    );
    const { events: _events, ...rest } = answer;
    assert.deepEqual(rest, {
      id,
      city: 'moscow',
      title: 'Планы на вечер',
      description: 'Подобрали события на сегодня и завтра.',
      created_at: '21.11.2026 12:00',
    });
    // Every pick over: the suggestion is still there, with no events.
    const over = await get(`${WEB}/suggestions/${await suggest(['Джазовый вечер', 'Вчерашний спектакль'])}`);
    assert.deepEqual([over.title, over.events], ['Планы на вечер', []]);
  });
});
