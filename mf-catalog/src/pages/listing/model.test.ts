import {
  ApiError,
  findCityByAlias,
  type PageParcelProps,
  pageErrorRaised,
  pageMetaChanged,
} from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { listing, listingStarted, listingTexts } from './model';
import { resolveListingRoute } from './resolve';

const moscow = findCityByAlias('moscow')!;
const emptyPage = { items: [], page: 1, perPage: 6, total: 0, totalPages: 0 };

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
      { statusCode: 404, message: 'Page Not Found: /moscow/events/lists/no-such-list' },
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
      { statusCode: 404, message: 'Page Not Found: /moscow/events/listings/concerts/standup' },
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
});
