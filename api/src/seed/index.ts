// First-start seed (one transaction, so a failed seed leaves nothing behind) and the daily shift that keeps
// seeded events relative to today. Cities and event types come from shared-contracts and are synced on
// every start, so the API and the front end always agree on ids.
import { CITIES, EVENT_TYPES } from '@kaver/shared-contracts/data';
import { type Insertable, type Kysely, sql } from 'kysely';
import { AGE_RATINGS, priceOf } from '../catalog/events';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { localDate } from '../lib/dates';
import { articlesOf, globalArticles, type LinkableEvent } from './editorial';
import { COLLECTIONS, collectionsOf, eventsOf, type SeedPlace } from './events';
import { profilesOf } from './people';
import { picturePicker } from './pictures';
import { placesOf } from './places';
import { random } from './random';
import { PLANS, PURPOSES, REDIRECTS, SURVEY } from './reference';

const DAY_MS = 86_400_000;

/** The seed day as a day number (Moscow calendar), to shift dates by whole days. */
function dayNumber(now: Date): number {
  const { year, month, day } = localDate('Europe/Moscow', now);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

async function insertChunks<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
) {
  for (let i = 0; i < rows.length; i += 500) {
    // Kysely cannot relate a generic table name to its row type; the parameter type above checks the rows.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500) as never)
      .execute();
  }
}

/** Cities and event types from shared-contracts: inserted or updated on every start (ids never change). */
export async function syncReference(db: Kysely<Database>): Promise<void> {
  for (const city of CITIES) {
    const row = {
      id: city.id,
      alias: city.alias,
      title: city.title,
      timezone: city.timezone,
      latitude: city.coordinates.latitude,
      longitude: city.coordinates.longitude,
    };
    await db
      .insertInto('cities')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }
  for (const type of EVENT_TYPES) {
    const row = { id: type.id, slug: type.slug, title: type.title };
    await db
      .insertInto('eventTypes')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }
}

export async function seedIfEmpty(db: Db, now: Date): Promise<boolean> {
  await syncReference(db);
  const seeded = await db.selectFrom('meta').select('value').where('key', '=', 'seed_day').executeTakeFirst();
  if (seeded) return false;
  const collectionPictures = picturePicker('collections');
  await db.transaction().execute(async (trx) => {
    await insertChunks(trx, 'ageRatings', AGE_RATINGS);
    await insertChunks(trx, 'purposes', PURPOSES);
    await insertChunks(
      trx,
      'surveyQuestions',
      SURVEY.map(({ id, title, multiple }) => ({ id, title, multiple })),
    );
    await insertChunks(
      trx,
      'surveyAnswers',
      SURVEY.flatMap((q) => q.answers.map((text, i) => ({ questionId: q.id, id: i + 1, text }))),
    );
    await insertChunks(trx, 'plans', PLANS);
    await insertChunks(trx, 'redirects', REDIRECTS);
    await insertChunks(
      trx,
      'collections',
      COLLECTIONS.map(({ scene, ...c }) => ({ ...c, image: collectionPictures.take(scene) })),
    );
    await insertChunks(trx, 'articles', globalArticles(now));
    for (const city of CITIES) await seedCity(trx, city, now);
    await trx
      .insertInto('meta')
      .values({ key: 'seed_day', value: String(dayNumber(now)) })
      .execute();
  });
  return true;
}

async function seedCity(trx: Kysely<Database>, city: (typeof CITIES)[number], now: Date) {
  const rng = random(`links:${city.alias}`);
  const placeRows = placesOf(city);
  const places = await trx
    .insertInto('places')
    .values(placeRows)
    .returning(['id', 'slug', 'title', 'address', 'category', 'isSecret'])
    .execute();
  const secretPlaceIds = new Set(places.filter((place) => place.isSecret).map((place) => place.id));
  const byCategory = new Map<string, SeedPlace[]>();
  for (const place of places)
    byCategory.set(place.category, [...(byCategory.get(place.category) ?? []), place]);

  const events = eventsOf(city, byCategory, now);
  const inserted = await trx
    .insertInto('events')
    .values(events.map((e) => e.row))
    .returning('id')
    .execute();
  const ids = inserted.map((row) => row.id);
  await insertChunks(
    trx,
    'eventEventTypes',
    events.flatMap((e, i) => e.typeIds.map((eventTypeId) => ({ eventId: ids[i]!, eventTypeId }))),
  );
  await insertChunks(
    trx,
    'collectionEvents',
    events.flatMap((e, i) => collectionsOf(e).map((collectionId) => ({ collectionId, eventId: ids[i]! }))),
  );

  const profiles = await trx.insertInto('datingProfiles').values(profilesOf(city)).returning('id').execute();
  const links = ids.flatMap((eventId) => {
    const count = rng.int(6, 24);
    const start = rng.int(0, profiles.length - 1);
    return Array.from({ length: count }, (_, k) => ({
      eventId,
      profileId: profiles[(start + k) % profiles.length]!.id,
    }));
  });
  await insertChunks(trx, 'eventProfiles', links);

  const typeSlug = new Map<number, string>(EVENT_TYPES.map((type) => [type.id, type.slug]));
  const linkable: LinkableEvent[] = events
    .map((event, i) => ({ event, id: ids[i]! }))
    .filter(({ event }) => new Date(event.row.endsAt) >= now)
    .sort((a, b) => new Date(a.event.row.startsAt).getTime() - new Date(b.event.row.startsAt).getTime())
    .map(({ event, id }) => ({
      id,
      slug: event.row.slug,
      title: event.row.title,
      typeSlugs: event.typeIds.map((typeId) => typeSlug.get(typeId) ?? ''),
      where: places.find((place) => place.id === event.row.placeId)?.title ?? event.row.address ?? city.title,
      price: priceOf(event.row.priceMin ?? 0, event.row.priceMax ?? 0).text,
      about: event.row.shortDescription ?? '',
    }));
  const visiblePlaces = places
    .map((place, i) => ({ ...place, description: placeRows[i]!.description ?? '' }))
    .filter((place) => !secretPlaceIds.has(place.id));
  const composed = articlesOf(city, now, linkable, visiblePlaces);
  const articles = await trx
    .insertInto('articles')
    .values(composed.map((article) => article.row))
    .returning(['id', 'slug'])
    .execute();
  await insertChunks(
    trx,
    'articleEvents',
    articles.flatMap((article, i) =>
      composed[i]!.eventIds.map((eventId) => ({ articleId: article.id, eventId })),
    ),
  );

  // Each suggestion is what its description says: the events of those days (seeded events move with the calendar,
  // refreshSeedDates), in the order they start.
  const suggestions = [
    { title: 'Планы на вечер', description: 'Подобрали события на сегодня и завтра.', days: [0, 1] },
    {
      title: 'В ближайшие дни',
      description: 'Пять событий ближайших дней, ради которых стоит выйти из дома.',
      days: [2, 6],
    },
  ] as const;
  for (const { title, description, days } of suggestions) {
    const suggestion = await trx
      .insertInto('suggestions')
      .values({ cityId: city.id, title, description, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const picked = events
      .map((event, i) => ({ event, id: ids[i]! }))
      .filter(({ event }) => event.offset >= days[0] && event.offset <= days[1])
      .slice(0, 5)
      .sort((a, b) => (a.event.row.startsAt as Date).getTime() - (b.event.row.startsAt as Date).getTime());
    await insertChunks(
      trx,
      'suggestionEvents',
      picked.map(({ id }, position) => ({ suggestionId: suggestion.id, eventId: id, position })),
    );
  }
}

/** Moves seeded events (and the weekend article) forward by the days passed since the seed day. */
export async function refreshSeedDates(db: Db, now: Date): Promise<number> {
  const today = dayNumber(now);
  return db.transaction().execute(async (trx) => {
    const meta = await trx
      .selectFrom('meta')
      .select('value')
      .where('key', '=', 'seed_day')
      .forUpdate()
      .executeTakeFirst();
    const days = meta ? today - Number(meta.value) : 0;
    if (days <= 0) return 0;
    const shift = sql`make_interval(days => ${days})`;
    await trx
      .updateTable('events')
      .set({ startsAt: sql`starts_at + ${shift}`, endsAt: sql`ends_at + ${shift}` })
      .where('isSeed', '=', true)
      .execute();
    await trx
      .updateTable('meta')
      .set({ value: String(today) })
      .where('key', '=', 'seed_day')
      .execute();
    return days;
  });
}
