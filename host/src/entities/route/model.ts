import {
  $accessToken,
  $location,
  ACCESS_TOKEN_COOKIE,
  locationChanged,
  navigationRequested,
  type PageError,
  pageErrorRaised,
  readCookie,
} from '@kaver/shared-contracts';
import type { ListingsModule } from '@kaver/shared-contracts/listings';
import { createEffect, createStore, sample } from 'effector';
import { type Resolution, resolveRoute } from './resolve-route';

/** The listings entry, fetched the first time a route needs it (listing pages, the types redirect). */
export const loadListingsFx = createEffect(() => import('@kaver/shared-contracts/listings'));
export const $listings = createStore<ListingsModule | null>(null, { serialize: 'ignore' }).on(
  loadListingsFx.doneData,
  (_, listings) => listings,
);

/** What the current location resolves to; null before the router has started. */
export const $resolution = createStore<Resolution | null>(null, { serialize: 'ignore' });

sample({
  clock: [locationChanged, $accessToken.updates, $listings.updates],
  source: { location: $location, token: $accessToken, listings: $listings },
  fn: ({ location, token, listings }) =>
    resolveRoute(location, {
      hasAccessToken: token !== null || readCookie(ACCESS_TOKEN_COOKIE) !== null,
      listings,
    }),
  target: $resolution,
});

sample({
  clock: $resolution.updates,
  filter: (resolution) => resolution?.kind === 'needs-listings' && !loadListingsFx.pending.getState(),
  target: loadListingsFx,
});

sample({
  clock: $resolution.updates,
  filter: (resolution) => resolution?.kind === 'redirect',
  fn: (resolution) => ({ to: (resolution as Extract<Resolution, { kind: 'redirect' }>).to, replace: true }),
  target: navigationRequested,
});

/** The error page to show: a guard's 404, or an error a page raised about its own data (unknown slug). */
export const $pageError = createStore<PageError | null>(null)
  .on($resolution.updates, (_, resolution) => (resolution?.kind === 'error' ? resolution.error : null))
  .on(pageErrorRaised, (_, error) => error);

export const $page = $resolution.map((resolution) => (resolution?.kind === 'page' ? resolution : null));
