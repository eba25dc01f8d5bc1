// Nearby (issue 24): `lat`, `lon` and `radius` on the events and places lists, over places this file writes at
// known offsets, so the expected distances and orders are exact. It runs in-process on the embedded database,
// and on a PostgreSQL server when DATABASE_URL is set (scripts/ci-postgres.sh): the same expectations hold on
// both. Also: every bad value is a 400 naming its field, the bounding box holds its circle (across the 180th
// meridian and around the poles too), the planner uses the index, and every seeded place stands where it is.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { findCityByAlias } from '@kaver/shared-contracts/data';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  boundingBox,
  EARTH_RADIUS_M,
  MAX_RADIUS_M,
  type NearPoint,
  readNear,
  withinRadius,
} from '../src/catalog/geo';
import { placeFieldsCache } from '../src/catalog/places';
import type { Db } from '../src/db/connect';
import { CITY_FACTS } from '../src/seed/city-facts';
import { CITY_GEO, DISTRICT_SPREAD_M, placeLocation } from '../src/seed/city-geo';
import { eventRow, placeRow } from './fixture-rows';
import { type InProcessApi, startInProcess } from './in-process';

const MOSCOW = findCityByAlias('moscow')!;
const KAZAN = findCityByAlias('kazan')!;
const HOUR = 3_600_000;
/** The visitor: Манежная площадь. */
const HERE = { latitude: 55.7558, longitude: 37.6173 };

let db: Db;
let app: FastifyInstance;
let api: InProcessApi | undefined;

/** Haversine in meters, written here independently of the API's SQL. */
function meters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** The places, by title, with their offsets from HERE in degrees. */
const PLACES = [
  { title: 'Здесь же', north: 0, east: 0, cityId: MOSCOW.id, isSecret: false },
  { title: 'Триста метров к северу', north: 0.002696, east: 0, cityId: MOSCOW.id, isSecret: false },
  { title: 'Километр к югу', north: -0.009, east: 0, cityId: MOSCOW.id, isSecret: false },
  { title: 'Секретный подвал', north: 0.001, east: 0.01, cityId: MOSCOW.id, isSecret: true },
  { title: 'Три километра к востоку', north: 0, east: 0.05, cityId: MOSCOW.id, isSecret: false },
  { title: 'Двадцать километров', north: 0.18, east: 0, cityId: MOSCOW.id, isSecret: false },
  { title: 'Казань на той же точке', north: 0, east: 0, cityId: KAZAN.id, isSecret: false },
];
const located = (place: (typeof PLACES)[number]) => ({
  latitude: HERE.latitude + place.north,
  longitude: HERE.longitude + place.east,
});
const placeIds = new Map<string, number>();

async function insertPlace(place: (typeof PLACES)[number]) {
  const row = await db
    .insertInto('places')
    .values(
      placeRow({ cityId: place.cityId, title: place.title, ...located(place), isSecret: place.isSecret }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  placeIds.set(place.title, row.id);
}

async function insertEvent(title: string, place: string | null, startsInHours: number, cityId = MOSCOW.id) {
  const placeId = place === null ? null : (placeIds.get(place) ?? null);
  await db
    .insertInto('events')
    .values(eventRow({ cityId, placeId, title, startsAt: new Date(Date.now() + startsInHours * HOUR) }))
    .execute();
}

const get = async (url: string) => {
  const answer = await app.inject({ url });
  return { status: answer.statusCode, body: answer.json() };
};
const near = (extra = '') => `lat=${HERE.latitude}&lon=${HERE.longitude}${extra}`;

before(async () => {
  api = await startInProcess();
  ({ db, app } = api);
  for (const place of PLACES) await insertPlace(place);
  await insertEvent('Концерт в трёхстах метрах', 'Триста метров к северу', 3);
  await insertEvent('Вечер в секретном подвале', 'Секретный подвал', 3);
  await insertEvent('Лекция здесь, завтра', 'Здесь же', 26);
  await insertEvent('Лекция здесь, сегодня', 'Здесь же', 2);
  await insertEvent('Выставка за три километра', 'Три километра к востоку', 5);
  await insertEvent('Прошло здесь', 'Здесь же', -5);
  await insertEvent('Без места', null, 4);
  await insertEvent('Далеко', 'Двадцать километров', 4);
  await insertEvent('В Казани', 'Казань на той же точке', 4, KAZAN.id);
});
after(async () => {
  await api?.stop();
});

describe('GET /places near a point', () => {
  it('lists the places within the radius, nearest first, each with its distance in meters', async () => {
    const { status, body } = await get(`/kaver/web/v1/places?city=moscow&${near('&radius=5000')}`);
    assert.equal(status, 200);
    const expected = PLACES.filter((place) => place.cityId === MOSCOW.id && !place.isSecret)
      .map((place) => ({ title: place.title, distance: Math.round(meters(HERE, located(place))) }))
      .filter((place) => place.distance <= 5000)
      .sort((a, b) => a.distance - b.distance);
    assert.deepEqual(
      body.items.map((item: { title: string; distance: number }) => ({
        title: item.title,
        distance: item.distance,
      })),
      expected,
    );
    assert.deepEqual(
      expected.map((place) => place.title),
      ['Здесь же', 'Триста метров к северу', 'Километр к югу', 'Три километра к востоку'],
    );
    assert.equal(body.total, 4);
    // 0.002696° of latitude is 299.8 m; 0.05° of longitude at 55.76° is 3.13 km.
    assert.equal(body.items[1].distance, 300);
    assert.ok(body.items[3].distance > 3100 && body.items[3].distance < 3150, String(body.items[3].distance));
  });

  it('takes the radius as a hard limit, defaults it to 5 km, and pages in distance order', async () => {
    const titles = async (query: string) =>
      (await get(`/kaver/web/v1/places?city=moscow&${query}`)).body.items.map(
        (item: { title: string }) => item.title,
      );
    assert.deepEqual(await titles(near('&radius=300')), ['Здесь же', 'Триста метров к северу']);
    assert.deepEqual(await titles(near('&radius=299')), ['Здесь же']);
    assert.equal((await titles(near())).length, 4);
    assert.equal((await titles(near('&radius=50000'))).length, 5);
    assert.deepEqual(await titles(near('&radius=5000&per_page=2&page=2')), [
      'Километр к югу',
      'Три километра к востоку',
    ]);
    // With other filters: a category, a text search.
    assert.deepEqual(await titles(near('&radius=5000&q=югу')), ['Километр к югу']);
    assert.deepEqual(await titles(near('&place_category=museum')), []);
    // Only the city asked for: Kazan's place at the very same point is not Moscow's.
    const kazan = await get(`/kaver/web/v1/places?city=kazan&${near('&radius=100')}`);
    assert.deepEqual(
      kazan.body.items.map((item: { title: string }) => item.title),
      ['Казань на той же точке'],
    );
  });

  it('answers each place as the plain list does, only with its distance, and no secret place without premium', async () => {
    const list = (await get('/kaver/web/v1/places?city=moscow&per_page=100')).body.items;
    const nearby = (await get(`/kaver/web/v1/places?city=moscow&${near('&radius=50000')}`)).body.items;
    // The plain list shows a secret place concealed; near a point its distance would give it away.
    assert.ok(list.some((item: { is_secret: boolean }) => item.is_secret));
    assert.ok(nearby.every((item: { is_secret: boolean }) => !item.is_secret));
    for (const { distance, ...item } of nearby) {
      assert.equal(typeof distance, 'number');
      assert.deepEqual(
        item,
        list.find((listed: { id: number }) => listed.id === item.id),
      );
    }
    assert.ok(list.every((item: object) => !('distance' in item)));
  });

  it('answers the favourites counter of the moment, and a place written since the last list', async () => {
    const here = placeIds.get('Здесь же')!;
    const counter = async () =>
      (await get(`/kaver/web/v1/places?city=moscow&${near('&radius=100')}`)).body.items.find(
        (item: { id: number }) => item.id === here,
      ).favorites_cnt;
    const before = await counter();
    // The fields of a place are kept between requests; its counter, which favourites change, never is.
    await db
      .updateTable('places')
      .set({ favoritesCnt: before + 7 })
      .where('id', '=', here)
      .execute();
    assert.equal(await counter(), before + 7);
    await db.updateTable('places').set({ favoritesCnt: before }).where('id', '=', here).execute();
    const newcomer = {
      title: 'Новое место рядом',
      north: 0.0005,
      east: 0,
      cityId: MOSCOW.id,
      isSecret: false,
    };
    await insertPlace(newcomer);
    try {
      const titles = (await get(`/kaver/web/v1/places?city=moscow&${near('&radius=100')}`)).body.items.map(
        (item: { title: string }) => item.title,
      );
      assert.deepEqual(titles, ['Здесь же', 'Новое место рядом']);
    } finally {
      await db.deleteFrom('places').where('id', '=', placeIds.get(newcomer.title)!).execute();
      placeIds.delete(newcomer.title);
    }
  });

  it('is served by the (city_id, latitude, longitude) index', async () => {
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const query = trx
        .selectFrom('places')
        .select('id')
        .where('cityId', '=', MOSCOW.id)
        .where(withinRadius({ ...HERE, radius: 1000 }, 'places'))
        .compile();
      const { rows } = await trx.executeQuery<Record<string, string>>({
        ...query,
        sql: `explain ${query.sql}`,
      });
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    assert.match(plan, /places_city_location/);
  });
});

describe('the fields of places kept between requests', () => {
  it('are read from the database once, again after their time to live, and leave out a place gone', async () => {
    const placeFields = placeFieldsCache(db, 200);
    const id = placeIds.get('Километр к югу')!;
    const title = async () => (await placeFields([id])).get(id)?.title;
    assert.equal(await title(), 'Километр к югу');
    await db.updateTable('places').set({ title: 'Переименован' }).where('id', '=', id).execute();
    try {
      assert.equal(await title(), 'Километр к югу');
      await new Promise((resolve) => setTimeout(resolve, 250));
      assert.equal(await title(), 'Переименован');
    } finally {
      await db.updateTable('places').set({ title: 'Километр к югу' }).where('id', '=', id).execute();
    }
    const found = await placeFields([placeIds.get('Здесь же')!, 2_000_000_000]);
    assert.deepEqual([...found.keys()], [placeIds.get('Здесь же')]);
    assert.equal('favoritesCnt' in found.get(placeIds.get('Здесь же')!)!, false);
  });
});

describe('GET /events near a point', () => {
  it('lists the events at places within the radius, nearest first, then soonest', async () => {
    const { status, body } = await get(
      `/kaver/web/v1/events?city=moscow&${near('&radius=5000&per_page=20')}`,
    );
    assert.equal(status, 200);
    assert.deepEqual(
      body.items.map((item: { title: string; distance: number }) => [item.title, item.distance]),
      [
        ['Лекция здесь, сегодня', 0],
        ['Лекция здесь, завтра', 0],
        ['Концерт в трёхстах метрах', 300],
        ['Выставка за три километра', body.items[3].distance],
      ],
    );
    const east = PLACES.find((place) => place.title === 'Три километра к востоку')!;
    assert.equal(body.items[3].distance, Math.round(meters(HERE, located(east))));
    assert.equal(body.total, 4);
    // The mobile base answers the same.
    const mobile = await get(`/digitalcity/afisha/5/events?city=moscow&${near('&radius=5000&per_page=20')}`);
    assert.deepEqual(mobile.body, body);
    // Without a point, no event has a distance.
    const plain = await get('/kaver/web/v1/events?city=moscow&per_page=20');
    assert.ok(plain.body.items.every((item: object) => !('distance' in item)));
  });

  it('keeps the date window and the other filters', async () => {
    const today = new Intl.DateTimeFormat('ru-RU', {
      timeZone: MOSCOW.timezone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(Date.now() + 26 * HOUR));
    const tomorrowOnly = await get(
      `/kaver/web/v1/events?city=moscow&${near('&radius=1000')}&date_start=${today}&date_end=${today}`,
    );
    assert.ok(
      tomorrowOnly.body.items.every((item: { title: string }) =>
        ['Лекция здесь, завтра', 'Концерт в трёхстах метрах', 'Лекция здесь, сегодня'].includes(item.title),
      ),
    );
    assert.ok(
      tomorrowOnly.body.items.some((item: { title: string }) => item.title === 'Лекция здесь, завтра'),
    );
    // show_past=1 adds what is still going on, never what has ended (ended-events.test.ts: a past window does).
    const past = await get(`/kaver/web/v1/events?city=moscow&${near('&radius=100')}&show_past=1`);
    assert.ok(past.body.items.some((item: { title: string }) => item.title === 'Лекция здесь, сегодня'));
    assert.ok(past.body.items.every((item: { title: string }) => item.title !== 'Прошло здесь'));
  });
});

describe('bad nearby values', () => {
  it('answer 400 naming the field, on both lists and both bases', async () => {
    const cases: [string, string][] = [
      ['lat=90.0001&lon=37', 'lat'],
      ['lat=-91&lon=37', 'lat'],
      ['lat=55&lon=180.5', 'lon'],
      ['lat=55&lon=-181', 'lon'],
      ['lat=abc&lon=37', 'lat'],
      ['lat=55&lon=восток', 'lon'],
      ['lat=55,75&lon=37', 'lat'],
      ['lat=1e1&lon=37', 'lat'],
      ['lat=NaN&lon=37', 'lat'],
      ['lat=55&lon=Infinity', 'lon'],
      ['lat=%20&lon=37', 'lat'],
      ['lat=55&lon=37&radius=0', 'radius'],
      ['lat=55&lon=37&radius=-100', 'radius'],
      ['lat=55&lon=37&radius=50001', 'radius'],
      ['lat=55&lon=37&radius=1.5', 'radius'],
      ['lat=55&lon=37&radius=много', 'radius'],
      ['lat=55&lon=37&radius=99999999999', 'radius'],
      ['lat=55', 'lon'],
      ['lon=37', 'lat'],
      ['radius=1000', 'lat'],
      [`lat=${'5'.repeat(40)}&lon=37`, 'lat'],
    ];
    for (const base of ['/kaver/web/v1', '/digitalcity/afisha/5']) {
      for (const list of ['places', 'events']) {
        for (const [query, field] of cases) {
          const { status, body } = await get(`${base}/${list}?city=moscow&${query}`);
          assert.equal(status, 400, `${list}?${query}`);
          assert.equal(body.error.field, field, `${list}?${query}`);
          assert.equal(body.error.code, 'validation_error');
        }
      }
    }
    // The extremes are fine, and so is the literal 'null' (unset).
    for (const query of ['lat=90&lon=180&radius=50000', 'lat=-90&lon=-180&radius=1', 'lat=null&lon=null']) {
      assert.equal((await get(`/kaver/web/v1/places?city=moscow&${query}`)).status, 200, query);
    }
  });

  it('reads the parameters into a point with a radius', () => {
    assert.deepEqual(readNear({ lat: '55.75', lon: '-37.5', radius: '300' }), {
      latitude: 55.75,
      longitude: -37.5,
      radius: 300,
    });
    assert.equal(readNear({}), null);
    assert.equal(readNear({ lat: 'null', lon: 'null', radius: 'null' }), null);
    assert.equal(readNear({ lat: '0', lon: '0' })?.radius, 5000);
  });
});

describe('the bounding box', () => {
  /** The point `distance` meters from `from` at `bearing` degrees (the direct geodesic problem on the sphere). */
  function destination(from: { latitude: number; longitude: number }, distance: number, bearing: number) {
    const rad = Math.PI / 180;
    const angle = distance / EARTH_RADIUS_M;
    const lat1 = from.latitude * rad;
    const lat2 = Math.asin(
      Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing * rad),
    );
    const lon2 =
      from.longitude * rad +
      Math.atan2(
        Math.sin(bearing * rad) * Math.sin(angle) * Math.cos(lat1),
        Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
      );
    const longitude = ((((lon2 / rad + 540) % 360) + 360) % 360) - 180;
    return { latitude: lat2 / rad, longitude };
  }
  const inBox = (point: NearPoint, spot: { latitude: number; longitude: number }) => {
    const box = boundingBox(point);
    const latitudeIn = spot.latitude >= box.minLatitude && spot.latitude <= box.maxLatitude;
    const longitudeIn =
      box.longitudes === null ||
      box.longitudes.some(([west, east]) => spot.longitude >= west && spot.longitude <= east);
    return latitudeIn && longitudeIn;
  };

  it('holds every point of its circle, across the 180th meridian and near the poles too', () => {
    const centres = [
      HERE,
      { latitude: 64.73, longitude: 177.5 }, // Анадырь, 2.5° from the 180th meridian
      { latitude: 65.5, longitude: -179.9 },
      { latitude: -89.8, longitude: 10 },
      { latitude: 89.7, longitude: -120 },
      { latitude: 0, longitude: 0 },
    ];
    for (const centre of centres) {
      for (const radius of [1, 1000, 10_000, MAX_RADIUS_M]) {
        for (let bearing = 0; bearing < 360; bearing += 7.5) {
          const spot = destination(centre, radius * 0.999999, bearing);
          assert.ok(inBox({ ...centre, radius }, spot), `${JSON.stringify(centre)} r=${radius} b=${bearing}`);
        }
      }
    }
  });

  it('is tight: a point a little beyond the circle on the axes is outside', () => {
    for (const bearing of [0, 90, 180, 270]) {
      const point = { ...HERE, radius: 3000 };
      assert.ok(!inBox(point, destination(HERE, 3000 * 1.01, bearing)), `bearing ${bearing}`);
    }
    const box = boundingBox({ latitude: 64.73, longitude: 179.9, radius: 50_000 });
    assert.equal(box.longitudes?.length, 2, 'two longitude ranges across the 180th meridian');
    assert.equal(boundingBox({ latitude: 89.9, longitude: 0, radius: 50_000 }).longitudes, null);
  });
});

describe('the seed', () => {
  it('has coordinates for every district, park and landmark of every city, within its region', () => {
    for (const [alias, facts] of Object.entries(CITY_FACTS)) {
      const city = findCityByAlias(alias)!;
      const geo = CITY_GEO[alias];
      assert.ok(geo, alias);
      for (const district of facts.districts) assert.ok(geo.districts[district], `${alias}: ${district}`);
      for (const sight of [...facts.parks, ...facts.landmarks])
        assert.ok(geo.sights[sight], `${alias}: ${sight}`);
      for (const [name, [latitude, longitude]] of Object.entries({ ...geo.districts, ...geo.sights })) {
        // Greater Sochi runs 100 km along the coast; Пермь-36 is a day trip from Perm.
        assert.ok(meters(city.coordinates, { latitude, longitude }) < 100_000, `${alias}: ${name}`);
      }
    }
  });

  it('puts a place within the spread of its district, and a sight exactly where it is', () => {
    const middle = CITY_GEO.moscow!.districts.Хамовники!;
    for (const [u, v] of [
      [0, 0],
      [0.999, 0.25],
      [0.5, 0.8],
    ] as const) {
      const spot = placeLocation('moscow', { district: 'Хамовники' }, u, v);
      const distance = meters({ latitude: middle[0], longitude: middle[1] }, spot);
      assert.ok(distance <= DISTRICT_SPREAD_M + 1, String(distance));
    }
    assert.deepEqual(placeLocation('moscow', { sight: 'Красная площадь' }, 0.7, 0.3), {
      latitude: 55.7539,
      longitude: 37.6208,
    });
    assert.throws(() => placeLocation('moscow', { district: 'Нигде' }, 0, 0));
  });
});
