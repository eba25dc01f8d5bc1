import { type AppLocation, locationChanged, navigationRequested } from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { interceptLinkClicks } from './intercept-links';

export function readWindowLocation(): AppLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** Started once by the bootstrap: reads the address bar and listens to back/forward and link clicks. */
export const routerStarted = createEvent<void>();

/** Set by the build-reload feature: when true, the next navigation loads the page from the server. */
export const $fullReloadPredicate = createStore<(to: string) => boolean>(() => false, {
  serialize: 'ignore',
});

const startFx = createEffect(() => {
  window.addEventListener('popstate', () => locationChanged(readWindowLocation()));
  interceptLinkClicks((to) => navigationRequested({ to }));
  return readWindowLocation();
});

export const navigateFx = createEffect(
  ({ to, replace, fullReload }: { to: string; replace?: boolean; fullReload: (to: string) => boolean }) => {
    if (fullReload(to)) {
      window.location.assign(to);
      return null;
    }
    const current = readWindowLocation();
    if (current.pathname + current.search + current.hash === to) return null;
    if (replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    const next = readWindowLocation();
    if (!next.hash && !replace) window.scrollTo({ top: 0 });
    return next;
  },
);

sample({ clock: routerStarted, target: startFx });
sample({ clock: startFx.doneData, target: locationChanged });
sample({
  clock: navigationRequested,
  source: $fullReloadPredicate,
  fn: (fullReload, { to, replace }) => ({ to, replace, fullReload }),
  target: navigateFx,
});
sample({
  clock: navigateFx.doneData,
  filter: (location): location is AppLocation => location !== null,
  target: locationChanged,
});
