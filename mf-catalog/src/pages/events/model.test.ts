import {
  findCityByAlias,
  type PageMeta,
  type PageParcelProps,
  pageMetaChanged,
} from '@kaver/shared-contracts';
import { allSettled, fork, scopeBind, serialize } from 'effector';
import * as dates from '../../features/events-filter/filter-dates';
import { NO_FILTERS, parseEventFilters } from '../../features/events-filter/filters';
import { $pageDataLoading } from '../../shared/lib/create-resource';
import { IMAGE_SIZES } from '../../shared/lib/lcp-image';
import {
  $filters,
  eventCollections,
  events,
  eventsMeta,
  eventsStarted,
  eventTypes,
  queryKeyOf,
} from './model';

const sochi = findCityByAlias('sochi')!;
const image = 'https://api.kaver.example/media/v1/club-4/960x640.jpg';
const lead = { id: 3, slug: 'jazz-sochi-3', city: 'sochi', title: 'Джаз', image };
const collection = (id: number) => ({
  id,
  slug: `list-${id}`,
  title: 'На свидание',
  description: '',
  image,
  eventsCount: 5,
});

describe('events page model', () => {
  test('its data counts as under way from its start, while the filters are read and before the list is asked for', async () => {
    const scope = fork({
      handlers: [
        [events.fx, async () => ({ items: [], page: 1, perPage: 6, total: 0, totalPages: 0 })],
        [eventTypes.fx, async () => []],
        [eventCollections.fx, async () => []],
      ],
    });
    const props = (query: Record<string, string>): PageParcelProps => ({
      city: sochi,
      routeCity: sochi,
      route: { name: 'city-events', path: '/sochi/events', params: { city: 'sochi' }, query },
    });
    await allSettled(eventsStarted, { scope, params: props({}) });
    expect(scope.getState($pageDataLoading)).toBe(false);
    // The next page of the list: the types and collections are fresh, the filters have to be read first.
    scopeBind(eventsStarted, { scope })(props({ page: '2' }));
    expect(scope.getState($pageDataLoading)).toBe(true);
    await allSettled(scope);
    expect(scope.getState($pageDataLoading)).toBe(false);
  });

  test('started with a route and a city: the filters and the page from the query, its meta with page and LCP', async () => {
    const requests: unknown[] = [];
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const scope = fork({
      handlers: [
        [
          events.fx,
          async (params: unknown) => {
            requests.push(params);
            return { items: [lead], page: 2, perPage: 6, total: 7, totalPages: 2 };
          },
        ],
        [eventTypes.fx, async () => []],
        [
          eventCollections.fx,
          async (city: { alias: string }) => {
            requests.push(`collections:${city.alias}`);
            return [collection(4)];
          },
        ],
      ],
    });
    await allSettled(eventsStarted, {
      scope,
      params: {
        city: sochi,
        routeCity: sochi,
        route: {
          name: 'city-events',
          path: '/sochi/events',
          params: { city: 'sochi' },
          query: { price: 'free', categories: '1,3', collection: '4', page: '2', nonsense: 'x' },
        },
      },
    });
    unwatch();
    expect(requests).toEqual([
      'collections:sochi',
      expect.objectContaining({
        city: sochi,
        path: '/sochi/events',
        filters: expect.objectContaining({
          price: 'free',
          categories: [1, 3],
          collection: 4,
          page: 2,
          date: null,
        }),
      }),
    ]);
    expect(metas.at(-1)).toMatchObject({
      title: 'Афиша в Сочи: все события | Kaver',
      canonicalPath: '/sochi/events',
      page: 2,
      lcpImage: {
        src: 'https://api.kaver.example/media/v1/club-4/960x640.webp',
        srcSet: expect.stringContaining('club-4/1280x853.avif 1280w'),
        sizes: IMAGE_SIZES.card,
      },
      jsonLd: { '@type': 'ItemList', itemListElement: [expect.objectContaining({ name: 'Джаз' })] },
    });
  });

  test('the description counts the events in Russian plural forms', () => {
    const params = { city: sochi, path: '/sochi/events', filters: parseEventFilters({}, dates) };
    const description = (total: number) =>
      eventsMeta(params, { items: [], page: 1, perPage: 6, total, totalPages: 1 }).description;
    expect(description(1)).toContain('1\u00a0событие с датами');
    expect(description(22)).toContain('22\u00a0события с датами');
    expect(description(11)).toContain('11\u00a0событий с датами');
    expect(eventsMeta(params).description).toContain(': события с датами');
  });

  const routeWith = (query: Record<string, string>): PageParcelProps => ({
    city: sochi,
    routeCity: sochi,
    route: { name: 'city-events', path: '/sochi/events', params: { city: 'sochi' }, query },
  });

  test('the browser started again on the filters the server read: they are not read again', async () => {
    const query = { price: 'free' };
    // What the server read for this query (different from what reading it here would give, to tell them apart).
    const filters = { ...NO_FILTERS, price: 'to500' as const };
    const scope = fork({
      values: [[$filters, { query: queryKeyOf(query), filters }]],
      handlers: [
        [eventTypes.fx, async () => []],
        [eventCollections.fx, async () => []],
      ],
    });
    const loads: unknown[] = [];
    const unwatch = events.load.watch((params) => loads.push(params));
    await allSettled(eventsStarted, { scope, params: routeWith(query) });
    unwatch();
    expect(loads).toEqual([expect.objectContaining({ filters })]);
  });

  test('the filters of the latest start win, and are kept for hydration', async () => {
    const served = { price: 'free' };
    const scope = fork({
      values: [[$filters, { query: queryKeyOf(served), filters: { ...NO_FILTERS, price: 'free' } }]],
      handlers: [
        [events.fx, async () => ({ items: [], page: 1, perPage: 6, total: 0, totalPages: 0 })],
        [eventTypes.fx, async () => []],
        [eventCollections.fx, async () => []],
      ],
    });
    // A new query (read with the date module, so it finishes later), then back to the served one at once.
    await Promise.all([
      allSettled(eventsStarted, { scope, params: routeWith({ from: '2026-12-01', to: '2026-12-03' }) }),
      allSettled(eventsStarted, { scope, params: routeWith(served) }),
    ]);
    expect(scope.getState($filters)?.query).toBe(queryKeyOf(served));
    expect(scope.getState(events.$params)?.filters.price).toBe('free');

    await allSettled(eventsStarted, { scope, params: routeWith({ from: '2026-12-01', to: '2026-12-03' }) });
    expect(serialize(scope)).toMatchObject({
      [$filters.sid as string]: {
        query: queryKeyOf({ from: '2026-12-01', to: '2026-12-03' }),
        filters: expect.objectContaining({ from: '2026-12-01', toText: '03.12.2026' }),
      },
    });
  });

  describe('a collection the city does not have (?collection=999) is dropped, on the server and in the browser', () => {
    /** A page scope whose collections answer with those of `known` ids, or fail with it. */
    function collectionsScope(known: number[] | Error, values?: ReturnType<typeof serialize>) {
      const loads: { filters: { collection: number | null } }[] = [];
      const scope = fork({
        values,
        handlers: [
          [
            events.fx,
            async (params: { filters: { collection: number | null } }) => {
              loads.push(params);
              return { items: [], page: 1, perPage: 6, total: 0, totalPages: 0 };
            },
          ],
          [eventTypes.fx, async () => []],
          [
            eventCollections.fx,
            async () => {
              // Slower than the filters' reading: the list has to wait for them.
              await new Promise((resolve) => setTimeout(resolve, 5));
              if (known instanceof Error) throw known;
              return known.map(collection);
            },
          ],
        ],
      });
      return { scope, loads };
    }

    test('unknown: the list is asked for without it, and the filters kept for hydration have none', async () => {
      const { scope, loads } = collectionsScope([1, 2]);
      await allSettled(eventsStarted, { scope, params: routeWith({ collection: '999', price: 'free' }) });
      expect(loads).toEqual([
        expect.objectContaining({ filters: expect.objectContaining({ collection: null, price: 'free' }) }),
      ]);
      expect(scope.getState($filters)?.filters).toMatchObject({ collection: null, price: 'free' });

      // The browser starts again on the server's state: the same filters, nothing asked again.
      const browser = collectionsScope([1, 2], serialize(scope));
      await allSettled(eventsStarted, {
        scope: browser.scope,
        params: routeWith({ collection: '999', price: 'free' }),
      });
      expect(browser.loads).toEqual([]);
      expect(browser.scope.getState($filters)?.filters.collection).toBeNull();
    });

    test("one of the city's: kept, the list waits for the collections to tell", async () => {
      const { scope, loads } = collectionsScope([1, 2]);
      await allSettled(eventsStarted, { scope, params: routeWith({ collection: '2' }) });
      expect(loads).toEqual([
        expect.objectContaining({ filters: expect.objectContaining({ collection: 2 }) }),
      ]);
      // A navigation in the browser to another one, with the collections already here.
      await allSettled(eventsStarted, { scope, params: routeWith({ collection: '7' }) });
      expect(loads.at(-1)?.filters.collection).toBeNull();
      expect(loads).toHaveLength(2);
    });

    test('the collections failed to load: the collection stays as the URL says, the list is still asked for', async () => {
      const { scope, loads } = collectionsScope(new Error('500'));
      await allSettled(eventsStarted, { scope, params: routeWith({ collection: '999' }) });
      expect(loads).toEqual([
        expect.objectContaining({ filters: expect.objectContaining({ collection: 999 }) }),
      ]);
    });
  });
});
