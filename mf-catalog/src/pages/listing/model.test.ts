import {
  ApiError,
  findCityByAlias,
  type PageMeta,
  type PageParcelProps,
  pageErrorRaised,
  pageMetaChanged,
} from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import type { EventCardData } from '../../entities/event';
import { listing, listingStarted, listingTexts } from './model';
import { resolveListingRoute } from './resolve';

const moscow = findCityByAlias('moscow')!;
const emptyPage = { items: [], page: 1, perPage: 6, total: 0, totalPages: 0 };
const event = {
  id: 1,
  slug: 'standup-1',
  city: 'moscow',
  title: 'Стендап',
  image: '/e.jpg',
} as EventCardData;

/** The props of a Moscow listing or list route. */
const inMoscow = (
  name: PageParcelProps['route']['name'],
  path: string,
  params: Record<string, string>,
  query = {},
): PageParcelProps => ({
  city: moscow,
  routeCity: moscow,
  route: { name, path, params: { city: 'moscow', ...params }, query },
});

describe('listing page model', () => {
  test('titles come from the templates with the city declensions, plus category and time', () => {
    const route = resolveListingRoute(
      {
        name: 'city-listing-category-time',
        params: { slug: 'concerts', category: 'concerts', time: 'weekend' },
      },
      moscow,
    );
    expect(listingTexts(moscow, route!, null)).toMatchObject({
      title: 'Концерты в Москве: концерты, на выходных',
      seoTitle: 'Концерты в Москве — афиша концертов и билеты — концерты, на выходных',
    });
  });

  test('an unknown collection raises the 404 page', async () => {
    const errors: unknown[] = [];
    const unwatch = pageErrorRaised.watch((error) => errors.push(error));
    const scope = fork({
      handlers: [
        [
          listing.fx,
          async () => {
            throw new ApiError({
              status: 404,
              code: 'collection_not_found',
              message: 'x',
              method: 'GET',
              url: '',
            });
          },
        ],
      ],
    });
    await allSettled(listingStarted, {
      scope,
      params: inMoscow('city-list', '/moscow/events/lists/no-such-list', { slug: 'no-such-list' }),
    });
    unwatch();
    expect(errors).toEqual([
      {
        statusCode: 404,
        message: 'Page Not Found: /moscow/events/lists/no-such-list',
        path: '/moscow/events/lists/no-such-list',
      },
    ]);
  });

  test('a category the listing does not offer raises the 404 page and loads nothing', async () => {
    const errors: unknown[] = [];
    const unwatch = pageErrorRaised.watch((error) => errors.push(error));
    const load = jest.fn(async () => ({ events: emptyPage, collection: null }));
    const scope = fork({ handlers: [[listing.fx, load]] });
    await allSettled(listingStarted, {
      scope,
      params: inMoscow('city-listing-category', '/moscow/events/listings/concerts/standup', {
        slug: 'concerts',
        category: 'standup',
      }),
    });
    unwatch();
    expect(errors).toEqual([
      {
        statusCode: 404,
        message: 'Page Not Found: /moscow/events/listings/concerts/standup',
        path: '/moscow/events/listings/concerts/standup',
      },
    ]);
    expect(load).not.toHaveBeenCalled();
  });

  test('the meta carries the SEO title and the page number for the canonical', async () => {
    const metas: { title: string; page?: number }[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const scope = fork({ handlers: [[listing.fx, async () => ({ events: emptyPage, collection: null })]] });
    await allSettled(listingStarted, {
      scope,
      params: inMoscow('city-listing', '/moscow/events/listings/standup', { slug: 'standup' }, { page: '2' }),
    });
    unwatch();
    expect(metas[0]).toMatchObject({
      title: 'Стендап в Москве — афиша стендап-концертов и открытых микрофонов',
      page: 2,
      canonicalPath: '/moscow/events/listings/standup',
    });
  });

  test("a listing's head is its templates', sent on entry: it stays when the API fails", async () => {
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const scope = fork({
      handlers: [
        [
          listing.fx,
          async () => {
            throw new ApiError({ status: 500, code: 'internal', message: 'x', method: 'GET', url: '' });
          },
        ],
      ],
    });
    await allSettled(listingStarted, {
      scope,
      params: inMoscow('city-list-time', '/moscow/events/lists/concerts/today', {
        slug: 'concerts',
        time: 'today',
      }),
    });
    unwatch();
    expect(scope.getState(listing.$status)).toBe('error');
    expect(metas).toEqual([
      expect.objectContaining({
        title: 'Концерты в Москве — афиша концертов и билеты — сегодня',
        description: expect.stringContaining('Москв'),
        canonicalPath: '/moscow/events/lists/concerts/today',
        jsonLd: expect.objectContaining({ '@type': 'BreadcrumbList' }),
      }),
    ]);
  });

  test("data already here (the server's, on hydration) has the last word in the head", async () => {
    const props = inMoscow('city-listing', '/moscow/events/listings/standup', { slug: 'standup' });
    const data = { events: { ...emptyPage, items: [event], total: 1, totalPages: 1 }, collection: null };
    const scope = fork({ handlers: [[listing.fx, async () => data]] });
    await allSettled(listingStarted, { scope, params: props });
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    await allSettled(listingStarted, { scope, params: props });
    unwatch();
    expect(metas.at(-1)).toMatchObject({ image: '/e.jpg' });
  });

  test("a collection's head waits for its data: its title is the API's", async () => {
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const collection = {
      id: 7,
      slug: 'na-svidanie',
      title: 'На свидание',
      description: 'Куда пойти вдвоём.',
      image: '',
      eventsCount: 0,
    };
    const scope = fork({ handlers: [[listing.fx, async () => ({ events: emptyPage, collection })]] });
    await allSettled(listingStarted, {
      scope,
      params: inMoscow('city-list', '/moscow/events/lists/na-svidanie', { slug: 'na-svidanie' }),
    });
    unwatch();
    expect(metas).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/^На свидание в Москве — /) }),
    ]);
  });
});
