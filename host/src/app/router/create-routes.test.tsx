/** @jest-environment node */
import { EVENT_TYPES, isTimePreset, PLACE_CATEGORIES } from '@kaver/shared-contracts';
import * as listings from '@kaver/shared-contracts/listings';
import { createMemoryRouter } from 'react-router-dom';
import { createRoutes } from './create-routes';
import type { PageRouteData, RouterServices } from './page-loader';
import { routerSettled } from './router-settled';

jest.mock('./remote-page', () => ({ RemotePage: () => null }));

interface Setup {
  token?: boolean;
  redirects?: Record<string, string>;
}

function services({ token = false, redirects = {} }: Setup = {}) {
  const entered: PageRouteData[] = [];
  const value: RouterServices = {
    hasAccessToken: () => token,
    lookupRedirect: async (path) => (redirects[path] ? { target: redirects[path], status: 301 } : null),
    loadListings: async () => listings,
    enterPage: async (page) => {
      entered.push(page);
      return {};
    },
  };
  return { value, entered };
}

/** Opens a path in a memory router and waits for its loaders. */
async function open(path: string, setup?: Setup) {
  const { value, entered } = services(setup);
  const router = createMemoryRouter(createRoutes(value), { initialEntries: [path] });
  await routerSettled(router);
  const page = Object.values(router.state.loaderData).find(
    (data): data is PageRouteData => typeof data === 'object' && data !== null && 'route' in data,
  );
  const errors = Object.values(router.state.errors ?? {}) as { status: number; data: unknown }[];
  return { router, page, error: errors[0], entered, location: router.state.location };
}

describe('route table', () => {
  it('maps static routes before city routes', async () => {
    expect((await open('/about')).page?.route.name).toBe('about');
    const home = await open('/');
    expect(home.page).toMatchObject({ route: { name: 'home' }, remote: 'mf_catalog', expose: './home-page' });
  });

  it('maps city routes and passes the city, the params and the query', async () => {
    const { page, entered } = await open('/kazan/events/some-event?page=2');
    expect(page).toEqual({
      route: {
        name: 'city-event',
        path: '/kazan/events/some-event',
        params: { city: 'kazan', slug: 'some-event' },
        query: { page: '2' },
      },
      city: expect.objectContaining({ alias: 'kazan', timezone: expect.any(String) }),
      remote: 'mf_catalog',
      expose: './event-page',
    });
    expect(entered).toEqual([page]);
  });

  it("gives 404 'City Not Found' for an unknown city alias", async () => {
    for (const path of ['/atlantis', '/atlantis/events/x', '/blog/atlantis-weekend']) {
      const { error, entered } = await open(path);
      expect(error).toMatchObject({ status: 404, data: { statusCode: 404, message: 'City Not Found' } });
      expect(entered).toEqual([]);
    }
  });

  it('tells a city weekend article from other articles', async () => {
    expect((await open('/blog/kazan-weekend')).page?.route).toMatchObject({
      name: 'blog-city-weekend',
      params: { city: 'kazan' },
    });
    expect((await open('/blog/best-bars')).page?.route).toMatchObject({
      name: 'blog-article',
      params: { slug: 'best-bars' },
    });
  });

  it("gives 404 'Page Not Found: {path}' when nothing matches or validation fails", async () => {
    expect((await open('/moscow/events/a/b/c/d/e')).error?.data).toEqual({
      statusCode: 404,
      message: 'Page Not Found: /moscow/events/a/b/c/d/e',
    });
    expect((await open('/documents/unknown?x=1')).error?.data).toEqual({
      statusCode: 404,
      message: 'Page Not Found: /documents/unknown?x=1',
    });
    expect((await open('/moscow/events/lists/best/yesterday')).error?.status).toBe(404);
    expect((await open('/suggestions/abc')).error?.status).toBe(404);
    expect((await open('/documents/privacy-policy')).page?.route.name).toBe('document');
  });

  it("gives a file's name where a city would be 404 'Page Not Found: {path}', not 'City Not Found'", async () => {
    for (const path of ['/about.html', '/moscow.php/events', '/blog/kazan.html-weekend']) {
      const { error, entered } = await open(path);
      expect(error?.data).toEqual({ statusCode: 404, message: `Page Not Found: ${path}` });
      expect(entered).toEqual([]);
    }
  });

  it('accepts listing routes only in the listing cities, with a known category and time, or a time alone', async () => {
    const standup = listings.findListing('standup');
    if (!standup) throw new Error('standup listing missing');
    const inCity = standup.cities[0] as string;
    const category = EVENT_TYPES[0]?.slug as string;
    expect((await open(`/${inCity}/events/listings/standup`)).page?.route.name).toBe('city-listing');
    expect((await open(`/${inCity}/events/listings/standup/${category}/weekend`)).page?.route.name).toBe(
      'city-listing-category-time',
    );
    // SPEC.md 2.1: the time may follow the listing without a category.
    const timeOnly = await open(`/${inCity}/events/listings/standup/weekend`);
    expect(timeOnly.page?.route.name).toBe('city-listing-time');
    expect(timeOnly.page?.route.params).toEqual({ city: inCity, slug: 'standup', time: 'weekend' });
    expect((await open('/moscow/events/listings/concerts/today')).page?.route.name).toBe('city-listing-time');
    expect((await open(`/${inCity}/events/listings/standup/someday`)).error?.status).toBe(404);
    expect((await open(`/${inCity}/events/listings/standup/weekend/today`)).error?.status).toBe(404);
    expect((await open(`/${inCity}/events/listings/standup/${category}/someday`)).error?.status).toBe(404);
    expect((await open(`/${inCity}/events/listings/standup/not-a-category`)).error?.status).toBe(404);
    expect((await open(`/${inCity}/events/listings/no-such-listing`)).error?.status).toBe(404);
    // 'other' exists only in Kemerovo.
    expect((await open('/kemerovo/events/listings/other')).page?.route.name).toBe('city-listing');
    expect((await open('/moscow/events/listings/other')).error?.status).toBe(404);
  });

  it("accepts only a listing's own categories: another one is a 404 before the page is entered", async () => {
    // A listing's own types, its filter's categories, its filter's kind of places.
    expect((await open('/moscow/events/listings/concerts/concerts')).page?.route.name).toBe(
      'city-listing-category',
    );
    expect((await open('/moscow/events/listings/halloween/quests/weekend')).page?.route.name).toBe(
      'city-listing-category-time',
    );
    expect((await open('/moscow/events/listings/exhibition/museum')).page?.route.name).toBe(
      'city-listing-category',
    );
    for (const path of [
      '/moscow/events/listings/standup/concerts',
      '/moscow/events/listings/standup/concerts/today',
      '/moscow/events/listings/concerts/museum',
      '/moscow/events/listings/halloween/sport',
    ]) {
      const { error, entered } = await open(path);
      expect(error?.data).toEqual({ statusCode: 404, message: `Page Not Found: ${path}` });
      expect(entered).toEqual([]);
    }
  });

  it('reads a time after a listing as its time: no category is named like one', () => {
    const categories = [
      ...EVENT_TYPES.map((type) => type.slug),
      ...PLACE_CATEGORIES.map((place) => place.slug),
    ];
    expect(categories.filter((slug) => isTimePreset(slug))).toEqual([]);
  });

  it('sends a visitor without a token from /profile to /', async () => {
    const anonymous = await open('/profile');
    expect(anonymous.location.pathname).toBe('/');
    expect(anonymous.page?.route.name).toBe('home');
    expect((await open('/profile', { token: true })).page?.route.name).toBe('profile');
  });

  it('redirects /{city}/events?types=<one type of a listing> to that listing on the lists page', async () => {
    const standup = listings.findListing('standup');
    const typeId = standup?.types[0];
    const city = standup?.cities[0];
    expect((await open(`/${city}/events?types=${typeId}`)).location.pathname).toBe(
      `/${city}/events/lists/standup`,
    );
    expect((await open(`/${city}/events?types=${typeId},999`)).page?.route).toMatchObject({
      name: 'city-events',
      query: { types: `${typeId},999` },
    });
    // Repeated, the parameter holds two values too: no redirect, to either type's listing.
    const concert = listings.findListing('concerts')?.types[0];
    expect((await open(`/${city}/events?types=${typeId}&types=${concert}`)).page?.route.name).toBe(
      'city-events',
    );
  });

  it('follows the redirect lookup before any guard, also for paths that would be a 404', async () => {
    const redirects = { '/old-page': '/moscow/events', '/atlantis': '/kazan' };
    expect((await open('/old-page', { redirects })).location.pathname).toBe('/moscow/events');
    expect((await open('/atlantis', { redirects })).location.pathname).toBe('/kazan');
    expect((await open('/moscow', { redirects })).page?.route.name).toBe('city');
  });
});
