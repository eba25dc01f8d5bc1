import { EVENT_TYPES } from '@kaver/shared-contracts';
import * as listings from '@kaver/shared-contracts/listings';
import { resolveRoute } from './resolve-route';

const { findListing } = listings;
const at = (pathname: string, search = '', hasAccessToken = false) =>
  resolveRoute({ pathname, search, hash: '' }, { hasAccessToken, listings });

describe('resolveRoute', () => {
  it('maps static routes before city routes', () => {
    const about = at('/about');
    expect(about.kind === 'page' && about.definition.name).toBe('about');
    const home = at('/');
    expect(home.kind === 'page' && home.definition.expose).toBe('./home-page');
  });

  it('maps city routes and passes the city', () => {
    const page = at('/kazan/events/some-event', '?page=2');
    if (page.kind !== 'page') throw new Error('expected a page');
    expect(page.definition.name).toBe('city-event');
    expect(page.definition.transition).toBe('rotate');
    expect(page.city?.alias).toBe('kazan');
    expect(page.match.params).toEqual({ city: 'kazan', slug: 'some-event' });
    expect(page.match.query).toEqual({ page: '2' });
  });

  it("gives 404 'City Not Found' for an unknown city alias", () => {
    expect(at('/atlantis')).toEqual({ kind: 'error', error: { statusCode: 404, message: 'City Not Found' } });
    expect(at('/atlantis/events/x').kind).toBe('error');
    expect(at('/blog/atlantis-weekend')).toEqual({
      kind: 'error',
      error: { statusCode: 404, message: 'City Not Found' },
    });
  });

  it("gives 404 'Page Not Found: {path}' when nothing matches or validation fails", () => {
    expect(at('/moscow/events/a/b/c/d/e')).toEqual({
      kind: 'error',
      error: { statusCode: 404, message: 'Page Not Found: /moscow/events/a/b/c/d/e' },
    });
    expect(at('/documents/unknown', '?x=1')).toEqual({
      kind: 'error',
      error: { statusCode: 404, message: 'Page Not Found: /documents/unknown?x=1' },
    });
    expect(at('/moscow/events/lists/best/yesterday').kind).toBe('error');
  });

  it('accepts listing routes only in the listing cities, with a known category and time', () => {
    const standup = findListing('standup');
    if (!standup) throw new Error('standup listing missing');
    const inCity = standup.cities[0] as string;
    const category = EVENT_TYPES[0]?.slug as string;
    expect(at(`/${inCity}/events/listings/standup`).kind).toBe('page');
    expect(at(`/${inCity}/events/listings/standup/${category}/weekend`).kind).toBe('page');
    expect(at(`/${inCity}/events/listings/standup/${category}/someday`).kind).toBe('error');
    expect(at(`/${inCity}/events/listings/standup/not-a-category`).kind).toBe('error');
    expect(at('/tyumen/events/listings/standup').kind).toBe('page');
    expect(at(`/${inCity}/events/listings/no-such-listing`).kind).toBe('error');
    // 'other' exists only in Kemerovo.
    expect(at('/kemerovo/events/listings/other').kind).toBe('page');
    expect(at('/moscow/events/listings/other').kind).toBe('error');
  });

  it('asks for the listings entry before resolving a route that needs it', () => {
    const without = (pathname: string, search = '') =>
      resolveRoute({ pathname, search, hash: '' }, { hasAccessToken: false, listings: null });
    expect(without('/moscow/events/listings/standup')).toEqual({ kind: 'needs-listings' });
    expect(without('/moscow/events', '?types=3')).toEqual({ kind: 'needs-listings' });
    expect(without('/moscow/events', '?types=3,4').kind).toBe('page');
    expect(without('/moscow').kind).toBe('page');
    expect(without('/atlantis/events/listings/standup').kind).toBe('error');
  });

  it('sends a visitor without a token from /profile to /', () => {
    expect(at('/profile')).toEqual({ kind: 'redirect', to: '/' });
    expect(at('/profile', '', true).kind).toBe('page');
  });

  it('redirects /{city}/events?types=<one type of a listing> to that listing on the lists page', () => {
    const standup = findListing('standup');
    const typeId = standup?.types[0];
    const city = standup?.cities[0];
    expect(at(`/${city}/events`, `?types=${typeId}`)).toEqual({
      kind: 'redirect',
      to: `/${city}/events/lists/standup`,
    });
    expect(at(`/${city}/events`, `?types=${typeId},999`).kind).toBe('page');
    expect(at(`/${city}/events`).kind).toBe('page');
  });
});
