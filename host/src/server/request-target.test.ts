/** @jest-environment node */
import { checkRequestTarget } from './request-target';

describe('checkRequestTarget', () => {
  it('decodes a page or file path once and keeps the query as sent', () => {
    expect(checkRequestTarget('/moscow/events?types=1%2C2&page=2')).toEqual({
      kind: 'ok',
      pathname: '/moscow/events',
      rawPathname: '/moscow/events',
      search: '?types=1%2C2&page=2',
    });
    expect(checkRequestTarget('/moscow/search?q=%D0%BA%D0%B8%D0%BD%D0%BE#top')).toMatchObject({
      kind: 'ok',
      search: '?q=%D0%BA%D0%B8%D0%BD%D0%BE',
    });
    expect(checkRequestTarget('/%D0%B1%D0%BB%D0%BE%D0%B3')).toMatchObject({ kind: 'ok', pathname: '/блог' });
  });

  it.each([
    '/static/../server/main.js',
    '/static/..%2fserver/main.js',
    '/static/..%2Fserver%2Fmain.js',
    '/static/%2e%2e/server/main.js',
    '/static/%2E%2E/%2E%2E/etc/passwd',
    '/static/..%5cserver%5cmain.js',
    '/static/..\\server\\main.js',
    '/static/./js/main.js',
    '/moscow%2Fevents',
  ])('finds nothing at %s', (target) => {
    expect(checkRequestTarget(target)).toEqual({ kind: 'not-found' });
  });

  it.each([
    'http://evil.example/moscow',
    'https://kaver.ru/moscow',
    'evil.example:443',
    '*',
    '/moscow%ZZ',
    '/moscow%00',
  ])('refuses %s as a bad request', (target) => {
    expect(checkRequestTarget(target)).toEqual({ kind: 'bad-request' });
  });

  it('sends repeated slashes to the path with single ones, never to another host', () => {
    expect(checkRequestTarget('//evil.example/moscow')).toEqual({
      kind: 'redirect',
      location: '/evil.example/moscow',
    });
    expect(checkRequestTarget('/moscow//events///?page=2')).toEqual({
      kind: 'redirect',
      location: '/moscow/events?page=2',
    });
    // A query may hold slashes: only the path is looked at.
    expect(checkRequestTarget('/moscow/search?q=a//b')).toMatchObject({ kind: 'ok', search: '?q=a//b' });
  });

  it('sends a path with a trailing slash to the one without, so that a page has one address', () => {
    expect(checkRequestTarget('/moscow/events/?page=2')).toEqual({
      kind: 'redirect',
      location: '/moscow/events?page=2',
    });
    expect(checkRequestTarget('/blog/')).toEqual({ kind: 'redirect', location: '/blog' });
    expect(checkRequestTarget('//')).toEqual({ kind: 'redirect', location: '/' });
    expect(checkRequestTarget('/')).toMatchObject({ kind: 'ok', pathname: '/' });
    expect(checkRequestTarget('/?city=kazan')).toMatchObject({ kind: 'ok', search: '?city=kazan' });
  });

  it('sends a page path with capitals to the same path in lower case, the query as it is', () => {
    const redirects: [string, string][] = [
      ['/Blog', '/blog'],
      ['/ABOUT', '/about'],
      ['/Moscow', '/moscow'],
      ['/moscow/EVENTS?page=2&types=Concert', '/moscow/events?page=2&types=Concert'],
      ['/moscow/Places', '/moscow/places'],
      ['/moscow/Search?q=%D0%9A%D0%B8%D0%BD%D0%BE', '/moscow/search?q=%D0%9A%D0%B8%D0%BD%D0%BE'],
      // With the slashes' redirect: one answer, not two.
      ['/Moscow//Events/', '/moscow/events'],
      // An encoded capital is a capital; other escapes stay as sent (their hex digits are not letters of the path).
      ['/%4Doscow', '/moscow'],
      ['/%D0%91Log', '/%D0%91log'],
      ['/About.html', '/about.html'],
    ];
    for (const [target, location] of redirects) {
      expect({ target, check: checkRequestTarget(target) }).toEqual({
        target,
        check: { kind: 'redirect', location },
      });
    }
  });

  it('leaves a lower-case path, its escapes, and the names of files and subresources as they are', () => {
    expect(checkRequestTarget('/blog/%D0%91')).toMatchObject({ kind: 'ok', rawPathname: '/blog/%D0%91' });
    expect(checkRequestTarget('/moscow?q=ABC')).toMatchObject({ kind: 'ok', search: '?q=ABC' });
    for (const target of [
      '/static/js/Main.1a2b3c.js',
      '/Favicon.svg',
      '/static/media/Carpet',
      '/Sitemap.XML',
    ])
      expect(checkRequestTarget(target)).toMatchObject({ kind: 'ok', rawPathname: target });
  });
});
