import { CITIES, findCityByAlias } from '@kaver/shared-contracts';
import { findListing } from '@kaver/shared-contracts/listings';
import { findCategory, listingCategories, resolveListingRoute } from './resolve';

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
      resolveListingRoute({ name: 'city-list', params: { city: 'moscow', slug: 'other' } }, moscow).kind,
    ).toBe('collection');
    const sochi = findCityByAlias('sochi')!;
    expect(
      resolveListingRoute({ name: 'city-list', params: { city: 'sochi', slug: 'standup' } }, sochi).kind,
    ).toBe('listing');
  });

  test('categories: event types and place categories', () => {
    expect(findCategory('bar')).toEqual({ kind: 'place', slug: 'bar', title: 'Бары' });
    expect(findCategory('nope')).toBeNull();
    const categories = listingCategories(findListing('concerts')!);
    expect(categories).toEqual([{ kind: 'type', slug: 'concerts', id: 3, title: 'Концерты' }]);
  });
});
