// The first-start seed and the daily date shift, in process on an in-memory PGlite database.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CITIES, isOpenCity, PLACE_CATEGORIES } from '@kaver/shared-contracts/data';
import { sql } from 'kysely';
import { connectDatabase, type Db } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { parseMediaId } from '../src/media/catalog';
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
  it('fills every city once', async (t) => {
    const started = Date.now();
    assert.equal(await seedIfEmpty(db, day0), true);
    t.diagnostic(`seeded 22 cities in ${Date.now() - started} ms`);
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

  it('gives every open city at least 20 articles and 5 guides with substantial texts', async () => {
    const rows = await db
      .selectFrom('articles')
      .select(['cityId', 'kind', 'slug', 'title', 'body'])
      .execute();
    for (const city of CITIES.filter(isOpenCity)) {
      const own = rows.filter((row) => row.cityId === city.id);
      const articles = own.filter((row) => row.kind === 'article');
      const guides = own.filter((row) => row.kind === 'guide');
      assert.ok(articles.length >= 20, `${city.alias}: ${articles.length} articles`);
      assert.ok(guides.length >= 5, `${city.alias}: ${guides.length} guides`);
      assert.ok(own.some((row) => row.slug === `${city.alias}-weekend`));
      for (const row of own) {
        const words = row.body
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean).length;
        assert.ok(words >= 200, `${row.slug}: ${words} words`);
        assert.ok((row.body.match(/<h2>/g) ?? []).length >= 3, `${row.slug}: subheadings`);
        assert.match(row.body, new RegExp(`<a href="/${city.alias}/(events|places)/`), `${row.slug}: links`);
        assert.doesNotMatch(row.body + row.title, /undefined|NaN|\{|\}|lorem/i, row.slug);
      }
      // Composed from many paragraphs, articles of a city do not share their opening.
      const openings = new Set(own.map((row) => row.body.slice(0, 400)));
      assert.ok(openings.size >= own.length * 0.8, `${city.alias}: openings repeat`);
    }
    const titles = rows.map((row) => row.title);
    assert.equal(new Set(titles).size, titles.length, 'no two articles share a title');
  });

  it('puts places at varied real-sounding addresses, never the same one twice in a city', async () => {
    const places = await db.selectFrom('places').select(['cityId', 'address', 'title']).execute();
    for (const city of CITIES) {
      const own = places.filter((place) => place.cityId === city.id);
      const addresses = own.map((place) => place.address.replace(/, м\. .*$/, ''));
      assert.equal(new Set(addresses).size, addresses.length, `${city.alias}: an address repeats`);
      for (const address of addresses) assert.match(address, /^.+, \d+(А|, стр\. \d)?$/, address);
      const streets = new Set(addresses.map((address) => address.split(',')[0]));
      assert.ok(streets.size >= 8, `${city.alias}: ${streets.size} streets`);
    }
    const moscow = places.filter((place) => place.cityId === 1);
    assert.ok(
      moscow.every((place) => / м\. /.test(place.address)),
      'Moscow addresses name the metro',
    );
    const kazanNames = new Set(places.filter((place) => place.cityId === 4).map((place) => place.title));
    const samaraNames = places.filter((place) => place.cityId === 10).map((place) => place.title);
    assert.ok(samaraNames.filter((name) => kazanNames.has(name)).length < samaraNames.length / 2);
  });

  it('refers only to pictures the API renders, of a scene that fits', async () => {
    const events = await db
      .selectFrom('events')
      .select(['images', 'priceMin', 'priceMax', 'ageRatingId'])
      .execute();
    const places = await db.selectFrom('places').select(['images', 'category']).execute();
    const articles = await db.selectFrom('articles').select('cover').execute();
    const profiles = await db.selectFrom('datingProfiles').select('avatar').execute();
    const collections = await db.selectFrom('collections').select('image').execute();
    const ids = [
      ...events.flatMap((row) => row.images.map((image) => image.path)),
      ...places.flatMap((row) => row.images.map((image) => image.path)),
      ...articles.map((row) => row.cover),
      ...collections.map((row) => row.image),
    ];
    for (const id of ids) assert.ok(parseMediaId(id) && !id.startsWith('portrait'), id);
    for (const { avatar } of profiles) assert.match(avatar, /^portrait-\d+$/);
    for (const place of places.filter((row) => row.category === 'theater')) {
      assert.equal(place.images[0]!.path.split('-')[0], 'hall');
    }
    for (const event of events) {
      assert.ok(event.priceMin <= event.priceMax && event.priceMax <= 10_000, 'a plausible price');
      assert.ok(event.ageRatingId >= 1 && event.ageRatingId <= 5);
    }
  });

  it('counts an exhibition’s days in Russian plural forms', async () => {
    const rows = await db
      .selectFrom('events')
      .select('description')
      .where('description', 'like', '%Проект открыт%')
      .execute();
    const counts = rows.map((row) =>
      /Проект открыт (\d+)\u00a0(день|дня|дней)/.exec(row.description ?? '')?.slice(1),
    );
    assert.ok(rows.length > 0 && counts.every(Boolean), 'every exhibition says how long it is open');
    const form = (n: number) =>
      n % 10 === 1 && n % 100 !== 11
        ? 'день'
        : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100)
          ? 'дня'
          : 'дней';
    for (const [days, word] of counts as string[][])
      assert.equal(word, form(Number(days)), `${days} ${word}`);
  });

  it('nests quotes as Russian does: no «ёлочки» inside «ёлочки»', async () => {
    const nested = /«[^«»]*«[^»]*»[^«»]*»/;
    const events = await db
      .selectFrom('events')
      .select(['slug', 'shortDescription', 'description'])
      .execute();
    const articles = await db.selectFrom('articles').select(['slug', 'body']).execute();
    const places = await db.selectFrom('places').select(['slug', 'description']).execute();
    const texts = [
      ...events.map((row) => [row.slug, `${row.shortDescription} ${row.description}`]),
      ...articles.map((row) => [row.slug, row.body]),
      ...places.map((row) => [row.slug, row.description]),
    ];
    for (const [slug, text] of texts) assert.doesNotMatch(text as string, nested, slug);
  });

  it('says «во Владивостоке», not «в Владивостоке», in every text of the city', async () => {
    const vladivostok = CITIES.find((city) => city.alias === 'vladivostok')!;
    const events = await db
      .selectFrom('events')
      .select(['title', 'shortDescription', 'description'])
      .where('cityId', '=', vladivostok.id)
      .execute();
    const articles = await db
      .selectFrom('articles')
      .select(['title', 'body'])
      .where('cityId', '=', vladivostok.id)
      .execute();
    const places = await db
      .selectFrom('places')
      .select('description')
      .where('cityId', '=', vladivostok.id)
      .execute();
    const text = JSON.stringify([events, articles, places]);
    assert.match(text, /во Владивостоке/);
    assert.doesNotMatch(text, /(^|[^а-яё])в Владивостоке/i);
  });

  it('fills «Планы на вечер» with events of today and tomorrow, in the order they start', async () => {
    const moscow = CITIES.find((city) => city.alias === 'moscow')!;
    const rows = await db
      .selectFrom('suggestions')
      .innerJoin('suggestionEvents', 'suggestionEvents.suggestionId', 'suggestions.id')
      .innerJoin('events', 'events.id', 'suggestionEvents.eventId')
      .select(['events.startsAt'])
      .where('suggestions.cityId', '=', moscow.id)
      .where('suggestions.title', '=', 'Планы на вечер')
      .orderBy('suggestionEvents.position')
      .execute();
    assert.ok(rows.length >= 3, `${rows.length} events`);
    // The seed day is 10 June at noon in Moscow (UTC+3): its events are of 10 and 11 June there.
    const moscowDays = rows.map((row) =>
      new Date(new Date(row.startsAt).getTime() + 3 * 3_600_000).getUTCDate(),
    );
    assert.ok(
      moscowDays.every((day) => day === 10 || day === 11),
      moscowDays.join(),
    );
    const starts = rows.map((row) => new Date(row.startsAt).getTime());
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    );
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
