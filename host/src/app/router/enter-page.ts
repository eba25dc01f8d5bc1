import { $city, type PageParcelProps, type RemoteName, type RemotePage } from '@kaver/shared-contracts';
import { allSettled, createWatch, type Scope, type Store, scopeBind } from 'effector';
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
  /**
   * What the page's start is waited on: the page's own data when the page says when that is there (RemotePage's
   * $loading; the browser, where other apps' effects run in the same scope), else every effect in the scope (the
   * server, whose scope is the request's).
   */
  settle: 'page' | 'scope';
}

/**
 * Resolves once the store holds false in the scope, and still does once the effector run that set it is over: a
 * load chained on another's answer (an event's similar events) starts in the same run.
 */
const whenFalse = (scope: Scope, $flag: Store<boolean>) =>
  new Promise<void>((resolve) => {
    if (!scope.getState($flag)) {
      resolve();
      return;
    }
    const stop = createWatch({
      unit: $flag,
      scope,
      fn: (flag) => {
        if (flag) return;
        queueMicrotask(() => {
          if (scope.getState($flag)) return;
          stop();
          resolve();
        });
      },
    });
  });

/** Runs the page's start; resolves when it counts as done (PageEnvironment's `settle`). */
function startPage(loaded: RemotePage, params: PageParcelProps, { scope, settle }: PageEnvironment) {
  if (settle === 'scope' || !loaded.$loading) return allSettled(loaded.started, { scope, params });
  scopeBind(loaded.started, { scope })(params);
  return whenFalse(scope, loaded.$loading);
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
  // the page's own start below is waited on (`settle`), for at most `dataTimeoutMs`.
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
  const started = startPage(loaded, { route: page.route, city, routeCity: page.city }, env).then(() => true);
  const complete = await Promise.race([started, wait(env.dataTimeoutMs).then(() => false)]);
  const error = scope.getState($pageError);
  if (error) pageError(error);
  return { buildId: loaded.buildId, complete };
}
