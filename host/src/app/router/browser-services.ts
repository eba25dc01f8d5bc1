import { $accessToken, ACCESS_TOKEN_COOKIE, appScope, readCookie } from '@kaver/shared-contracts';
import { lookupRedirect } from '../../features/redirect-lookup/lookup-redirect';
import { loadPage } from '../../shared/federation/remotes';
import { enterPage } from './enter-page';
import type { LoadedPages } from './loaded-pages';
import type { RouterServices } from './page-loader';

/** How long a navigation waits for the next page's data before it shows the page with its loading states. */
const DATA_WAIT_MS = 2500;

/** The pages loaded in this browser tab; the route components render from here. */
export const browserPages: LoadedPages = new Map();

function scope() {
  const current = appScope();
  if (!current) throw new Error('The page scope is not registered');
  return current;
}

/** The loaders' services in the browser: the session's token, the API's lookup, the federation runtime. */
export const browserServices: RouterServices = {
  hasAccessToken: () => scope().getState($accessToken) !== null || readCookie(ACCESS_TOKEN_COOKIE) !== null,
  lookupRedirect: (path) => lookupRedirect(path),
  loadListings: () => import('@kaver/shared-contracts/listings'),
  enterPage: (page) =>
    enterPage(page, {
      scope: scope(),
      pages: browserPages,
      loadPage: (remote, expose) => loadPage(remote, expose),
      dataTimeoutMs: DATA_WAIT_MS,
    }),
};
