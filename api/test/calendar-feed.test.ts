// The personal calendar feed (routes/calendar-feed.ts): a private, revocable iCalendar address of a person's
// favourite events that follows added, moved and cancelled events. The feed is checked by parsing it with
// ical.js (an RFC 5545 parser) as well as line by line (CRLF, 75-octet folding).
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ICAL from 'ical.js';
import { sql } from 'kysely';
import { connectDatabase } from '../src/db/connect';
import { call, login, type Stack, startStack, WEB } from './harness';

// The test changes events in the database between two runs of the API, so it keeps the embedded database in a
// folder of its own (also in CI's PostgreSQL run, whose other files cover the migration on a real server).
let dataDir: string;
let stack: Stack;
let token: Record<string, string>;
let feedUrl: string;

const start = () => startStack({ DATA_DIR: dataDir, DATABASE_URL: '' });

async function events(count: number): Promise<{ id: number; title: string }[]> {
  return (await call(stack.api, 'GET', `${WEB}/events?city=moscow&per_page=${count}`)).body.items;
}

async function favourite(id: number) {
  assert.equal(
    (await call(stack.api, 'POST', `${WEB}/events/${id}/subscribe`, { headers: token })).status,
    200,
  );
}

/** The feed's text, its response, and its VEVENTs as ical.js reads them. */
async function fetchFeed(url: string) {
  const response = await fetch(url);
  const text = await response.text();
  if (response.status !== 200) return { response, text, events: [] };
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { response, text, calendar, events: calendar.getAllSubcomponents('vevent') };
}

const eventById = (vevents: ICAL.Component[], id: number) =>
  vevents.find((vevent) => vevent.getFirstPropertyValue('uid') === `event-${id}@kaver`);

before(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kaver-feed-test-'));
  stack = await start();
  token = { access_token: (await login(stack, '89110000077')).accessToken };
});
after(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('calendar feed', () => {
  it('belongs to a signed-in person and starts turned off', async () => {
    assert.equal((await call(stack.api, 'GET', `${WEB}/profile/calendar-feed`)).status, 401);
    assert.equal((await call(stack.api, 'POST', `${WEB}/profile/calendar-feed`)).status, 401);
    const none = await call(stack.api, 'GET', `${WEB}/profile/calendar-feed`, { headers: token });
    assert.deepEqual(none.body, { feed: null });
  });

  it('turns on once, with webcal, Google, Apple and Yandex links', async () => {
    const first = await call(stack.api, 'POST', `${WEB}/profile/calendar-feed`, { headers: token });
    assert.equal(first.status, 200);
    const feed = first.body.feed;
    feedUrl = feed.url;
    assert.match(feed.url, /^http:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    assert.equal(feed.webcal_url, feed.url.replace(/^http:/, 'webcal:'));
    assert.equal(feed.apple_url, feed.webcal_url);
    assert.equal(
      feed.google_url,
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feed.webcal_url)}`,
    );
    assert.equal(feed.yandex_url, 'https://calendar.yandex.ru/');
    const again = await call(stack.api, 'POST', `${WEB}/profile/calendar-feed`, { headers: token });
    assert.equal(again.body.feed.url, feedUrl);
    const read = await call(stack.api, 'GET', `${WEB}/profile/calendar-feed`, { headers: token });
    assert.equal(read.body.feed.url, feedUrl);
  });

  it('is valid iCalendar of the favourite events, private to caches', async () => {
    const [first, second] = await events(2);
    await favourite(first!.id);
    await favourite(second!.id);
    const { response, text, calendar, events: vevents } = await fetchFeed(feedUrl);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/calendar; charset=utf-8/);
    assert.match(response.headers.get('cache-control') ?? '', /^private/);
    // RFC 5545 3.1: CRLF after every line, at most 75 octets per line, continuations start with a space.
    assert.ok(text.endsWith('\r\n'));
    assert.equal(text.replace(/\r\n/g, '').includes('\n'), false);
    for (const line of text.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, line);
    assert.equal(calendar?.getFirstPropertyValue('version'), '2.0');
    assert.ok(calendar?.getFirstPropertyValue('prodid'));
    assert.equal(vevents.length, 2);
    for (const vevent of vevents) {
      for (const property of ['uid', 'dtstamp', 'dtstart', 'dtend', 'summary', 'url', 'sequence']) {
        assert.ok(vevent.hasProperty(property), `${property} in ${vevent.toString()}`);
      }
      assert.equal(vevent.getFirstPropertyValue('status'), 'CONFIRMED');
      assert.equal((vevent.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid, 'UTC');
    }
    const summary = eventById(vevents, first!.id)?.getFirstPropertyValue('summary');
    assert.equal(summary, first!.title);
  });

  it('refuses addresses that are not a live feed', async () => {
    const base = new URL(feedUrl).origin;
    assert.equal((await fetch(`${base}/calendar/${'A'.repeat(43)}.ics`)).status, 404);
    assert.equal((await fetch(`${base}/calendar/short.ics`)).status, 404);
    assert.equal((await fetch(feedUrl.replace(/\.ics$/, '.txt'))).status, 404);
  });

  it('follows moved, cancelled and added events', async () => {
    const before = await fetchFeed(feedUrl);
    const [moved, cancelled, added] = await events(3);
    const movedBefore = eventById(before.events, moved!.id)!;
    assert.equal(movedBefore.getFirstPropertyValue('sequence'), 0);

    // An editor moves one event by two hours and cancels another (straight in the database, as an admin tool would).
    await stack.stop();
    const db = await connectDatabase({ databaseUrl: null, dataDir });
    await sql`update events set starts_at = starts_at + interval '2 hours', ends_at = ends_at + interval '2 hours'
              where id = ${moved!.id}`.execute(db);
    await sql`update events set cancelled_at = now() where id = ${cancelled!.id}`.execute(db);
    await sql`update events set favorites_cnt = favorites_cnt where id = ${moved!.id}`.execute(db);
    await db.destroy();
    stack = await start();
    await favourite(added!.id);
    // The API came back on another port: the same feed (same token) at the new origin.
    const reread = await call(stack.api, 'GET', `${WEB}/profile/calendar-feed`, { headers: token });
    assert.equal(path.basename(reread.body.feed.url), path.basename(feedUrl));
    feedUrl = reread.body.feed.url;

    const after = await fetchFeed(feedUrl);
    assert.equal(after.events.length, 3);
    const movedAfter = eventById(after.events, moved!.id)!;
    assert.equal(movedAfter.getFirstPropertyValue('sequence'), 1);
    const shift =
      (movedAfter.getFirstPropertyValue('dtstart') as ICAL.Time).toUnixTime() -
      (movedBefore.getFirstPropertyValue('dtstart') as ICAL.Time).toUnixTime();
    assert.equal(shift, 2 * 3600);
    assert.ok(
      (movedAfter.getFirstPropertyValue('last-modified') as ICAL.Time).compare(
        movedBefore.getFirstPropertyValue('last-modified') as ICAL.Time,
      ) > 0,
    );
    const cancelledAfter = eventById(after.events, cancelled!.id)!;
    assert.equal(cancelledAfter.getFirstPropertyValue('status'), 'CANCELLED');
    assert.equal(cancelledAfter.getFirstPropertyValue('sequence'), 1);
    assert.ok(eventById(after.events, added!.id));
  });

  it('renewing gives a new address and the old one answers 404; turning off removes it', async () => {
    const renewed = await call(stack.api, 'POST', `${WEB}/profile/calendar-feed/renew`, { headers: token });
    assert.equal(renewed.status, 200);
    assert.notEqual(renewed.body.feed.url, feedUrl);
    assert.equal((await fetch(feedUrl)).status, 404);
    assert.equal((await fetch(renewed.body.feed.url)).status, 200);

    const other = { access_token: (await login(stack, '89110000078')).accessToken };
    const theirs = await call(stack.api, 'POST', `${WEB}/profile/calendar-feed`, { headers: other });
    assert.notEqual(theirs.body.feed.url, renewed.body.feed.url);
    assert.equal((await fetchFeed(theirs.body.feed.url)).events.length, 0);

    assert.equal(
      (await call(stack.api, 'DELETE', `${WEB}/profile/calendar-feed`, { headers: token })).status,
      204,
    );
    assert.equal((await fetch(renewed.body.feed.url)).status, 404);
    assert.deepEqual(
      (await call(stack.api, 'GET', `${WEB}/profile/calendar-feed`, { headers: token })).body,
      {
        feed: null,
      },
    );
  });
});
