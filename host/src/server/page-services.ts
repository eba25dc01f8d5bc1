import { apiClients, type RedirectRule } from '@kaver/shared-contracts';
import { createSingleFlight } from '@kaver/shared-contracts/cache';
import { enterPage } from '../app/router/enter-page';
import { REDIRECT_TIMEOUT_MS, type RedirectTarget, type RouterServices } from '../app/router/page-loader';
import { RemoteLoadError } from '../shared/federation/load-errors';
import { loadPage } from '../shared/federation/remotes';
import { requestContext } from './request-context';
import type { ServerSettings } from './settings';

const REDIRECT_TTL_MS = 60_000;
/** Paths whose lookup answer is kept: any path can be asked for, so the least recently asked go first. */
const REDIRECT_PATHS = 10_000;

function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A rule's target with the query the old address was asked with ('/msk?page=2' goes to '/moscow?page=2': paging
 * and filters live in the query), unless the target names its own query or is not on this site (an absolute
 * target: another site gets nothing of our addresses), or is the path itself (the loader does not follow it).
 */
export function withRequestQuery(rule: RedirectTarget, path: string, search: string): RedirectTarget {
  const { target } = rule;
  if (!search || target === path || !target.startsWith('/') || target.startsWith('//') || /[?#]/.test(target))
    return rule;
  return { ...rule, target: target + search };
}

/**
 * The loaders' services on the server: the /profile guard reads the `signed_in` cookie (no token is read or sent),
 * the redirect lookup is kept a minute per path (the rules are public and rarely change; at most REDIRECT_PATHS
 * paths) and its target keeps the request's query (withRequestQuery), and pages are entered in the request's
 * scope with the server's time limits.
 */
export function serverServices(settings: ServerSettings): RouterServices {
  const redirects = createSingleFlight<string, RedirectTarget | null>({
    max: REDIRECT_PATHS,
    ttlMs: REDIRECT_TTL_MS,
  });

  const lookupRedirect = (path: string, request: Request): Promise<RedirectTarget | null> =>
    redirects
      .get(path, () =>
        apiClients()
          .web.get<RedirectRule>('/redirects', { params: { path }, timeout: REDIRECT_TIMEOUT_MS })
          .then(({ data: { target, status } }) => (target ? { target, status } : null)),
      )
      .then((rule) => rule && withRequestQuery(rule, path, new URL(request.url).search))
      // No answer is no redirect; a failure is not kept, so the next request asks again.
      .catch(() => null);

  return {
    hasAccessToken: () => requestContext().signedIn,
    lookupRedirect,
    loadListings: () => import('@kaver/shared-contracts/listings'),
    enterPage: (page) => {
      const { scope, pages } = requestContext();
      return enterPage(page, {
        scope,
        pages,
        loadPage: (remote, expose) =>
          withTimeout(
            loadPage(remote, expose, []),
            settings.remoteTimeoutMs,
            () => new RemoteLoadError(remote, 'unreachable', new Error('timed out')),
          ),
        dataTimeoutMs: settings.dataTimeoutMs,
        settle: 'scope',
      });
    },
  };
}
