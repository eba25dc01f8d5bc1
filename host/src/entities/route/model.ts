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
import { createStore, sample } from 'effector';
import { type Resolution, resolveRoute } from './resolve-route';

/** What the current location resolves to; null before the router has started. */
export const $resolution = createStore<Resolution | null>(null, { serialize: 'ignore' });

sample({
  clock: [locationChanged, $accessToken.updates],
  source: { location: $location, token: $accessToken },
  fn: ({ location, token }) =>
    resolveRoute(location, { hasAccessToken: token !== null || readCookie(ACCESS_TOKEN_COOKIE) !== null }),
  target: $resolution,
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
