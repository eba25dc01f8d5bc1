import { CITIES, findCityByAlias } from '@kaver/shared-contracts';
import { findListing } from '@kaver/shared-contracts/listings';
import { listingCategories, listingTimes, resolveListingRoute } from './resolve';

const moscow = CITIES[0]!;

describe('listing routes', () => {
  test('a listing with a category and a time', () => {
    const resolved = resolveListingRoute(
      {
        name: 'city-listing-category-time',
        params: { city: 'moscow', slug: 'concerts', category: 'concerts', time: 'weekend' },
      },
      moscow,
    );
    expect(resolved).toMatchObject({
      kind: 'listing',
      listing: { slug: 'concerts' },
      category: { kind: 'type', slug: 'concerts', title: 'Концерты' },
      time: 'weekend',
      base: '/moscow/events/listings/concerts',
    });
  });

  test('a listing with a time and no category (SPEC.md 2.1)', () => {
    const resolved = resolveListingRoute(
      { name: 'city-listing-time', params: { city: 'saint-petersburg', slug: 'standup', time: 'weekend' } },
      findCityByAlias('saint-petersburg')!,
    );
    expect(resolved).toMatchObject({
      kind: 'listing',
      listing: { slug: 'standup' },
      category: null,
      time: 'weekend',
      base: '/saint-petersburg/events/listings/standup',
    });
  });

  test('a lists slug that names a listing of the city (the types redirect) is that listing', () => {
    expect(
      resolveListingRoute({ name: 'city-list', params: { city: 'moscow', slug: 'standup' } }, moscow),
    ).toMatchObject({
      kind: 'listing',
      listing: { slug: 'standup' },
      base: '/moscow/events/lists/standup',
    });
  });

  test('any other lists slug is an API collection; a listing outside its cities is one too', () => {
    expect(
      resolveListingRoute(
        { name: 'city-list-time', params: { city: 'moscow', slug: 'besplatno', time: 'today' } },
        moscow,
      ),
    ).toEqual({
      kind: 'collection',
      slug: 'besplatno',
      time: 'today',
      base: '/moscow/events/lists/besplatno',
    });
    // 'other' is Kemerovo's only.
    expect(
      resolveListingRoute({ name: 'city-list', params: { city: 'moscow', slug: 'other' } }, moscow)?.kind,
    ).toBe('collection');
    const sochi = findCityByAlias('sochi')!;
    expect(
      resolveListingRoute({ name: 'city-list', params: { city: 'sochi', slug: 'standup' } }, sochi)?.kind,
    ).toBe('listing');
  });

  test("categories: the listing's event types and the kind of places of its filter", () => {
    expect(listingCategories(findListing('concerts')!)).toEqual([
      { kind: 'type', slug: 'concerts', id: 3, title: 'Концерты' },
    ]);
    const nightlife = findListing('nightlife')!;
    expect(nightlife.filters.placeCategory).toBeDefined();
    expect(listingCategories(nightlife).at(-1)).toMatchObject({
      kind: 'place',
      slug: nightlife.filters.placeCategory,
    });
    expect(listingCategories(findListing('weekend')!)).toEqual([]);
  });

  test('a place category of the listing resolves as one', () => {
    const nightlife = findListing('nightlife')!;
    const place = nightlife.filters.placeCategory!;
    expect(
      resolveListingRoute(
        { name: 'city-listing-category', params: { city: 'moscow', slug: 'nightlife', category: place } },
        moscow,
      ),
    ).toMatchObject({ kind: 'listing', category: { kind: 'place', slug: place } });
  });

  test('a category the listing does not offer is no page (the host let any type or place category through)', () => {
    const route = (slug: string, category: string, time?: string) =>
      resolveListingRoute(
        {
          name: time ? 'city-listing-category-time' : 'city-listing-category',
          params: { city: 'moscow', slug, category, ...(time && { time }) },
        },
        moscow,
      );
    expect(route('concerts', 'standup')).toBeNull();
    expect(route('concerts', 'standup', 'weekend')).toBeNull();
    expect(route('concerts', 'bar')).toBeNull();
    expect(route('weekend', 'concerts')).toBeNull();
    expect(route('concerts', 'concerts')).toMatchObject({ category: { slug: 'concerts' } });
  });

  test('a listing that is itself a time offers no other: /weekend/today is no page, on listings and lists', () => {
    expect(listingTimes(findListing('weekend')!)).toEqual([]);
    expect(listingTimes(findListing('concerts')!)).toEqual(['today', 'tomorrow', 'weekend']);
    for (const [slug, time] of [
      ['weekend', 'today'],
      ['today', 'today'],
      ['tomorrow', 'weekend'],
    ] as const) {
      expect(
        resolveListingRoute({ name: 'city-listing-time', params: { city: 'moscow', slug, time } }, moscow),
      ).toBeNull();
      expect(
        resolveListingRoute({ name: 'city-list-time', params: { city: 'moscow', slug, time } }, moscow),
      ).toBeNull();
    }
    expect(
      resolveListingRoute({ name: 'city-listing', params: { city: 'moscow', slug: 'weekend' } }, moscow),
    ).toMatchObject({ kind: 'listing', listing: { slug: 'weekend' }, time: null });
  });
});
