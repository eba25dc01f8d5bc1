import type { ServerSettings } from './settings';

/**
 * Cache-Control of a rendered page. A visitor's own page (their favourites, premium state, profile) is private to
 * their browser; an anonymous one may be kept by a CDN for a short while and served stale while it refreshes.
 * It varies with the cookies: the city cookie chooses the city of pages without one in their address.
 */
export function htmlCacheHeaders({
  status,
  personal,
  settings,
}: {
  status: number;
  personal: boolean;
  settings: Pick<ServerSettings, 'sharedMaxAgeSeconds' | 'staleWhileRevalidateSeconds'>;
}): Record<string, string> {
  if (personal) return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
  if (status >= 500) return { 'Cache-Control': 'no-store' };
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${settings.sharedMaxAgeSeconds}, stale-while-revalidate=${settings.staleWhileRevalidateSeconds}`,
    Vary: 'Cookie',
  };
}
