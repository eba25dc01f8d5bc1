import { matchPath } from 'react-router-dom';
import { ROUTES } from '../app/routes';
import type { ServerSettings } from './settings';

/**
 * Who may keep a page's answer:
 * - `public`: the same for every visitor of the URL: a CDN may keep it, and so may the server's page cache;
 * - `private`: for one visitor (a page behind the /profile guard, a sign-in or purchase returning with its code):
 *   kept by nobody;
 * - `incomplete`: public, but rendered without all of its data (cut off by SSR_DATA_TIMEOUT_MS, an API call that
 *   failed, a part that failed to render, a remote that did not load): the browser finishes it, and nobody keeps
 *   it, so that the next visitor gets a whole page;
 * - `failed`: a server error: kept by nobody.
 */
export type PageSharing = 'public' | 'private' | 'incomplete' | 'failed';

/** Query parameters of a flow in progress: a social sign-in's return (its code), the sign-in before a purchase. */
const FLOW_PARAMETERS = ['redirect', 'code', 'state', 'device_id'];

const GUARDED_PATHS = ROUTES.filter((route) => route.requiresToken).map((route) => route.path);

/** Whether the answer for this address is one visitor's own, whatever it turns out to be. */
export function isPrivateAddress(url: URL): boolean {
  return (
    GUARDED_PATHS.some((path) => matchPath(path, url.pathname) !== null) ||
    FLOW_PARAMETERS.some((name) => url.searchParams.has(name))
  );
}

/**
 * Cache-Control and Vary of a rendered page or redirect. Vary names what changes the HTML besides the URL:
 * - `cookie` on a page without a city in its address (`/`, `/about`, `/blog`, a 404): the `city` cookie chooses the
 *   city it shows (SPEC.md 4); a page with a city in its address never reads the cookie;
 * - `user-agent` on error pages: crawlers get a bare noindex page instead of the error screen (SPEC.md 2.3).
 */
export function pageCacheHeaders({
  sharing,
  status,
  variesWithCityCookie,
  settings,
}: {
  sharing: PageSharing;
  status: number;
  variesWithCityCookie: boolean;
  settings: Pick<ServerSettings, 'sharedMaxAgeSeconds' | 'staleWhileRevalidateSeconds'>;
}): Record<string, string> {
  if (sharing === 'private') return { 'Cache-Control': 'private, no-store' };
  if (sharing !== 'public' || status >= 500) return { 'Cache-Control': 'no-store' };
  // Lower case, as @fastify/compress and @fastify/static write it (they add theirs unless they find it).
  const vary = [
    ...(variesWithCityCookie ? ['cookie'] : []),
    ...(status >= 400 ? ['user-agent'] : []),
    'accept-encoding',
  ];
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${settings.sharedMaxAgeSeconds}, stale-while-revalidate=${settings.staleWhileRevalidateSeconds}`,
    Vary: vary.join(', '),
  };
}
