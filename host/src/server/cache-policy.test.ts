/** @jest-environment node */
import { isPrivateAddress, pageCacheHeaders } from './cache-policy';

const settings = { sharedMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 };
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

describe('pageCacheHeaders', () => {
  it('lets a CDN keep a public page, keyed by its address alone when it has a city in it', () => {
    expect(
      pageCacheHeaders({ sharing: 'public', status: 200, variesWithCityCookie: false, settings }),
    ).toEqual({
      'Cache-Control': PUBLIC,
      Vary: 'accept-encoding',
    });
  });

  it('names the city cookie for a page without a city in its address, and the crawler for error pages', () => {
    expect(
      pageCacheHeaders({ sharing: 'public', status: 200, variesWithCityCookie: true, settings }),
    ).toEqual({
      'Cache-Control': PUBLIC,
      Vary: 'cookie, accept-encoding',
    });
    expect(
      pageCacheHeaders({ sharing: 'public', status: 404, variesWithCityCookie: true, settings }),
    ).toEqual({
      'Cache-Control': PUBLIC,
      Vary: 'cookie, user-agent, accept-encoding',
    });
  });

  it('lets nobody keep a private page, a page that is not whole, or a server error', () => {
    const headers = (sharing: 'private' | 'incomplete' | 'failed' | 'public', status = 200) =>
      pageCacheHeaders({ sharing, status, variesWithCityCookie: false, settings });
    expect(headers('private')).toEqual({ 'Cache-Control': 'private, no-store' });
    expect(headers('incomplete')).toEqual({ 'Cache-Control': 'no-store' });
    expect(headers('failed', 503)).toEqual({ 'Cache-Control': 'no-store' });
    expect(headers('public', 500)).toEqual({ 'Cache-Control': 'no-store' });
  });
});

describe('isPrivateAddress', () => {
  const url = (path: string) => new URL(path, 'https://kaver.ru');

  it('is true behind the /profile guard and for a sign-in or purchase returning with its parameters', () => {
    expect(isPrivateAddress(url('/profile'))).toBe(true);
    expect(isPrivateAddress(url('/profile/'))).toBe(true);
    expect(isPrivateAddress(url('/subscription?redirect=subscription'))).toBe(true);
    expect(isPrivateAddress(url('/?code=abc&state=xyz&device_id=1'))).toBe(true);
  });

  it('is false for public pages, whatever their query', () => {
    expect(isPrivateAddress(url('/moscow'))).toBe(false);
    expect(isPrivateAddress(url('/moscow/events?types=1&page=2'))).toBe(false);
    expect(isPrivateAddress(url('/profiles'))).toBe(false);
  });
});
