/** @jest-environment node */
import { htmlCacheHeaders } from './cache-policy';

const settings = { sharedMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 };

describe('htmlCacheHeaders', () => {
  it('lets a CDN keep an anonymous page briefly and serve it stale while it refreshes', () => {
    expect(htmlCacheHeaders({ status: 200, personal: false, settings })).toEqual({
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      Vary: 'Cookie',
    });
    expect(htmlCacheHeaders({ status: 404, personal: false, settings })['Cache-Control']).toContain(
      's-maxage=60',
    );
  });

  it('never lets a shared cache keep a personal page, nor a server error', () => {
    expect(htmlCacheHeaders({ status: 200, personal: true, settings })).toEqual({
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie',
    });
    expect(htmlCacheHeaders({ status: 503, personal: false, settings })).toEqual({
      'Cache-Control': 'no-store',
    });
  });
});
