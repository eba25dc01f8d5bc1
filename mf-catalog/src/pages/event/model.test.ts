import {
  $session,
  ANONYMOUS_SESSION,
  ApiError,
  CITIES,
  pageErrorRaised,
  pageMetaChanged,
} from '@kaver/shared-contracts';
import { allSettled, fork, serialize } from 'effector';
import { emptyPage, loadedEvent as loaded, sampleEvent as sample } from './event-fixture';
import {
  $ended,
  articles,
  endedChecked,
  event,
  eventMeta,
  eventRefreshFx,
  eventStarted,
  hasEnded,
  similar,
} from './model';

const moscow = CITIES[0]!;
const props = (slug: string) => ({
  city: moscow,
  routeCity: moscow,
  route: {
    name: 'city-event' as const,
    path: `/moscow/events/${slug}`,
    params: { city: 'moscow', slug },
    query: {},
  },
});
const params = props(sample.slug);

/** The heads the page sends, reached at each of these addresses in turn, the event and what follows it loaded. */
async function metasAt(...slugs: string[]) {
  const metas: { canonicalPath?: string; jsonLd?: unknown; lcpImage?: unknown }[] = [];
  const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
  const scope = fork({
    handlers: [
      [event.fx, async () => loaded],
      [similar.fx, async () => emptyPage],
      [articles.fx, async () => emptyPage],
    ],
  });
  for (const slug of slugs) await allSettled(eventStarted, { scope, params: props(slug) });
  unwatch();
  return metas;
}

describe('event page model', () => {
  // The sample is ahead unless a test says otherwise: its end is 22 November 2026, 21:00 in Moscow.
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T12:00:00+03:00')));
  afterEach(() => jest.restoreAllMocks());

  test('an unknown slug raises the 404 page with the path', async () => {
    const errors: unknown[] = [];
    const unwatch = pageErrorRaised.watch((error) => errors.push(error));
    const scope = fork({
      handlers: [
        [
          event.fx,
          async () => {
            throw new ApiError({
              status: 404,
              code: 'event_not_found',
              message: 'Event Not Found',
              method: 'GET',
              url: '',
            });
          },
        ],
      ],
    });
    await allSettled(eventStarted, { scope, params: props('nope') });
    unwatch();
    expect(errors).toEqual([
      { statusCode: 404, message: 'Page Not Found: /moscow/events/nope', path: '/moscow/events/nope' },
    ]);
  });

  test('any other failure to load the event is a fatal error page with its status and a heading in words (SPEC.md 8)', async () => {
    const failures = [
      new ApiError({
        status: 0,
        code: 'network_error',
        message: 'x',
        isNetworkError: true,
        method: 'GET',
        url: '',
      }),
      new ApiError({ status: 502, code: 'http_502', message: 'Bad Gateway', method: 'GET', url: '' }),
      new Error('City is required'),
    ];
    const errors: unknown[] = [];
    const unwatch = pageErrorRaised.watch((error) => errors.push(error));
    for (const failure of failures) {
      const scope = fork({
        handlers: [
          [
            event.fx,
            async () => {
              throw failure;
            },
          ],
        ],
      });
      await allSettled(eventStarted, { scope, params });
    }
    unwatch();
    expect(errors).toEqual([
      {
        statusCode: 503,
        message: 'Нет связи с сервером. Проверь интернет и попробуй ещё раз.',
        path: params.route.path,
      },
      {
        statusCode: 502,
        message: 'Сервер сейчас не отвечает. Попробуй ещё раз через минуту.',
        path: params.route.path,
      },
      { statusCode: 500, message: 'Не удалось загрузить данные. Попробуй ещё раз.', path: params.route.path },
    ]);
  });

  test('a failed signed-in reload of the event shown is no error page: the page was read fine', async () => {
    const errors: unknown[] = [];
    const unwatch = pageErrorRaised.watch((error) => errors.push(error));
    const scope = fork({
      values: [[$session, ANONYMOUS_SESSION]],
      handlers: [
        [event.fx, async () => loaded],
        [
          eventRefreshFx,
          async () => {
            throw new ApiError({ status: 502, code: 'http_502', message: 'x', method: 'GET', url: '' });
          },
        ],
        [similar.fx, async () => emptyPage],
        [articles.fx, async () => emptyPage],
      ],
    });
    await allSettled(eventStarted, { scope, params });
    await allSettled($session, {
      scope,
      params: { status: 'authenticated', user: null, subscription: null },
    });
    unwatch();
    expect(errors).toEqual([]);
    expect(scope.getState(event.$data)).toEqual(loaded);
    expect(scope.getState(event.$status)).toBe('ready');
  });

  test('a loaded event sends its meta with Event and BreadcrumbList data, then loads similar events and articles', async () => {
    const metas: { title: string; jsonLd?: unknown }[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const similarCalls: unknown[] = [];
    const scope = fork({
      handlers: [
        [event.fx, async () => loaded],
        [
          similar.fx,
          async (p: unknown) => {
            similarCalls.push(p);
            return { items: [], page: 1, perPage: 6, total: 0, totalPages: 0 };
          },
        ],
        [articles.fx, async () => ({ items: [], page: 1, perPage: 50, total: 0, totalPages: 0 })],
      ],
    });
    await allSettled(eventStarted, { scope, params });
    unwatch();
    expect(similarCalls).toEqual([{ city: moscow, id: 5 }]);
    expect(metas).toHaveLength(1);
    expect(metas[0]!.title).toBe('Большой стендап — Москва, 22 ноября 2026 | Kaver');
    const [ld, crumbs] = metas[0]!.jsonLd as Record<string, Record<string, unknown>>[];
    expect(ld).toMatchObject({
      '@type': 'Event',
      startDate: '2026-11-22T19:00:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        address: { '@type': 'PostalAddress', streetAddress: 'ул. Пушкина, 93', addressLocality: 'Москва' },
      },
      offers: { priceCurrency: 'RUB', price: 500 },
    });
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    expect(crumbs!.itemListElement).toHaveLength(4);
  });

  test('the meta names the hero picture for the preload', async () => {
    const metas = await metasAt(sample.slug);
    expect(metas.at(-1)).toMatchObject({
      lcpImage: { src: '/e.svg' },
      canonicalPath: '/moscow/events/stendap-moscow-5',
    });
  });

  test("an event reached by its id names its own address, the slug's, in its canonical link and structured data", async () => {
    const metas = await metasAt('5', '005');
    expect(metas).toHaveLength(2);
    for (const meta of metas) {
      expect(meta.canonicalPath).toBe('/moscow/events/stendap-moscow-5');
      const [ld, crumbs] = meta.jsonLd as Record<string, unknown>[];
      const urls = JSON.stringify([ld, crumbs]).match(/https?:\/\/[^"]+/g) ?? [];
      expect(urls.filter((url) => url.includes('/events/'))).toEqual([
        expect.stringMatching(/\/moscow\/events\/stendap-moscow-5$/),
        expect.stringMatching(/\/moscow\/events\/stendap-moscow-5$/),
        expect.stringMatching(/\/moscow\/events\/stendap-moscow-5$/),
      ]);
    }
  });

  test("the browser starting the page again on the server's state asks only for what the server left loading", async () => {
    // The server had the event, and its time ran out while similar events were still loading.
    const server = fork({
      handlers: [
        [event.fx, async () => loaded],
        [similar.fx, () => new Promise(() => {})],
        [articles.fx, async () => emptyPage],
      ],
    });
    void allSettled(eventStarted, { scope: server, params });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const values = serialize(server);

    const calls: string[] = [];
    const record = (name: string, answer: unknown) => async () => {
      calls.push(name);
      return answer;
    };
    const metas: { title: string }[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const browser = fork({
      values,
      handlers: [
        [event.fx, record('event', loaded)],
        [similar.fx, record('similar', emptyPage)],
        [articles.fx, record('articles', emptyPage)],
      ],
    });
    expect(browser.getState(event.$data)?.title).toBe('Большой стендап');
    await allSettled(eventStarted, { scope: browser, params });
    unwatch();
    expect(calls).toEqual(['similar']);
    expect(browser.getState(similar.$status)).toBe('ready');
    // The head stays the event's.
    expect(metas.at(-1)?.title).toBe('Большой стендап — Москва, 22 ноября 2026 | Kaver');
  });

  describe('an event that has ended', () => {
    const end = Date.parse(sample.endsAt);
    const at = (now: number) => jest.spyOn(Date, 'now').mockReturnValue(now);
    /** A scope whose loads answer with the sample, started from `values` (the server's state) if given. */
    const scopeOf = (values?: ReturnType<typeof serialize>) =>
      fork({
        values,
        handlers: [
          [event.fx, async () => loaded],
          [similar.fx, async () => emptyPage],
          [articles.fx, async () => emptyPage],
        ],
      });
    const eventLd = (meta: { jsonLd?: unknown }) => (meta.jsonLd as Record<string, unknown>[])[0]!;

    test('is over once its end has passed, not at its end', () => {
      expect(hasEnded(sample, end - 1)).toBe(false);
      expect(hasEnded(sample, end)).toBe(false);
      expect(hasEnded(sample, end + 1)).toBe(true);
      // The offset counts: 21:00 in Moscow is 18:00 UTC.
      expect(hasEnded(sample, Date.parse('2026-11-22T18:00:01Z'))).toBe(true);
    });

    test('offers no tickets in its structured data; its status stays scheduled', () => {
      const ended = eventLd(eventMeta(moscow, loaded, { ended: true }));
      expect(ended.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(ended).not.toHaveProperty('offers');
      expect(JSON.stringify(ended)).not.toContain('InStock');
      expect(eventLd(eventMeta(moscow, loaded))).toMatchObject({
        offers: { availability: 'https://schema.org/InStock', price: 500 },
      });
    });

    test('is said so by the page started after its end, in its store and its head', async () => {
      const metas: { jsonLd?: unknown }[] = [];
      const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
      at(end + 60_000);
      const scope = scopeOf();
      await allSettled(eventStarted, { scope, params });
      unwatch();
      expect(scope.getState($ended)).toBe(true);
      expect(metas).toHaveLength(1);
      expect(eventLd(metas[0]!)).not.toHaveProperty('offers');
    });

    test("the browser hydrates the server's answer, then decides again: the server's HTML may be older than the end", async () => {
      at(end - 60_000);
      const server = scopeOf();
      await allSettled(eventStarted, { scope: server, params });
      expect(server.getState($ended)).toBe(false);
      const values = serialize(server);

      const metas: { path?: string; jsonLd?: unknown }[] = [];
      const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
      const browser = scopeOf(values);
      // Hydration renders what the server rendered.
      expect(browser.getState($ended)).toBe(false);
      // Still before the end: nothing changes, nothing is sent.
      await allSettled(endedChecked, { scope: browser });
      expect(metas).toEqual([]);
      at(end + 1000);
      await allSettled(endedChecked, { scope: browser });
      await allSettled(endedChecked, { scope: browser });
      unwatch();
      expect(browser.getState($ended)).toBe(true);
      // The head follows, once, named with the page's path.
      expect(metas).toHaveLength(1);
      expect(metas[0]!.path).toBe(params.route.path);
      expect(eventLd(metas[0]!)).not.toHaveProperty('offers');
    });

    test('a page that said the event had ended says the next one, still ahead, has not', async () => {
      at(end + 1000);
      const scope = fork({
        handlers: [
          [
            event.fx,
            async ({ slug }: { slug: string }) =>
              slug === sample.slug ? loaded : { ...loaded, id: 6, slug, endsAt: '2026-11-29T21:00:00+03:00' },
          ],
          [similar.fx, async () => emptyPage],
          [articles.fx, async () => emptyPage],
        ],
      });
      await allSettled(eventStarted, { scope, params });
      expect(scope.getState($ended)).toBe(true);
      await allSettled(eventStarted, { scope, params: props('stendap-moscow-6') });
      expect(scope.getState($ended)).toBe(false);
    });
  });
});
