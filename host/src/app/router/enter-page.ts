import { $city, type RemoteName, type RemotePage } from '@kaver/shared-contracts';
import { allSettled, type Scope, scopeBind } from 'effector';
import { routeCityEntered } from '../../entities/city/model';
import { $pageError, pageEntered } from '../../entities/page/model';
import { RemoteLoadError } from '../../shared/federation/load-errors';
import { type LoadedPages, pageModuleKey } from './loaded-pages';
import { type PageEntry, type PageRouteData, pageError } from './page-loader';

export interface PageEnvironment {
  scope: Scope;
  pages: LoadedPages;
  loadPage: (remote: RemoteName, expose: string) => Promise<RemotePage>;
  /**
   * How long the page's data may take before the page renders anyway, with its loading states; the data keeps
   * arriving in the scope (in the browser, or, after a cut-off on the server, when the browser finishes the job).
   */
  dataTimeoutMs: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/**
 * Gets a page ready in a scope, the same way on the server and in the browser: the route's city becomes current,
 * the page's remote module is loaded, and its start event runs with the route and the city. A page whose own data
 * says it does not exist (an unknown slug) ends in the error page.
 */
export async function enterPage(page: PageRouteData, env: PageEnvironment): Promise<PageEntry> {
  const { scope } = env;
  // The last page's state reset and the route's city made current, at once: not waited on, since allSettled waits for
  // every effect under way in the scope (a login widget's 5 s timer, a payment's rechecks) and with no bound. Only
  // the page's own start below is waited on, for at most `dataTimeoutMs`.
  scopeBind(pageEntered, { scope })(page.route.path);
  if (page.city) scopeBind(routeCityEntered, { scope })(page.city);

  let loaded: RemotePage;
  try {
    loaded = await env.loadPage(page.remote, page.expose);
  } catch (error) {
    return { failure: error instanceof RemoteLoadError ? error.reason : 'unreachable' };
  }
  env.pages.set(pageModuleKey(page.remote, page.expose), loaded);

  const city = page.city ?? scope.getState($city);
  const started = allSettled(loaded.started, {
    scope,
    params: { route: page.route, city, routeCity: page.city },
  }).then(() => true);
  const complete = await Promise.race([started, wait(env.dataTimeoutMs).then(() => false)]);
  const error = scope.getState($pageError);
  if (error) pageError(error);
  return { buildId: loaded.buildId, complete };
}
