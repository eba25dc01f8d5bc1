// What a request asks for, checked before anything looks at it: static files, pages and redirects all see the
// same decoded path, and nothing is decided on a path that a later decoding or normalisation would change.

import { isSubresourcePath } from './subresource-path';

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
   * and none at the end, so that a page has one address ('/moscow/events/' is '/moscow/events'); a page's path
   * with capitals: the same in lower case ('/Moscow/EVENTS' is '/moscow/events'). The query is kept.
   */
  | { kind: 'redirect'; location: string };

// Controls are never part of a path (a NUL ends strings in C, a CR/LF splits headers).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
const ENCODED_SEPARATOR = /%(2f|5c)/i;
/** A capital Latin letter, or any percent-encoded byte (which may encode one: '%41' is 'A'). */
const CAPITAL_OR_ESCAPE = /[A-Z]|%[0-9A-Fa-f]{2}/g;

/**
 * The path with every capital Latin letter in lower case, an encoded one ('%4D') too, and every other escape as
 * sent. A page's address is lower case: city aliases and the slugs of SPEC.md 2.1 are lowercase Latin, and the
 * router matches paths whatever their case, so '/Moscow/EVENTS' would be the same page at a second address.
 */
function lowerCaseLetters(rawPathname: string): string {
  return rawPathname.replace(CAPITAL_OR_ESCAPE, (match) => {
    if (match.length === 1) return match.toLowerCase();
    const byte = Number.parseInt(match.slice(1), 16);
    return byte >= 0x41 && byte <= 0x5a ? String.fromCharCode(byte + 0x20) : match;
  });
}

/**
 * Checks the request line's target. Only the origin form ('/path?query') is served: an absolute form
 * ('http://evil.example/moscow') or anything else is a bad request. A path is decoded once; one that decodes to a
 * dot segment or holds a backslash or an encoded slash names nothing here ('/static/..%2fserver/main.js',
 * '/static/%2e%2e/server/main.js', '/static/..\\server'), and repeated slashes ('//evil.example/moscow') and a
 * trailing one ('/moscow/') are sent to the path with single slashes and none at the end ('/evil.example/moscow'),
 * capitals in a page's path to lower case ('/Blog' to '/blog'; never a file's or a subresource's path, whose
 * names are the build's: subresource-path.ts).
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
  const singleSlashes = rawPathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  const canonical =
    /[A-Z]/.test(pathname) && !isSubresourcePath(decodeURIComponent(singleSlashes))
      ? lowerCaseLetters(singleSlashes)
      : singleSlashes;
  if (canonical !== rawPathname) return { kind: 'redirect', location: canonical + search };
  return { kind: 'ok', pathname, rawPathname, search };
}
