import { type Event, findCityByAlias, type PageMeta, pageMetaChanged } from '@kaver/shared-contracts';
import { allSettled, fork, serialize } from 'effector';
import {
  $weekendIsToday,
  articles,
  cityStarted,
  collections,
  places,
  today,
  tomorrow,
  weekend,
  weekendIsToday,
} from './model';

const kazan = findCityByAlias('kazan')!;
const props = {
  city: kazan,
  routeCity: kazan,
  route: { name: 'city' as const, path: '/kazan', params: { city: 'kazan' }, query: {} },
};
const lead = { id: 1, slug: 'jazz-kazan-1', city: 'kazan', image: '/media/lead.jpg', title: 'Джаз' } as Event;
const page = (items: Event[]) => ({ items, page: 1, perPage: 10, total: items.length, totalPages: 1 });

function handlers(calls: string[]) {
  const answer = (name: string, value: unknown) => async (params: unknown) => {
    calls.push(`${name}:${(params as { alias: string }).alias}`);
    return value;
  };
  return [
    [today.fx, answer('today', page([lead]))],
    [tomorrow.fx, answer('tomorrow', page([]))],
    [weekend.fx, answer('weekend', page([]))],
    [collections.fx, answer('collections', [])],
    [places.fx, answer('places', page([]))],
    [articles.fx, answer('articles', page([]))],
  ] as const;
}

/** The clock reads this instant (timers stay real: effector and the handlers need none faked). */
function clockAt(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
/** A Wednesday, and a Sunday, at noon in Kazan (UTC+3). */
const WEDNESDAY = '2026-11-25T12:00:00+03:00';
const SUNDAY = '2026-11-29T12:00:00+03:00';

afterEach(() => jest.useRealTimers());

describe('city page model', () => {
  beforeEach(() => clockAt(WEDNESDAY));

  test('started with a route and a city loads every row of that city and describes the page', async () => {
    const calls: string[] = [];
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const scope = fork({ handlers: handlers(calls) as never });
    await allSettled(cityStarted, { scope, params: props });
    unwatch();
    expect(calls.sort()).toEqual(
      ['articles', 'collections', 'places', 'today', 'tomorrow', 'weekend'].map((name) => `${name}:kazan`),
    );
    expect(metas.at(-1)).toMatchObject({
      title: 'Куда сходить в Казани — афиша на сегодня, завтра и выходные | Kaver',
      canonicalPath: '/kazan',
      image: '/media/lead.jpg',
      lcpImage: { src: '/media/lead.jpg' },
      jsonLd: {
        '@type': 'ItemList',
        itemListElement: [
          expect.objectContaining({ name: 'Джаз', url: 'http://localhost/kazan/events/jazz-kazan-1' }),
        ],
      },
    });
  });

  test('started again on the state the server rendered, it loads nothing and its head keeps the picture', async () => {
    const server = fork({ handlers: handlers([]) as never });
    await allSettled(cityStarted, { scope: server, params: props });
    const calls: string[] = [];
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const browser = fork({ values: serialize(server), handlers: handlers(calls) as never });
    await allSettled(cityStarted, { scope: browser, params: props });
    unwatch();
    expect(calls).toEqual([]);
    expect(metas.at(-1)?.lcpImage).toEqual({ src: '/media/lead.jpg' });
  });

  describe('on a Sunday, when the weekend left is today', () => {
    test('the weekend row is not asked for, and the server says so to the browser, which asks for nothing', async () => {
      clockAt(SUNDAY);
      const calls: string[] = [];
      const server = fork({ handlers: handlers(calls) as never });
      await allSettled(cityStarted, { scope: server, params: props });
      expect(calls).not.toContain('weekend:kazan');
      expect(calls).toContain('today:kazan');
      expect(server.getState($weekendIsToday)).toBe(true);

      const browserCalls: string[] = [];
      const browser = fork({ values: serialize(server), handlers: handlers(browserCalls) as never });
      expect(browser.getState($weekendIsToday)).toBe(true);
      await allSettled(cityStarted, { scope: browser, params: props });
      expect(browserCalls).toEqual([]);
      expect(browser.getState($weekendIsToday)).toBe(true);
    });

    test('on Saturday the weekend is today and tomorrow: its row is asked for', async () => {
      clockAt('2026-11-28T12:00:00+03:00');
      const calls: string[] = [];
      const scope = fork({ handlers: handlers(calls) as never });
      await allSettled(cityStarted, { scope, params: props });
      expect(calls).toContain('weekend:kazan');
      expect(scope.getState($weekendIsToday)).toBe(false);
    });
  });

  test("the weekend is today by the city's own calendar", async () => {
    const moscow = findCityByAlias('moscow')!;
    const vladivostok = findCityByAlias('vladivostok')!;
    // Sunday 20:00 in Moscow is already Monday 03:00 in Vladivostok.
    const sundayEvening = new Date('2026-11-29T20:00:00+03:00').getTime();
    expect(await weekendIsToday(moscow, sundayEvening)).toBe(true);
    expect(await weekendIsToday(vladivostok, sundayEvening)).toBe(false);
    expect(await weekendIsToday(moscow, new Date(WEDNESDAY).getTime())).toBe(false);
  });
});
