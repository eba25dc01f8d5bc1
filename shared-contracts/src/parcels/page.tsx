import type { EventCallable, Store } from 'effector';
import type { ComponentType } from 'react';
import type { ParcelConfig } from 'single-spa';
import type { PageParcelProps } from './props';

/**
 * What a remote exposes for one kind of page. The host renders `Component` in its own React tree, on the server
 * and in the browser, after it has run `started` in the request's (or the browser's) scope and awaited it: so the
 * first HTML holds the page's content, and the browser hydrates it without fetching again.
 */
export interface RemotePage {
  /** The page's view; reads its data from the scope's stores. */
  Component: ComponentType<PageParcelProps>;
  /** Loads what the page shows (and describes its head with pageMetaChanged) for a route and city. */
  started: EventCallable<PageParcelProps>;
  /**
   * Whether the page's own data is still on its way. A navigation in the browser waits for it (at most the host's
   * data wait) rather than for every effect under way in the tab's scope, which another app's effect (a location
   * prompt, a payment's recheck) can hold for seconds. Without it the host waits for the scope to settle.
   */
  $loading?: Store<boolean>;
  /** The build the module came from (the server names it in the HTML; the browser hydrates the same). */
  buildId: string;
}

/**
 * What an exposed page module exports: the page for the host, and a single-spa parcel of it for the standalone
 * harness (and any host that mounts parcels). The parcel is single-spa's loading function, so single-spa-react is
 * fetched only by whoever mounts it, never with a page the host renders itself.
 */
export interface RemotePageModule {
  page: RemotePage;
  default: ParcelConfig<PageParcelProps>;
}

/** A stable key of what a page shows, so a page starts again only when its route or city really changed. */
export function pageKey({ route, city }: PageParcelProps): string {
  return `${city.alias}|${route.name}|${route.path}|${new URLSearchParams(route.query).toString()}`;
}

/** Creates an exposed page: its view and start event for the host, and a parcel of it. */
export function createRemotePage({
  title,
  ...page
}: RemotePage & {
  /** What the visitor was about to see, for the parcel's error message ('Афиша'). */
  title: string;
}): RemotePageModule {
  return {
    page,
    default: () =>
      import('@kaver/shared-contracts/parcels').then(({ createPageParcel }) => createPageParcel(title, page)),
  };
}
