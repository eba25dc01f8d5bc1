import { $session, appScope, hasSessionCookie } from '@kaver/shared-contracts';
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

/**
 * The loaders' services in the browser: whether there is a session (a user loaded or loading, or the API's
 * `signed_in` cookie: the tokens themselves are HttpOnly), the API's lookup, the federation runtime.
 */
export const browserServices: RouterServices = {
  hasAccessToken: () => scope().getState($session).status !== 'anonymous' || hasSessionCookie(),
  lookupRedirect: (path) => lookupRedirect(path),
  loadListings: () => import('@kaver/shared-contracts/listings'),
  enterPage: (page) =>
    enterPage(page, {
      scope: scope(),
      pages: browserPages,
      loadPage: (remote, expose) => loadPage(remote, expose),
      dataTimeoutMs: DATA_WAIT_MS,
      settle: 'page',
    }),
};
