// The catalog calls of SPEC.md 7.1 and the ones the front end needs beside them, against a running API.
import assert from 'node:assert/strict';
import { get as httpGet } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { CITIES, DOCUMENTS, isOpenCity, LISTINGS, listingsForCity } from '@kaver/shared-contracts/data';
import { listingEventQuery } from '@kaver/shared-contracts/listing-query';
import { placeCategoryQuery } from '../src/catalog/places';
import { call, login, MOBILE, type Stack, startStack, WEB } from './harness';

let stack: Stack;
const get = (url: string, headers?: Record<string, string>) => call(stack.api, 'GET', url, { headers });

function ddmmyyyy(date: Date): string {
  const parts = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
  return parts;
}

const SITE_URL = 'https://kaver.example';

/** Each bad request [url, status, field] answers that status and names the field at fault. */
async function expectFieldErrors(cases: [string, number, string][]) {
  for (const [url, status, field] of cases) {
    const answer = await get(url);
    assert.equal(answer.status, status, url);
    assert.equal(answer.body.error.field, field, url);
    assert.equal(typeof answer.body.error.message, 'string');
  }
}

before(async () => {
  stack = await startStack({ SITE_URL: `${SITE_URL}/` });
});
after(async () => {
  await stack?.stop();
});

describe('GET /events', () => {
  it('answers a page of 6 current events of the city by default', async () => {
    const { status, body } = await get(`${WEB}/events?city=moscow`);
    assert.equal(status, 200);
    assert.equal(body.page, 1);
    assert.equal(body.per_page, 6);
    assert.equal(body.items.length, 6);
    assert.ok(body.total > 6);
    assert.equal(body.total_pages, Math.ceil(body.total / 6));
    const event = body.items[0];
    for (const key of [
      'id',
      'slug',
      'title',
      'date_start',
      'date_end',
      'price',
      'age_rating',
      'images',
      'event_types',
    ]) {
      assert.ok(key in event, `event has ${key}`);
    }
    assert.equal(event.city, 'moscow');
    assert.equal(event.is_favorite, 0);
    assert.match(event.date_start, /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    assert.match(event.image, /^http:\/\/127\.0\.0\.1:\d+\/media\/v1\/[a-z]+-\d+\/960x640\.jpg$/);
    for (const item of body.items)
      assert.ok(new Date(item.ends_at) >= new Date(Date.now() - 60_000), 'no ended events');
  });

  it("treats the literal 'null' as an unset filter", async () => {
    const plain = await get(`${WEB}/events?city=kazan`);
    const nulls = await get(
      `${WEB}/events?city=kazan&page=1&per_page=6&date_start=null&date_end=null&time_start=null&time_end=null&cost_start=null&cost_end=null&id_age=null&id_collection=null&categories=null&show_past=0`,
    );
    assert.equal(nulls.status, 200);
    assert.deepEqual(nulls.body, plain.body);
  });

  it('pages without overlap', async () => {
    const first = await get(`${WEB}/events?city=moscow&page=1&per_page=5`);
    const second = await get(`${WEB}/events?city=moscow&page=2&per_page=5`);
    const ids = new Set(first.body.items.map((e: { id: number }) => e.id));
    assert.equal(second.body.items.length, 5);
    for (const event of second.body.items) assert.ok(!ids.has(event.id));
  });

  it('filters by categories, cost, age, time, place category and collection', async () => {
    const standup = await get(`${WEB}/events?city=moscow&categories=1,3&per_page=50`);
    assert.ok(standup.body.items.length > 0);
    for (const event of standup.body.items) {
      assert.ok(event.event_types.some((t: { id: number }) => t.id === 1 || t.id === 3));
    }
    const cheap = await get(`${WEB}/events?city=moscow&cost_start=0&cost_end=500&per_page=50`);
    for (const event of cheap.body.items) assert.ok(event.price.min <= 500);
    const free = await get(`${WEB}/events?city=moscow&cost_end=0&per_page=50`);
    assert.ok(free.body.items.length > 0);
    for (const event of free.body.items) assert.equal(event.price.is_free, true);
    const adults = await get(`${WEB}/events?city=moscow&id_age=5&per_page=50`);
    assert.ok(adults.body.items.length > 0);
    for (const event of adults.body.items) assert.equal(event.age_rating.title, '18+');
    const evening = await get(`${WEB}/events?city=moscow&time_start=19:00&time_end=20:00&per_page=50`);
    assert.ok(evening.body.items.length > 0);
    for (const event of evening.body.items) {
      const time = event.date_start.slice(11);
      assert.ok(time >= '19:00' && time <= '20:00', time);
    }
    const museums = await get(`${WEB}/events?city=moscow&place_category=museum&show_past=1&per_page=50`);
    assert.ok(museums.body.items.length > 0);
    for (const event of museums.body.items) assert.equal(event.place.category.slug, 'museum');
    const free2 = await get(`${WEB}/collections/besplatno?city=moscow`);
    const inCollection = await get(`${WEB}/events?city=moscow&id_collection=${free2.body.id}&per_page=50`);
    assert.equal(inCollection.body.total, free2.body.events_count);
    for (const event of inCollection.body.items) assert.equal(event.price.is_free, true);
  });

  it('has events today, tomorrow and at the weekend in every listing city', async () => {
    const now = new Date();
    const today = ddmmyyyy(now);
    const tomorrow = ddmmyyyy(new Date(now.getTime() + 86_400_000));
    for (const city of ['moscow', 'saint-petersburg', 'kemerovo', 'ekaterinburg', 'kazan']) {
      const t = await get(`${WEB}/events?city=${city}&date_start=${today}&date_end=${today}&show_past=1`);
      assert.ok(t.body.total > 0, `${city} today`);
      const m = await get(`${WEB}/events?city=${city}&date_start=${tomorrow}&date_end=${tomorrow}`);
      assert.ok(m.body.total > 0, `${city} tomorrow`);
      for (const event of m.body.items) assert.equal(event.date_start.slice(0, 10), tomorrow);
    }
    const weekday = (now.getUTCDay() + 6) % 7; // 0 = Monday
    const saturday = ddmmyyyy(new Date(now.getTime() + Math.max(0, 5 - weekday) * 86_400_000));
    const sunday = ddmmyyyy(new Date(now.getTime() + (6 - weekday) * 86_400_000));
    const weekend = await get(`${WEB}/events?city=novosibirsk&date_start=${saturday}&date_end=${sunday}`);
    assert.ok(weekend.body.total > 0, 'weekend');
  });

  it('lists ended events only with show_past=1', async () => {
    const past = ddmmyyyy(new Date(Date.now() - 5 * 86_400_000));
    const without = await get(`${WEB}/events?city=moscow&date_start=${past}&date_end=${past}&per_page=100`);
    for (const event of without.body.items)
      assert.ok(new Date(event.ends_at) >= new Date(Date.now() - 60_000));
    const withPast = await get(
      `${WEB}/events?city=moscow&date_start=${past}&date_end=${past}&show_past=1&per_page=100`,
    );
    assert.ok(withPast.body.total > without.body.total);
    assert.ok(withPast.body.items.some((event: { ends_at: string }) => new Date(event.ends_at) < new Date()));
  });

  it('lists the events held at one place (id_place), on the web and mobile bases', async () => {
    const all = await get(`${WEB}/events?city=moscow&show_past=1&per_page=100`);
    const counts = new Map<number, number>();
    for (const event of all.body.items) {
      if (event.place) counts.set(event.place.id, (counts.get(event.place.id) ?? 0) + 1);
    }
    const [placeId] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    for (const base of [WEB, MOBILE]) {
      const here = await get(`${base}/events?city=moscow&id_place=${placeId}&show_past=1&per_page=50`);
      assert.equal(here.status, 200, base);
      assert.ok(here.body.total >= 2, `${base}: several events at place ${placeId}`);
      for (const event of here.body.items) assert.equal(event.place.id, placeId);
    }
    const current = await get(`${WEB}/events?city=moscow&id_place=${placeId}&page=1&per_page=12&show_past=0`);
    for (const event of current.body.items) {
      assert.equal(event.place.id, placeId);
      assert.ok(new Date(event.ends_at) >= new Date(Date.now() - 60_000));
    }
    const unset = await get(`${WEB}/events?city=moscow&id_place=null`);
    assert.deepEqual(unset.body, (await get(`${WEB}/events?city=moscow`)).body);
    // A place of another city holds none of this city's events.
    assert.equal((await get(`${WEB}/events?city=kazan&id_place=${placeId}`)).body.total, 0);
  });

  it('rejects bad input with a 4xx naming the field', async () => {
    const cases: [string, number, string][] = [
      [`${WEB}/events`, 400, 'city'],
      [`${WEB}/events?city=atlantis`, 404, 'city'],
      [`${WEB}/events?city=moscow&page=0`, 400, 'page'],
      [`${WEB}/events?city=moscow&per_page=1000`, 400, 'per_page'],
      [`${WEB}/events?city=moscow&date_start=2026-01-01`, 400, 'date_start'],
      [`${WEB}/events?city=moscow&date_start=31.02.2026`, 400, 'date_start'],
      [`${WEB}/events?city=moscow&time_start=25:00`, 400, 'time_start'],
      [`${WEB}/events?city=moscow&cost_start=cheap`, 400, 'cost_start'],
      [`${WEB}/events?city=moscow&cost_start=900&cost_end=100`, 400, 'cost_end'],
      [`${WEB}/events?city=moscow&categories=1,,2`, 400, 'categories'],
      [`${WEB}/events?city=moscow&show_past=yes`, 400, 'show_past'],
      [`${WEB}/events?city=moscow&id_place=bar`, 400, 'id_place'],
      [`${WEB}/events?city=moscow&id_place=-3`, 400, 'id_place'],
      [`${MOBILE}/events?city=moscow&id_place=1.5`, 400, 'id_place'],
      [`${WEB}/events?city=moscow&id_age=9`, 400, 'id_age'],
      [`${WEB}/events?city=moscow&id_age=0`, 400, 'id_age'],
      [`${WEB}/events?city=moscow&place_category=nope`, 400, 'place_category'],
      [`${WEB}/places?city=moscow&place_category=bar,nope`, 400, 'place_category'],
    ];
    await expectFieldErrors(cases);
    const missing = await get(`${WEB}/events`);
    assert.equal(missing.body.error.message, 'City is required');
    const unknown = await get(`${WEB}/events?city=atlantis`);
    assert.equal(unknown.body.error.message, 'City Not Found');
  });

  it('says in words what a refused query value must be', async () => {
    const cases: [string, string, string][] = [
      ['id_age=9', 'id_age', 'id_age must be one of: null, 1, 2, 3, 4, 5'],
      ['city=spb', 'city', 'city must be given once'],
      ['show_past=yes', 'show_past', 'show_past must be one of: 0, 1, null'],
      [
        'date_start=2026-01-01',
        'date_start',
        'date_start must match the pattern ^(null|\\d{2}\\.\\d{2}\\.\\d{4})$',
      ],
      ['time_end=9', 'time_end', 'time_end must match the pattern ^(null|\\d{2}:\\d{2})$'],
      ['cost_start=cheap', 'cost_start', 'cost_start must match the pattern ^(null|\\d{1,9})$'],
      ['categories=1,,2', 'categories', 'categories must match the pattern ^(null|\\d{1,9}(,\\d{1,9})*)$'],
      [`q=${'a'.repeat(101)}`, 'q', 'q must be at most 100 characters long'],
    ];
    for (const [query, field, message] of cases) {
      const answer = await get(`${WEB}/events?city=moscow&${query}`);
      assert.equal(answer.status, 400, query);
      assert.deepEqual(answer.body.error, { code: 'validation_error', message, field }, query);
    }
    const places = await get(`${WEB}/places?city=moscow&place_category=nope`);
    assert.deepEqual(places.body.error, {
      code: 'validation_error',
      message: `place_category must match the pattern ${placeCategoryQuery.pattern}`,
      field: 'place_category',
    });
  });
});

describe('one event', () => {
  it('is found by id and by slug, only in its city', async () => {
    const list = await get(`${WEB}/events?city=moscow&per_page=1`);
    const { id, slug } = list.body.items[0];
    const byId = await get(`${WEB}/events/${id}?city=moscow`);
    const bySlug = await get(`${WEB}/events/${slug}?city=moscow`);
    assert.equal(byId.status, 200);
    assert.deepEqual(byId.body, bySlug.body);
    assert.match(byId.body.description, /<p>/);
    assert.equal((await get(`${WEB}/events/${id}?city=kazan`)).status, 404);
    assert.equal((await get(`${WEB}/events/${id}`)).body.error.message, 'City is required');
    assert.equal((await get(`${WEB}/events/99999999?city=moscow`)).body.error.code, 'event_not_found');
    // A path value that cannot name an event (not a slug, an id beyond int32) is a 404, never a 500.
    for (const ref of ['Bad_Slug!', '2147483648', '99999999999999999999', 'a'.repeat(300)]) {
      const answer = await get(`${WEB}/events/${ref}?city=moscow`);
      assert.equal(answer.status, 404, ref);
      assert.equal(answer.body.error.code.endsWith('not_found'), true, ref);
    }
  });

  it('has similar events sharing a type, dating profiles 15 a page, and articles', async () => {
    const list = await get(`${WEB}/events?city=moscow&per_page=1&categories=3`);
    const event = list.body.items[0];
    const similar = await get(`${WEB}/events/${event.id}/similar?city=moscow`);
    assert.equal(similar.status, 200);
    assert.equal(similar.body.per_page, 6);
    for (const item of similar.body.items) {
      assert.notEqual(item.id, event.id);
      const shared = item.event_types.some((t: { id: number }) =>
        event.event_types.some((u: { id: number }) => u.id === t.id),
      );
      assert.ok(shared);
    }
    const profiles = await get(`${WEB}/events/${event.id}/profiles?city=moscow`);
    assert.equal(profiles.body.per_page, 15);
    assert.ok(profiles.body.items.length > 0 && profiles.body.items.length <= 15);
    assert.match(profiles.body.items[0].image, /\/media\/v1\/teaser\/[0-9a-f]{24}\.jpg$/);
    const articles = await get(`${WEB}/events/${event.id}/articles?page=null&per_page=null`);
    assert.equal(articles.status, 200);
    assert.ok(Array.isArray(articles.body.items));
    assert.equal((await get(`${WEB}/events/99999999/articles`)).status, 404);
  });

  it('lists event types with counts', async () => {
    const { body } = await get(`${WEB}/events/types?city=kazan`);
    assert.ok(body.length >= 30);
    assert.deepEqual(Object.keys(body[0]).sort(), ['events_count', 'id', 'title']);
    assert.ok(body.every((type: { events_count: number }) => type.events_count > 0));
  });

  it('has current events for every visible listing in each of its cities', async () => {
    for (const listing of LISTINGS.filter((item) => !item.isHidden)) {
      const query = listingEventQuery(listing);
      for (const city of listing.cities) {
        const params = new URLSearchParams({ city, show_past: String(query.showPast) });
        if (query.categories) params.set('categories', query.categories.join(','));
        if (query.placeCategory) params.set('place_category', query.placeCategory);
        const { body } = await get(`${WEB}/events?${params}`);
        assert.ok(body.total > 0, `${listing.slug} in ${city}`);
      }
    }
  });
});

describe('places, collections, articles, search, suggestions, redirects', () => {
  it('lists places by category and opens one; a secret place shows its teaser without a subscription', async () => {
    const bars = await get(`${WEB}/places?city=moscow&place_category=bar,cafe`);
    assert.ok(bars.body.items.length > 0);
    for (const place of bars.body.items) assert.ok(['bar', 'cafe'].includes(place.category.slug));
    const place = bars.body.items[0];
    const one = await get(`${WEB}/places/${place.slug}?city=moscow`);
    assert.equal(one.body.id, place.id);
    assert.equal(one.body.hours.length, 7);
    assert.equal(
      (await get(`${WEB}/places?city=moscow&place_category=casino`)).body.error.field,
      'place_category',
    );
    assert.equal((await get(`${WEB}/places?city=nowhere`)).status, 404);
    const all = await get(`${WEB}/places?city=moscow&per_page=100`);
    const secret = all.body.items.find((p: { is_secret: boolean }) => p.is_secret);
    assert.ok(secret);
    const teaser = await get(`${WEB}/places/${secret.id}?city=moscow`);
    assert.equal(teaser.status, 200);
    assert.equal(teaser.body.title, secret.title);
    assert.equal(teaser.body.address, '');
    assert.equal(teaser.body.phone, null);
    assert.match(teaser.body.description, /премиум-подпиской/);
  });

  it('lists collections of a city and opens one by slug', async () => {
    const { body } = await get(`${WEB}/collections?city=moscow`);
    assert.ok(body.length >= 3);
    const one = await get(`${WEB}/collections/${body[0].slug}?city=moscow`);
    assert.equal(one.body.id, body[0].id);
    assert.equal((await get(`${WEB}/collections/nope?city=moscow`)).status, 404);
  });

  it('serves articles, guides and the weekend article with live events', async () => {
    const articles = await get(`${WEB}/articles?city=kazan`);
    assert.ok(articles.body.items.length > 0);
    const guides = await get(`${WEB}/guides?city=kazan`);
    assert.ok(guides.body.items.every((g: { kind: string }) => g.kind === 'guide'));
    const weekend = await get(`${WEB}/articles/kazan-weekend`);
    assert.equal(weekend.status, 200);
    assert.match(weekend.body.body, /<h2>/);
    assert.ok(weekend.body.events.length > 0);
    const themed = await get(`${WEB}/articles/katki-kazani`);
    assert.equal(themed.status, 200);
    assert.equal((await get(`${WEB}/articles/no-such-article`)).status, 404);
    assert.equal((await get(`${WEB}/guides/kazan-weekend`)).status, 404);
  });

  it('searches events, places and articles, and suggests titles', async () => {
    const found = await get(`${WEB}/search?city=moscow&q=${encodeURIComponent('бар')}`);
    assert.equal(found.status, 200);
    assert.ok(found.body.places.total > 0);
    for (const place of found.body.places.items) assert.match(place.title.toLowerCase(), /бар/);
    const suggest = await get(`${WEB}/search/suggestions?city=moscow&q=${encodeURIComponent('Кон')}`);
    assert.ok(suggest.body.length > 0 && suggest.body.length <= 8);
    for (const item of suggest.body) assert.ok(['event', 'place', 'article', 'guide'].includes(item.kind));
    assert.equal((await get(`${WEB}/search?city=moscow&q=a`)).body.error.field, 'q');
    assert.equal((await get(`${WEB}/search?city=moscow&q=${encodeURIComponent('%_')}`)).body.events.total, 0);
  });

  it("suggests guides as kind 'guide' and articles as 'article', each found where its kind says", async () => {
    const guides = await get(`${WEB}/search/suggestions?city=kazan&q=${encodeURIComponent('гид по')}`);
    const guide = guides.body.find((item: { slug: string }) => item.slug === 'kazan-gid-po-gorodu');
    assert.equal(guide?.kind, 'guide');
    assert.equal((await get(`${WEB}/guides/${guide.slug}`)).status, 200);
    const articles = await get(
      `${WEB}/search/suggestions?city=kazan&q=${encodeURIComponent('идей для свидания')}`,
    );
    const article = articles.body.find((item: { slug: string }) => item.slug === 'kazan-svidanie');
    assert.equal(article?.kind, 'article');
    assert.equal((await get(`${WEB}/articles/${article.slug}`)).status, 200);
    const national = await get(
      `${WEB}/search/suggestions?city=moscow&q=${encodeURIComponent('Пушкинская карта')}`,
    );
    assert.ok(
      national.body.some(
        (item: { slug: string; kind: string }) => item.slug === 'pushkinskaya-karta' && item.kind === 'guide',
      ),
    );
  });

  it('opens a suggestion and answers redirect rules', async () => {
    const suggestion = await get(`${WEB}/suggestions/1`);
    assert.equal(suggestion.status, 200);
    assert.ok(suggestion.body.events.length > 0);
    assert.equal((await get(`${WEB}/suggestions/999999`)).status, 404);
    const redirect = await get(`${WEB}/redirects?path=/msk`);
    assert.deepEqual(redirect.body, { path: '/msk', target: '/moscow', status: 301 });
    const none = await get(`${WEB}/redirects?path=/moscow/`);
    assert.equal(none.status, 200);
    assert.deepEqual(none.body, { path: '/moscow', target: null, status: null });
    assert.equal((await get(`${WEB}/redirects`)).body.error.field, 'path');
  });

  it('serves reference data on the web and mobile bases', async () => {
    assert.equal((await get(`${WEB}/cities`)).body.length, 22);
    assert.deepEqual(
      (await get(`${WEB}/ages`)).body.map((age: { title: string }) => age.title),
      ['0+', '6+', '12+', '16+', '18+'],
    );
    assert.deepEqual(
      (await get(`${WEB}/purposes`)).body.map((p: { id: number }) => p.id),
      [1, 2, 3, 5, 4],
    );
    const survey = (await get(`${WEB}/survey/questions`)).body;
    assert.equal(survey.length, 6);
    assert.deepEqual(
      survey.filter((q: { multiple: boolean }) => q.multiple).map((q: { id: number }) => q.id),
      [2],
    );
    assert.equal(survey[1].answers.length, 7);
    assert.equal((await get('/digitalcity/afisha/5/events?city=moscow')).status, 200);
  });
});

describe('GET /profiles', () => {
  it('pages the dating profiles of a city, 15 at a time, on the web and mobile bases', async () => {
    for (const base of [WEB, MOBILE]) {
      const first = await get(`${base}/profiles?city=kazan`);
      assert.equal(first.status, 200, base);
      assert.equal(first.body.page, 1);
      assert.equal(first.body.per_page, 15);
      assert.equal(first.body.items.length, 15);
      assert.ok(first.body.total > 15);
      assert.equal(first.body.total_pages, Math.ceil(first.body.total / 15));
    }
    const first = await get(`${WEB}/profiles?city=kazan&page=1&per_page=15`);
    const second = await get(`${WEB}/profiles?city=kazan&page=2&per_page=15`);
    const ids = new Set(first.body.items.map((profile: { id: number }) => profile.id));
    assert.ok(second.body.items.length > 0);
    for (const profile of second.body.items) assert.ok(!ids.has(profile.id));
  });

  it('answers the card teaser on the web, the same as the profiles of an event, and only of that city', async () => {
    const city = await get(`${WEB}/profiles?city=moscow&per_page=100`);
    const event = (await get(`${WEB}/events?city=moscow&per_page=1`)).body.items[0];
    const going = await get(`${WEB}/events/${event.id}/profiles?city=moscow`);
    const keys = ['age', 'id', 'image', 'name'];
    assert.deepEqual(Object.keys(city.body.items[0]).sort(), keys);
    assert.deepEqual(Object.keys(going.body.items[0]).sort(), keys);
    assert.match(city.body.items[0].image, /\/media\/v1\/teaser\/[0-9a-f]{24}\.jpg$/);
    const inCity = new Map(city.body.items.map((profile: { id: number }) => [profile.id, profile]));
    for (const profile of going.body.items) assert.deepEqual(inCity.get(profile.id), profile);
    const kazan = await get(`${WEB}/profiles?city=kazan&per_page=100`);
    for (const profile of kazan.body.items) assert.ok(!inCity.has(profile.id));
  });

  it('gives a signed-in app the whole card on the mobile base, and anyone else the teaser', async () => {
    const event = (await get(`${MOBILE}/events?city=moscow&per_page=1`)).body.items[0];
    const { accessToken } = await login(stack, '89990000071');
    for (const url of [
      `${MOBILE}/profiles?city=moscow`,
      `${MOBILE}/events/${event.id}/profiles?city=moscow`,
    ]) {
      const { status, body } = await get(url, { access_token: accessToken });
      assert.equal(status, 200, url);
      assert.deepEqual(
        Object.keys(body.items[0]).sort(),
        ['about', 'age', 'gender', 'id', 'image', 'name'],
        url,
      );
      assert.match(body.items[0].image, /\/media\/v1\/portrait-\d+\/320x320\.jpg$/, url);
      assert.ok(body.items[0].about.length > 0, url);
      const anonymous = await get(url);
      assert.equal(anonymous.status, 200, url);
      assert.deepEqual(Object.keys(anonymous.body.items[0]).sort(), ['age', 'id', 'image', 'name'], url);
      assert.match(anonymous.body.items[0].image, /\/media\/v1\/teaser\//, url);
    }
  });

  it('rejects bad input with a 4xx naming the field', async () => {
    const cases: [string, number, string][] = [
      [`${WEB}/profiles`, 400, 'city'],
      [`${WEB}/profiles?city=atlantis`, 404, 'city'],
      [`${MOBILE}/profiles?city=moscow&page=0`, 400, 'page'],
      [`${WEB}/profiles?city=moscow&per_page=101`, 400, 'per_page'],
      [`${WEB}/profiles?city=moscow&page=two`, 400, 'page'],
    ];
    await expectFieldErrors(cases);
  });
});

describe('GET /sitemap.xml', () => {
  const URL_LINE = /^<url><loc>([^<]+)<\/loc>(?:<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>)?<\/url>$/;
  let xml: string;
  let locs: string[];
  let builtAfter: Date;
  const has = (path: string) => locs.includes(`${SITE_URL}${path}`);

  before(async () => {
    builtAfter = new Date();
    const response = await fetch(`${stack.api}/sitemap.xml`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/xml; charset=utf-8');
    xml = await response.text();
    locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  });

  it('is a sitemaps.org urlset of absolute URLs on SITE_URL, within the one-file limits', () => {
    const lines = xml.split('\n');
    assert.equal(lines[0], '<?xml version="1.0" encoding="UTF-8"?>');
    assert.equal(lines[1], '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    assert.deepEqual(lines.slice(-2), ['</urlset>', '']);
    for (const line of lines.slice(2, -2)) {
      const match = URL_LINE.exec(line);
      assert.ok(match, line);
      assert.ok(match[1]!.startsWith(`${SITE_URL}/`), line);
      assert.doesNotThrow(() => new URL(match[1]!));
    }
    assert.equal(locs.length, (xml.match(/<url>/g) ?? []).length);
    assert.equal(new Set(locs).size, locs.length, 'no URL twice');
    assert.ok(locs.length > 500 && locs.length <= 50_000, `${locs.length} URLs`);
    assert.ok(Buffer.byteLength(xml) < 50 * 1024 * 1024);
  });

  it('lists the site pages, the documents and, per open city, its pages, listings, lists, events and places', async () => {
    for (const path of ['/', '/about', '/blog', '/events-bot', '/community', '/subscription', '/documents']) {
      assert.ok(has(path), path);
    }
    for (const document of DOCUMENTS) assert.ok(has(`/documents/${document.slug}`), document.slug);
    assert.equal(DOCUMENTS.length, 15);
    const open = CITIES.filter(isOpenCity);
    for (const { alias } of open) {
      for (const path of [`/${alias}`, `/${alias}/events`, `/${alias}/places`, `/${alias}/blog`]) {
        assert.ok(has(path), path);
      }
      assert.ok(has(`/blog/${alias}-weekend`), `${alias} weekend`);
      for (const listing of listingsForCity(alias)) {
        assert.ok(has(`/${alias}/events/listings/${listing.slug}`), `${alias} ${listing.slug}`);
      }
    }
    const lists = await get(`${WEB}/collections?city=moscow`);
    for (const list of lists.body) assert.ok(has(`/moscow/events/lists/${list.slug}`), list.slug);
    const listed = locs.filter((loc) => loc.startsWith(`${SITE_URL}/moscow/events/lists/`));
    assert.equal(listed.length, lists.body.length, 'only lists with current events');
    const events = await get(`${WEB}/events?city=kazan&per_page=100`);
    for (const event of events.body.items) assert.ok(has(`/kazan/events/${event.slug}`), event.slug);
    const places = await get(`${WEB}/places?city=kazan&per_page=100`);
    for (const place of places.body.items) {
      assert.equal(has(`/kazan/places/${place.slug}`), !place.is_secret, place.slug);
    }
  });

  it('lists articles under /blog and guides under /guides, with lastmod', async () => {
    const articles = await get(`${WEB}/articles?city=kazan&per_page=100`);
    const guides = await get(`${WEB}/guides?city=kazan&per_page=100`);
    assert.ok(guides.body.items.length > 0);
    for (const item of [...articles.body.items, ...guides.body.items]) {
      const path = `${item.kind === 'guide' ? '/guides' : '/blog'}/${item.slug}`;
      assert.ok(has(path), path);
      if (!item.slug.endsWith('-weekend')) {
        const [day, month, year] = item.published_at.split('.');
        assert.ok(
          xml.includes(`<loc>${SITE_URL}${path}</loc><lastmod>${year}-${month}-${day}</lastmod>`),
          path,
        );
      }
    }
    assert.ok(!has('/blog/kazan-gid-po-gorodu') && has('/guides/kazan-gid-po-gorodu'));
  });

  it('leaves out closed cities, hidden listings and ended events', async () => {
    const closed = CITIES.filter((city) => !isOpenCity(city)).map((city) => city.alias);
    assert.ok(closed.length > 0);
    for (const loc of locs) {
      const path = loc.slice(SITE_URL.length);
      for (const alias of closed) {
        assert.ok(!path.startsWith(`/${alias}`) && !path.includes(`/${alias}-`), path);
      }
    }
    for (const listing of LISTINGS.filter((item) => item.isHidden)) {
      assert.ok(!locs.some((loc) => loc.endsWith(`/events/listings/${listing.slug}`)), listing.slug);
    }
    const past = ddmmyyyy(new Date(Date.now() - 5 * 86_400_000));
    const ended = await get(
      `${WEB}/events?city=moscow&date_start=${past}&date_end=${past}&show_past=1&per_page=100`,
    );
    const over = ended.body.items.filter(
      (event: { ends_at: string }) => new Date(event.ends_at) < builtAfter,
    );
    assert.ok(over.length > 0);
    for (const event of over) assert.ok(!has(`/moscow/events/${event.slug}`), event.slug);
  });

  it('is served from memory for a while and documented in OpenAPI', async () => {
    const again = await fetch(`${stack.api}/sitemap.xml`);
    assert.equal(again.headers.get('cache-control'), 'public, max-age=300');
    assert.equal(await again.text(), xml);
    const openapi = await get('/openapi.json');
    const doc = openapi.body.paths['/sitemap.xml'].get;
    assert.ok(doc.responses['200'].content['application/xml']);
    assert.equal((await get(`${WEB}/sitemap.xml`)).status, 404, 'on the root only');
  });
});

describe('input the database cannot take (issue 11 part 3)', () => {
  it('answers 404 for ids beyond int32 on every path that takes an id', async () => {
    for (const url of [
      `${WEB}/events/2147483648?city=moscow`,
      `${WEB}/events/99999999999/similar?city=moscow`,
      `${WEB}/events/99999999999/profiles?city=moscow`,
      `${WEB}/events/99999999999/articles`,
      `${WEB}/collections/99999999999?city=moscow`,
      `${WEB}/places/99999999999?city=moscow`,
      `${WEB}/suggestions/2147483648`,
      `${MOBILE}/events/2147483648?city=moscow`,
    ]) {
      const answer = await get(url);
      assert.equal(answer.status, 404, url);
      assert.match(answer.body.error.code, /not_found$/, url);
    }
  });

  it('refuses control characters in any query value with a 400 naming the field', async () => {
    for (const [url, field] of [
      [`${WEB}/events?city=moscow&q=a%00b`, 'q'],
      [`${WEB}/places?city=moscow&q=%00`, 'q'],
      [`${WEB}/search?city=moscow&q=ja%00zz`, 'q'],
      [`${WEB}/search/suggestions?city=moscow&q=%1Bab`, 'q'],
      [`${WEB}/events?city=mos%0Acow`, 'city'],
      [`${WEB}/redirects?path=/a%00`, 'path'],
    ]) {
      const answer = await get(url as string);
      assert.equal(answer.status, 400, url);
      assert.equal(answer.body.error.field, field, url);
      assert.match(answer.body.error.message, /control characters/);
    }
  });
});

describe('HTTP caching of public reads (issue 11 part 1)', () => {
  const url = `${WEB}/events?city=moscow&per_page=3`;

  it('answers anonymous reads with an ETag, a public Cache-Control and 304 for a matching If-None-Match', async () => {
    const first = await fetch(`${stack.api}${url}`);
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^"[\w-]+"$/);
    assert.equal(first.headers.get('cache-control'), 'public, max-age=30, stale-while-revalidate=30');
    assert.match(first.headers.get('vary') ?? '', /access_token/);
    const body = await first.text();
    const again = await fetch(`${stack.api}${url}`);
    assert.equal(again.headers.get('etag'), etag);
    assert.equal(await again.text(), body);
    const unchanged = await fetch(`${stack.api}${url}`, { headers: { 'if-none-match': etag! } });
    assert.equal(unchanged.status, 304);
    assert.equal(await unchanged.text(), '');
    const other = await fetch(`${stack.api}${url}`, { headers: { 'if-none-match': '"something-else"' } });
    assert.equal(other.status, 200);
  });

  it('says that a public answer depends on the access_token header and the session cookie', async () => {
    const place = (await get(`${WEB}/places?city=moscow&per_page=1`)).body.items[0];
    const path = `${stack.api}${WEB}/places/${place.id}?city=moscow`;
    const varyOf = (response: Response) =>
      (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
    // The first answer is built, the second comes from the cache; both must say so.
    for (const response of [await fetch(path), await fetch(path)]) {
      assert.match(response.headers.get('cache-control') ?? '', /^public/);
      assert.ok(varyOf(response).includes('cookie'), varyOf(response).join());
      assert.ok(varyOf(response).includes('access_token'), varyOf(response).join());
    }
    const { accessToken } = await login(stack, '89990000004');
    const signedIn = await fetch(path, { headers: { cookie: `access_token=${accessToken}` } });
    assert.equal(signedIn.headers.get('cache-control'), 'private, no-cache');
    assert.ok(varyOf(signedIn).includes('cookie'));
    const withOrigin = await fetch(path, { headers: { origin: 'http://localhost:3000' } });
    assert.deepEqual(
      varyOf(withOrigin).filter((name) => name === 'cookie' || name === 'access_token'),
      ['access_token', 'cookie'],
      'each named once',
    );
  });

  it('keeps answers to signed-in callers and errors out of shared caches', async () => {
    const { accessToken } = await login(stack, '89990000002');
    const mine = await fetch(`${stack.api}${url}`, { headers: { access_token: accessToken } });
    assert.equal(mine.headers.get('cache-control'), 'private, no-cache');
    assert.equal(mine.headers.get('etag'), null);
    const missing = await fetch(`${stack.api}${WEB}/events/no-such-event?city=moscow`);
    assert.equal(missing.headers.get('cache-control'), 'no-store');
  });

  /** A GET on a connection of its own: the cluster hands new connections to its HTTP workers in turn. */
  const getAlone = (path: string) =>
    // biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies loosely and assert their shape
    new Promise<{ body: any }>((resolve, reject) => {
      httpGet(`${stack.api}${path}`, { agent: false }, (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ body: JSON.parse(text) }));
      }).on('error', reject);
    });

  it('drops every cached answer showing a counter as soon as a favourite changes it, in every worker', async () => {
    const event = (await get(`${WEB}/events?city=moscow&per_page=1`)).body.items[0];
    const paths = [`${WEB}/events/${event.id}?city=moscow`, `${WEB}/events?city=moscow&per_page=1`];
    // Enough requests on fresh connections to fill the cache of each HTTP worker.
    for (let i = 0; i < 8; i += 1) for (const path of paths) await getAlone(path);
    const { accessToken } = await login(stack, '89990000003');
    await call(stack.api, 'POST', `${WEB}/events/${event.id}/subscribe`, {
      headers: { access_token: accessToken },
    });
    for (let i = 0; i < 8; i += 1) {
      assert.equal((await getAlone(paths[0]!)).body.favorites_cnt, event.favorites_cnt + 1);
      assert.equal((await getAlone(paths[1]!)).body.items[0].favorites_cnt, event.favorites_cnt + 1);
    }
  });
});

describe('replicas on one PostgreSQL server', () => {
  it('drop the answers they cached when another replica changes a counter', {
    skip: process.env.DATABASE_URL ? false : 'needs a PostgreSQL server (scripts/ci-postgres.sh)',
  }, async () => {
    const replica = await stack.startReplica();
    const event = (await get(`${WEB}/events?city=kazan&per_page=1`)).body.items[0];
    const onReplica = async () =>
      (await call(replica, 'GET', `${WEB}/events/${event.id}?city=kazan`)).body.favorites_cnt;
    assert.equal(await onReplica(), event.favorites_cnt);
    const { accessToken } = await login(stack, '89990000004');
    await call(stack.api, 'POST', `${WEB}/events/${event.id}/subscribe`, {
      headers: { access_token: accessToken },
    });
    // The change travels through the server (NOTIFY): give it a moment, far below the cache's 30 s.
    const deadline = Date.now() + 3_000;
    while ((await onReplica()) !== event.favorites_cnt + 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(await onReplica(), event.favorites_cnt + 1);
  });
});

describe('service endpoints', () => {
  it('serves health, OpenAPI, docs, media and JSON 404s', async () => {
    assert.deepEqual((await get('/health')).body, { status: 'ok' });
    const openapi = await get('/openapi.json');
    assert.equal(openapi.body.openapi.startsWith('3.'), true);
    for (const route of [
      '/kaver/web/v1/events',
      '/kaver/auth/token/sms/v2',
      '/api/payments/',
      '/digitalcity/afisha/5/subscriptions',
    ]) {
      assert.ok(Object.keys(openapi.body.paths).includes(route), route);
    }
    const params = openapi.body.paths['/kaver/web/v1/events'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    assert.ok(params.includes('date_start') && params.includes('id_collection'));
    assert.equal((await get('/docs')).status < 400, true);
    const media = await fetch(`${stack.api}/media/v1/park-1/320x213.webp`);
    assert.equal(media.headers.get('content-type'), 'image/webp');
    assert.equal((await get('/media/events/../../etc/passwd')).status, 404);
    const missing = await get('/kaver/web/v1/nothing-here');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error.code, 'not_found');
  });

  it('tells browsers not to sniff any answer (issue 11 part 6)', async () => {
    for (const [method, path] of [
      ['GET', `${WEB}/events?city=moscow`],
      ['GET', `${WEB}/events?city=atlantis`],
      ['GET', '/nowhere'],
      ['GET', '/media/events/moscow-1-1.svg'],
      ['GET', '/openapi.json'],
      ['GET', `${WEB}/events/${'a'.repeat(300)}`],
      ['POST', `${WEB}/user/categories`],
      ['OPTIONS', `${WEB}/events`],
    ] as const) {
      const answer = await fetch(`${stack.api}${path}`, {
        method,
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
      });
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', `${method} ${path}`);
    }
  });

  it('allows the configured origins only', async () => {
    const allowed = await fetch(`${stack.api}${WEB}/events?city=moscow`, {
      headers: { origin: 'http://localhost:3000' },
    });
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    const preflight = await fetch(`${stack.api}${WEB}/events/1/subscribe`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'access_token',
      },
    });
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /access_token/);
    const other = await fetch(`${stack.api}${WEB}/events?city=moscow`, {
      headers: { origin: 'http://evil.example' },
    });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });

  it('answers an OPTIONS request that is no CORS preflight in the error shape, and a preflight as before', async () => {
    const site = 'http://localhost:3000';
    const cases: [Record<string, string>, string][] = [
      [{ origin: site }, 'access-control-request-method'],
      [{ 'access-control-request-method': 'GET' }, 'origin'],
      [{}, 'origin'],
    ];
    for (const [headers, field] of cases) {
      const answer = await fetch(`${stack.api}${WEB}/events`, { method: 'OPTIONS', headers });
      assert.equal(answer.status, 400, JSON.stringify(headers));
      assert.match(answer.headers.get('content-type') ?? '', /^application\/json/, JSON.stringify(headers));
      assert.deepEqual(
        await answer.json(),
        {
          error: {
            code: 'validation_error',
            message: `${field} is required: an OPTIONS request must be a CORS preflight`,
            field,
          },
        },
        JSON.stringify(headers),
      );
    }
    const preflight = await fetch(`${stack.api}${WEB}/events`, {
      method: 'OPTIONS',
      headers: { origin: site, 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), site);
  });

  it('marks favourites of the caller when a token is sent', async () => {
    const { accessToken } = await login(stack, '89990000001');
    const list = await get(`${WEB}/events?city=moscow&per_page=1`);
    const id = list.body.items[0].id;
    await call(stack.api, 'POST', `${WEB}/events/${id}/subscribe`, {
      headers: { access_token: accessToken },
    });
    const mine = await get(`${WEB}/events/${id}?city=moscow`, { access_token: accessToken });
    assert.equal(mine.body.is_favorite, 1);
    const anonymous = await get(`${WEB}/events/${id}?city=moscow`);
    assert.equal(anonymous.body.is_favorite, 0);
    const stale = await get(`${WEB}/events/${id}?city=moscow`, { access_token: 'not-a-token' });
    assert.equal(stale.status, 200);
    assert.equal(stale.body.is_favorite, 0);
  });
});
