import { type AppLocation, locationChanged, navigationRequested } from '@kaver/shared-contracts';
import { createEffect, type Scope, sample, scopeBind } from 'effector';
import type { createBrowserRouter } from 'react-router-dom';
import { $fullReloadPredicate } from '../../features/build-reload/model';
import { interceptLinkClicks } from '../../shared/lib/intercept-links';
import { pageLeft } from '../../widgets/modal-outlet/model';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

let activeRouter: BrowserRouter | null = null;

const toAppLocation = ({ pathname, search, hash }: AppLocation): AppLocation => ({ pathname, search, hash });

/**
 * Performs the bus's navigation requests with the router: a new deploy makes the next one a full page load
 * (SPEC.md 4 'New build detection').
 */
export const navigateFx = createEffect(
  ({ to, replace, fullReload }: { to: string; replace?: boolean; fullReload: (to: string) => boolean }) => {
    if (fullReload(to)) window.location.assign(to);
    else void activeRouter?.navigate(to, { replace });
  },
);

sample({
  clock: navigationRequested,
  source: $fullReloadPredicate,
  fn: (fullReload, { to, replace }) => ({ to, replace, fullReload }),
  target: navigateFx,
});

/**
 * Joins the browser router to the bus in the page's scope: every new location is published as `locationChanged`
 * (remotes read `$location`), and clicks on same-origin links anywhere on the page (host or remote) navigate in
 * place.
 */
export function connectRouter(router: BrowserRouter, scope: Scope): () => void {
  activeRouter = router;
  const publish = scopeBind(locationChanged, { scope });
  const navigate = scopeBind(navigationRequested, { scope });
  const leave = scopeBind(pageLeft, { scope });
  let current = router.state.location;
  publish(toAppLocation(current));
  const unsubscribe = router.subscribe((state) => {
    if (state.location === current) return;
    current = state.location;
    publish(toAppLocation(current));
    // A replace is a page or a modal fixing its own address (a sign-in's ?redirect= cleanup): no page was left.
    if (state.historyAction !== 'REPLACE') leave();
  });
  const stopIntercepting = interceptLinkClicks((to) => navigate({ to }));
  return () => {
    unsubscribe();
    stopIntercepting();
    activeRouter = null;
  };
}
