import {
  ApiError,
  type Collection,
  findCityByAlias,
  type PageMeta,
  type PageParcelProps,
  pageErrorRaised,
  pageMetaChanged,
} from '@kaver/shared-contracts';
import { findListing } from '@kaver/shared-contracts/listings';
import { allSettled, fork } from 'effector';
import type { EventCardData } from '../../entities/event';
import { listing, listingMeta, listingParams, listingStarted, listingTexts } from './model';
import { listingCategories, listingTimes, resolveListingRoute } from './resolve';

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
    const texts = (slug: string, category?: string, time?: string) =>
      listingTexts(
        moscow,
        resolveListingRoute(
          {
            name: 'city-listing-category-time',
            params: { slug, ...(category && { category }), ...(time && { time }) },
          },
          moscow,
        )!,
        null,
      );
    // The listing itself: its templates (SPEC.md 2.1).
    expect(texts('concerts')).toEqual({
      title: 'Концерты в Москве',
      lead: expect.stringContaining('афиша концертов в Москве'),
      seoTitle: 'Концерты в Москве — афиша концертов и билеты | Kaver',
      seoDescription:
        'Рок, поп, джаз, инди и электроника: афиша концертов в Москве на ближайшие дни. Даты, площадки и билеты.',
    });
    expect(texts('concerts', undefined, 'weekend')).toMatchObject({
      title: 'Концерты в Москве на выходных',
      seoTitle: 'Концерты в Москве на выходных | Kaver',
      seoDescription: expect.stringMatching(/^Концерты в Москве на выходных\. Рок, поп, джаз/),
    });
    // The concerts of «Концерты» are the listing itself: its texts are the shorter page's.
    expect(texts('concerts', 'concerts', 'weekend')).toEqual(texts('concerts', undefined, 'weekend'));
    expect(texts('concerts', 'concerts')).toEqual(texts('concerts'));
    expect(texts('halloween', 'parties')).toMatchObject({
      title: 'Хеллоуин в Москве: вечеринки',
      seoTitle: 'Хеллоуин в Москве: вечеринки | Kaver',
      seoDescription: expect.stringMatching(/^Хеллоуин в Москве: вечеринки\. Костюмированные вечеринки/),
    });
    expect(texts('halloween', 'quests', 'today').seoTitle).toBe('Хеллоуин в Москве: квесты сегодня | Kaver');
    // An abbreviation keeps its capitals; a kind of place reads as the others.
    expect(texts('nightlife', 'dj-sets', 'tomorrow').title).toBe('Ночная жизнь в Москве: DJ-сеты завтра');
    expect(texts('nightlife', 'club').title).toBe('Ночная жизнь в Москве: клубы');
  });

  test('each category and time of a listing has its own SEO title and description', () => {
    for (const slug of ['halloween', 'nightlife', 'spectacles']) {
      const listing = findListing(slug)!;
      // A category that is the listing itself (Спектакли of «Спектакли») is the same page under the same name.
      const narrowing = listingCategories(listing).filter((category) => category.title !== listing.title);
      const variants = [null, ...narrowing].flatMap((category) =>
        [null, ...listingTimes(listing)].map((time) =>
          listingTexts(
            moscow,
            { kind: 'listing', listing, category, time, base: `/moscow/events/listings/${slug}` },
            null,
          ),
        ),
      );
      expect(variants.length).toBeGreaterThan(4);
      expect(new Set(variants.map((texts) => texts.seoTitle)).size).toBe(variants.length);
      expect(new Set(variants.map((texts) => texts.seoDescription)).size).toBe(variants.length);
      // No template's subtitle with a category or time tacked on after it.
      for (const texts of variants) expect(texts.seoTitle).not.toMatch(/ — .* — /);
    }
  });

  test("a collection's time is in its SEO title and description", () => {
    const collection = {
      id: 3,
      slug: 'na-svidanie',
      title: 'На свидание',
      description: 'Куда пойти вдвоём.',
    } as Collection;
    const route = (time: 'today' | null) =>
      ({ kind: 'collection', slug: 'na-svidanie', time, base: '/moscow/events/lists/na-svidanie' }) as const;
    expect(listingTexts(moscow, route(null), collection)).toMatchObject({
      title: 'На свидание',
      seoTitle: 'На свидание в Москве | Kaver',
      seoDescription: 'Куда пойти вдвоём.',
    });
    expect(listingTexts(moscow, route('today'), collection)).toMatchObject({
      title: 'На свидание: сегодня',
      seoTitle: 'На свидание в Москве сегодня | Kaver',
      seoDescription: 'На свидание в Москве сегодня. Куда пойти вдвоём.',
    });
  });

  test('every listing title ends with the site name after « | », as every page does, never twice', () => {
    for (const slug of ['concerts', 'halloween', 'today']) {
      const listing = findListing(slug)!;
      for (const category of [null, ...listingCategories(listing)]) {
        for (const time of [null, ...listingTimes(listing)]) {
          const route = {
            kind: 'listing',
            listing,
            category,
            time,
            base: `/moscow/events/listings/${slug}`,
          } as const;
          const { seoTitle } = listingTexts(moscow, route, null);
          expect(seoTitle).toMatch(/[^|]+ \| Kaver$/);
          expect(seoTitle).not.toMatch(/ — Kaver/);
        }
      }
    }
    // A template that names the site already keeps its own suffix.
    const branded = { ...findListing('concerts')!, seoTitle: 'Концерты в {city_prepositional} | Kaver' };
    const route = { kind: 'listing', listing: branded, category: null, time: null, base: '' } as const;
    expect(listingTexts(moscow, route, null).seoTitle).toBe('Концерты в Москве | Kaver');
  });

  test('the listing as its own category is the shorter page: its canonical link names that page', () => {
    const listings = '/moscow/events/listings';
    const canonical = (slug: string, category?: string, time?: string) => {
      const path = [listings, slug, category, time].filter(Boolean).join('/');
      const params = { slug, ...(category && { category }), ...(time && { time }) };
      return listingMeta(listingParams(inMoscow('city-listing-category-time', path, params))!).canonicalPath;
    };
    expect(canonical('concerts', 'concerts', 'weekend')).toBe(`${listings}/concerts/weekend`);
    expect(canonical('concerts', 'concerts')).toBe(`${listings}/concerts`);
    expect(canonical('spectacles', 'spectacles', 'today')).toBe(`${listings}/spectacles/today`);
    // A category that narrows the listing, or a time alone, is a page of its own.
    expect(canonical('nightlife', 'dj-sets', 'today')).toBe(`${listings}/nightlife/dj-sets/today`);
    expect(canonical('concerts', undefined, 'weekend')).toBe(`${listings}/concerts/weekend`);
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
      title: 'Стендап в Москве — афиша стендап-концертов и открытых микрофонов | Kaver',
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
        title: 'Концерты в Москве сегодня | Kaver',
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
      expect.objectContaining({ title: expect.stringMatching(/^На свидание в Москве \| /) }),
    ]);
  });
});
