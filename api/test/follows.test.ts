// Followed places (issue 24, routes/follows.ts) against a running API: follow and unfollow with the same session,
// CSRF and validation rules as favourites, the followed places and their coming events for /profile, secret
// places kept to subscribers, and the switch that puts those events into the personal calendar feed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, login, MOBILE, type Stack, startStack, WEB } from './harness';

const SITE = 'http://localhost:3000';

let stack: Stack;
let token: Record<string, string>;

interface PlaceRow {
  id: number;
  slug: string;
  title: string;
  is_secret: boolean;
}

const api = (method: string, url: string, headers: Record<string, string> = token) =>
  call(stack.api, method, url, { headers });

async function places(city: string): Promise<PlaceRow[]> {
  return (await api('GET', `${WEB}/places?city=${city}&per_page=100`, {})).body.items;
}

/** A place of the city with coming events, and those events (soonest first) as the place page lists them. */
async function placeWithEvents(city: string, skip = 0) {
  let skipped = 0;
  for (const place of (await places(city)).filter((row) => !row.is_secret)) {
    const events = (await api('GET', `${WEB}/events?city=${city}&id_place=${place.id}&per_page=100`, {}))
      .body;
    if (events.total > 0 && skipped++ === skip) return { place, events: events.items as { id: number }[] };
  }
  throw new Error(`no place with events in ${city}`);
}

before(async () => {
  stack = await startStack();
  token = { access_token: (await login(stack, '89110000024')).accessToken };
});
after(async () => {
  await stack?.stop();
});

describe('following a place', () => {
  it('needs a session', async () => {
    const [place] = await places('moscow');
    for (const [method, url] of [
      ['GET', `${WEB}/places/${place!.id}/follow`],
      ['POST', `${WEB}/places/${place!.id}/follow`],
      ['DELETE', `${WEB}/places/${place!.id}/follow`],
      ['GET', `${WEB}/profile/places/follows`],
      ['GET', `${WEB}/profile/places/follows/events`],
      ['GET', `${WEB}/profile/calendar-feed/followed-places`],
      ['POST', `${WEB}/profile/calendar-feed/followed-places`],
    ] as const) {
      const answer = await api(method, url, {});
      assert.equal(answer.status, 401, `${method} ${url}`);
      assert.equal(answer.body.error.field, 'access_token');
      assert.equal((await api(method, url, { access_token: 'stale' })).status, 401, `${method} ${url}`);
    }
  });

  it('follows and unfollows idempotently; /profile lists the place and its coming events, soonest first', async () => {
    const { place, events } = await placeWithEvents('moscow');
    const path = `${WEB}/places/${place.id}/follow`;
    assert.deepEqual((await api('GET', path)).body, { is_following: false });
    for (let i = 0; i < 2; i += 1) {
      const followed = await api('POST', path);
      assert.equal(followed.status, 200);
      assert.deepEqual(followed.body, { is_following: true });
    }
    assert.deepEqual((await api('GET', path)).body, { is_following: true });

    const followed = (await api('GET', `${WEB}/profile/places/follows`)).body;
    assert.equal(followed.total, 1);
    assert.equal(followed.per_page, 20);
    assert.equal(followed.items[0].id, place.id);
    assert.equal(followed.items[0].slug, place.slug);
    assert.equal(followed.items[0].city, 'moscow');

    const coming = (await api('GET', `${WEB}/profile/places/follows/events?per_page=100`)).body;
    assert.deepEqual(
      coming.items.map((event: { id: number }) => event.id),
      events.map((event) => event.id),
    );
    assert.ok(coming.items.every((event: { place: { id: number } }) => event.place.id === place.id));
    const starts = coming.items.map((event: { starts_at: string }) => Date.parse(event.starts_at));
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    );
    assert.ok(
      coming.items.every((event: { ends_at: string }) => Date.parse(event.ends_at) >= Date.now() - 60_000),
    );
    assert.equal((await api('GET', `${WEB}/profile/places/follows/events`)).body.per_page, 12);

    // The mobile base serves the same calls.
    assert.equal((await api('GET', `${MOBILE}/profile/places/follows`)).body.total, 1);

    for (let i = 0; i < 2; i += 1) {
      const unfollowed = await api('DELETE', path);
      assert.equal(unfollowed.status, 200);
      assert.deepEqual(unfollowed.body, { is_following: false });
    }
    assert.equal((await api('GET', `${WEB}/profile/places/follows`)).body.total, 0);
    assert.equal((await api('GET', `${WEB}/profile/places/follows/events`)).body.total, 0);
  });

  it('lists the latest follow first, and keeps each person to their own', async () => {
    const [first, second] = (await places('kazan')).filter((row) => !row.is_secret);
    await api('POST', `${WEB}/places/${first!.id}/follow`);
    await api('POST', `${WEB}/places/${second!.id}/follow`);
    const mine = (await api('GET', `${WEB}/profile/places/follows`)).body;
    assert.deepEqual(
      mine.items.map((row: PlaceRow) => row.id),
      [second!.id, first!.id],
    );
    const other = { access_token: (await login(stack, '89110000025')).accessToken };
    assert.equal((await api('GET', `${WEB}/profile/places/follows`, other)).body.total, 0);
    assert.deepEqual((await api('GET', `${WEB}/places/${first!.id}/follow`, other)).body, {
      is_following: false,
    });
    await api('DELETE', `${WEB}/places/${first!.id}/follow`);
    await api('DELETE', `${WEB}/places/${second!.id}/follow`);
  });

  it('answers 404 for a place that does not exist, and 400 naming the field for bad paging', async () => {
    for (const id of ['99999999', '0', '-1', 'abc', '2147483648', '1.5']) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const answer = await api(method, `${WEB}/places/${id}/follow`);
        assert.equal(answer.status, 404, `${method} ${id}`);
      }
    }
    for (const [query, field] of [
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
    ]) {
      for (const url of [`${WEB}/profile/places/follows`, `${WEB}/profile/places/follows/events`]) {
        const answer = await api('GET', `${url}?${query}`);
        assert.equal(answer.status, 400, `${url}?${query}`);
        assert.equal(answer.body.error.field, field, `${url}?${query}`);
      }
    }
  });

  it('keeps secret places to subscribers, but anyone may stop following one', async () => {
    const secret = (await places('moscow')).find((row) => row.is_secret)!;
    const refused = await api('POST', `${WEB}/places/${secret.id}/follow`);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error.code, 'subscription_required');
    assert.equal((await api('GET', `${WEB}/profile/places/follows`)).body.total, 0);
    assert.deepEqual((await api('DELETE', `${WEB}/places/${secret.id}/follow`)).body, {
      is_following: false,
    });
  });

  it('refuses cookie-authenticated writes from another origin or none (403 csrf_origin_mismatch)', async () => {
    const { place } = await placeWithEvents('moscow');
    const cookie = { cookie: `access_token=${token.access_token}` };
    const path = `${WEB}/places/${place.id}/follow`;
    const foreigners: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/x' },
    ];
    for (const foreign of foreigners) {
      for (const method of ['POST', 'DELETE']) {
        const refused = await api(method, path, { ...cookie, ...foreign });
        assert.equal(refused.status, 403, `${method} ${JSON.stringify(foreign)}`);
        assert.equal(refused.body.error.code, 'csrf_origin_mismatch');
      }
    }
    assert.deepEqual((await api('GET', path)).body, { is_following: false });
    // Reads need no Origin; a write from the site goes through.
    assert.equal((await api('GET', path, cookie)).status, 200);
    assert.equal((await api('POST', path, { ...cookie, origin: SITE })).status, 200);
    assert.deepEqual((await api('GET', path, cookie)).body, { is_following: true });
    assert.equal((await api('DELETE', path, { ...cookie, referer: `${SITE}/profile` })).status, 200);
    const feedSwitch = `${WEB}/profile/calendar-feed/followed-places`;
    assert.equal((await api('POST', feedSwitch, cookie)).status, 403);
    assert.deepEqual((await api('GET', feedSwitch)).body, { included: false });
  });
});

describe('the calendar feed and followed places', () => {
  it('takes in the coming events of followed places only when switched on', async () => {
    const { place, events } = await placeWithEvents('saint-petersburg');
    const { place: favouritePlace, events: favouriteEvents } = await placeWithEvents('saint-petersburg', 1);
    const favourite = favouriteEvents.find((event) => !events.some((other) => other.id === event.id))!;
    assert.ok(favourite, `an event of ${favouritePlace.title} that is not at ${place.title}`);
    await api('POST', `${WEB}/events/${favourite.id}/subscribe`);
    await api('POST', `${WEB}/places/${place.id}/follow`);
    const feed = (await api('POST', `${WEB}/profile/calendar-feed`)).body.feed;
    const uids = async () => {
      const text = await (await fetch(feed.url)).text();
      return new Set([...text.matchAll(/UID:event-(\d+)@kaver/g)].map((match) => Number(match[1])));
    };
    const switchPath = `${WEB}/profile/calendar-feed/followed-places`;

    assert.deepEqual((await api('GET', switchPath)).body, { included: false });
    let inFeed = await uids();
    assert.ok(inFeed.has(favourite.id));
    assert.ok(events.every((event) => !inFeed.has(event.id)));

    assert.deepEqual((await api('POST', switchPath)).body, { included: true });
    assert.deepEqual((await api('GET', switchPath)).body, { included: true });
    inFeed = await uids();
    assert.ok(inFeed.has(favourite.id), 'favourites stay');
    for (const event of events) assert.ok(inFeed.has(event.id), `event ${event.id} of the followed place`);
    // Events of the place that had ended before the follow never come in (the list shows ended events for a
    // window that lies in the past only: up to yesterday).
    const yesterday = new Intl.DateTimeFormat('ru-RU', {
      timeZone: 'Europe/Moscow',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(Date.now() - 86_400_000));
    const past = (
      await api(
        'GET',
        `${WEB}/events?city=saint-petersburg&id_place=${place.id}&date_end=${yesterday}&show_past=1&per_page=100`,
        {},
      )
    ).body.items.filter((event: { ends_at: string }) => Date.parse(event.ends_at) < Date.now());
    for (const event of past) assert.ok(!inFeed.has(event.id), `ended event ${event.id}`);

    assert.deepEqual((await api('DELETE', switchPath)).body, { included: false });
    inFeed = await uids();
    assert.ok(inFeed.has(favourite.id));
    assert.ok(events.every((event) => !inFeed.has(event.id)));

    // Switched on again, an unfollowed place's events leave the feed.
    await api('POST', switchPath);
    await api('DELETE', `${WEB}/places/${place.id}/follow`);
    inFeed = await uids();
    assert.ok(events.every((event) => !inFeed.has(event.id) || event.id === favourite.id));
  });
});
