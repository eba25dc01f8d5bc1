/**
 * Whether an If-None-Match header (one tag, a list, or `*`) names `etag`, by weak comparison: what RFC 9110
 * 13.1.2 asks of a GET. The host's pages and the API's public answers both answer 304 by it.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
