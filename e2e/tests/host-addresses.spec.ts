import { expect, test } from '@playwright/test';
import { HOST_URL } from '../support/ports';
import { seededSlugs } from './catalog-support';

/** What the site answers for an address, redirects not followed. */
async function answerOf(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const location = response.headers().location;
  return {
    status: response.status(),
    location: location === undefined ? undefined : new URL(location, HOST_URL).href.slice(HOST_URL.length),
    cacheControl: response.headers()['cache-control'],
  };
}

test.describe('addresses: a page has one', () => {
  test('a page address with capitals answers 301 to the same address in lower case, its query kept', async ({
    request,
  }) => {
    const { event } = await seededSlugs();
    const moved: [string, string][] = [
      ['/Blog', '/blog'],
      ['/ABOUT', '/about'],
      ['/Moscow', '/moscow'],
      ['/moscow/EVENTS?page=2&date=weekend', '/moscow/events?page=2&date=weekend'],
      ['/moscow/Places', '/moscow/places'],
      ['/moscow/Search?q=Jazz', '/moscow/search?q=Jazz'],
      [`/moscow/events/${event.toUpperCase()}`, `/moscow/events/${event}`],
      ['/Moscow/Events/', '/moscow/events'],
    ];
    const redirect = await answerOf(request, '/msk');
    for (const [path, target] of moved) {
      const answer = await answerOf(request, path);
      expect(answer, path).toEqual({ status: 301, location: target, cacheControl: redirect.cacheControl });
      expect((await answerOf(request, target)).status, target).toBe(200);
    }
    // A file's name is the build's own: no redirect for it.
    expect((await answerOf(request, '/Favicon.svg')).status).toBe(404);
    expect((await answerOf(request, '/favicon.svg')).status).toBe(200);
  });

  test("a rule of the redirect lookup keeps the address's query; every permanent redirect may be cached", async ({
    request,
  }) => {
    const rule = await answerOf(request, '/msk?page=2');
    expect(rule).toMatchObject({ status: 301, location: '/moscow?page=2' });
    expect(await answerOf(request, '/afisha?page=2&date=weekend')).toMatchObject({
      status: 301,
      location: '/moscow/events?page=2&date=weekend',
    });
    expect(await answerOf(request, '/msk')).toMatchObject({ status: 301, location: '/moscow' });

    const slash = await answerOf(request, '/moscow/events/?page=2');
    expect(slash).toMatchObject({ status: 301, location: '/moscow/events?page=2' });
    expect(slash.cacheControl).toMatch(/^public, .*s-maxage=\d+/);
    expect(slash.cacheControl).toBe(rule.cacheControl);
  });
});
