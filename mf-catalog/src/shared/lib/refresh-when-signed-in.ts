import { $isAuthenticated } from '@kaver/shared-contracts';
import { createEffect, sample } from 'effector';
import type { Resource } from './create-resource';

/**
 * A page's public data asked for again once a visitor's session has come (the public page is the same for everyone:
 * their own favourite count, a subscriber's secret place). The answer replaces what is shown, quietly: the page
 * stays as it is while it loads, and a failed answer leaves it as it was (the public data is still right), rather
 * than a skeleton or an error box where the page was. `refreshed` tells what replaced it (a head that depends on
 * it is sent again).
 */
export function refreshWhenSignedIn<Params, Data>(
  resource: Resource<Params, Data>,
  load: (params: Params) => Promise<Data>,
) {
  const refreshFx = createEffect(load);
  sample({
    clock: $isAuthenticated.updates,
    source: { data: resource.$data, params: resource.$params },
    filter: ({ data, params }, signedIn) => signedIn && data !== null && params !== null,
    fn: ({ params }) => params as Params,
    target: refreshFx,
  });
  // Only for the params still shown: a page left meanwhile keeps the data of the page it went to.
  const refreshed = sample({
    clock: refreshFx.done,
    source: resource.$params,
    filter: (shown, { params }) => shown === params,
    fn: (_, { params, result }) => ({ params, data: result }),
  });
  sample({ clock: refreshed, fn: ({ data }) => data, target: resource.$data });
  return { refreshFx, refreshed };
}
