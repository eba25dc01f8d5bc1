// What a request asks for, checked before anything looks at it: static files, pages and redirects all see the
// same decoded path, and nothing is decided on a path that a later decoding or normalisation would change.

/** A request target the server may act on, or how it is refused. */
export type TargetCheck =
  | {
      kind: 'ok';
      /** The path, percent-decoded: one leading slash, no empty, '.' or '..' segment, no backslash. */
      pathname: string;
      /** The path as it was sent (still encoded): what a page's URL is built from. */
      rawPathname: string;
      /** '?…' as sent, or ''. */
      search: string;
    }
  /** Not a path on this site (an absolute or authority form, '*'), or not decodable. */
  | { kind: 'bad-request' }
  /** A path no file and no page can have: dot segments, backslashes, encoded slashes. */
  | { kind: 'not-found' }
  /**
   * Repeated slashes or a trailing one: the same path with single slashes (never a protocol-relative address)
   * and none at the end, so that a page has one address ('/moscow/events/' is '/moscow/events').
   */
  | { kind: 'redirect'; location: string };

// Controls are never part of a path (a NUL ends strings in C, a CR/LF splits headers).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/**
 * Checks the request line's target. Only the origin form ('/path?query') is served: an absolute form
 * ('http://evil.example/moscow') or anything else is a bad request. A path is decoded once; one that decodes to a
 * dot segment or holds a backslash or an encoded slash names nothing here ('/static/..%2fserver/main.js',
 * '/static/%2e%2e/server/main.js', '/static/..\\server'), and repeated slashes ('//evil.example/moscow') and a
 * trailing one ('/moscow/') are sent to the path with single slashes and none at the end ('/evil.example/moscow').
 */
export function checkRequestTarget(target: string): TargetCheck {
  if (!target.startsWith('/')) return { kind: 'bad-request' };
  const withoutFragment = target.split('#', 1)[0] as string;
  const queryAt = withoutFragment.indexOf('?');
  const rawPathname = queryAt < 0 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const search = queryAt < 0 ? '' : withoutFragment.slice(queryAt);

  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return { kind: 'bad-request' };
  }
  if (CONTROL.test(pathname) || CONTROL.test(search)) return { kind: 'bad-request' };
  if (ENCODED_SEPARATOR.test(rawPathname) || pathname.includes('\\')) return { kind: 'not-found' };
  const segments = pathname.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..')) return { kind: 'not-found' };
  const canonical = rawPathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  if (canonical !== rawPathname) return { kind: 'redirect', location: canonical + search };
  return { kind: 'ok', pathname, rawPathname, search };
}
