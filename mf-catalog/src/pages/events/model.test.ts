import { findCityByAlias, type PageMeta, pageMetaChanged } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { parseEventFilters } from '../../features/events-filter/filters';
import { IMAGE_SIZES } from '../../shared/lib/lcp-image';
import { eventCollections, events, eventsMeta, eventsStarted, eventTypes } from './model';

const sochi = findCityByAlias('sochi')!;
const image = 'https://api.kaver.example/media/v1/club-4/960x640.jpg';
const lead = { id: 3, slug: 'jazz-sochi-3', city: 'sochi', title: 'Джаз', image };

describe('events page model', () => {
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
            return [];
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
      'collections:sochi',
    ]);
    expect(metas.at(-1)).toMatchObject({
      title: 'Афиша в Сочи: все события — Kaver',
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
    const params = { city: sochi, path: '/sochi/events', filters: parseEventFilters({}) };
    const description = (total: number) =>
      eventsMeta(params, { items: [], page: 1, perPage: 6, total, totalPages: 1 }).description;
    expect(description(1)).toContain('1\u00a0событие с датами');
    expect(description(22)).toContain('22\u00a0события с датами');
    expect(description(11)).toContain('11\u00a0событий с датами');
    expect(eventsMeta(params).description).toContain(': события с датами');
  });
});
