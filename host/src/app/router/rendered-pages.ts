import { $city, findCityByAlias } from '@kaver/shared-contracts';
import { allSettled, type Scope } from 'effector';
import { routeCityEntered } from '../../entities/city/model';
import { loadPage } from '../../shared/federation/remotes';
import type { RenderedPage } from '../rendered-page';
import { browserPages } from './browser-services';
import { pageModuleKey } from './loaded-pages';
import type { PageRouteData } from './page-loader';

function renderedPages(rendered: RenderedPage): PageRouteData[] {
  return Object.values(rendered.router.loaderData).filter(
    (data): data is PageRouteData =>
      typeof data === 'object' && data !== null && 'remote' in data && 'route' in data,
  );
}

/**
 * Loads the page modules the server rendered with, before the first render. Answers false when one cannot be
 * hydrated as rendered (its remote was redeployed since, or does not load here): the page is then rendered anew.
 */
export async function loadRenderedPages(rendered: RenderedPage): Promise<boolean> {
  const outcomes = await Promise.all(
    renderedPages(rendered)
      .filter((data) => !data.failure)
      .map(async (data) => {
        try {
          const page = await loadPage(data.remote, data.expose);
          browserPages.set(pageModuleKey(data.remote, data.expose), page);
          return !data.buildId || page.buildId === data.buildId;
        } catch {
          return false;
        }
      }),
  );
  return outcomes.every(Boolean);
}

/**
 * As hydration begins: the route's city goes into the cookie, and the page starts again in the browser's scope,
 * which loads only what the server did not have in time (its data arrives where the server left loading states).
 * Every start is launched before this returns (effector's allSettled launches at once), so what a start resets
 * (a confirmation left open, say) is reset before the first click reaches the page, not after it.
 */
export function finishRenderedPage(rendered: RenderedPage, scope: Scope): Promise<void> {
  const settled: Promise<unknown>[] = [];
  for (const data of renderedPages(rendered)) {
    const city = findCityByAlias(data.cityAlias);
    if (city) settled.push(allSettled(routeCityEntered, { scope, params: city }));
    const page = browserPages.get(pageModuleKey(data.remote, data.expose));
    if (!page || data.failure) continue;
    settled.push(
      allSettled(page.started, {
        scope,
        params: { route: data.route, city: city ?? scope.getState($city) },
      }),
    );
  }
  return Promise.all(settled).then(() => undefined);
}
