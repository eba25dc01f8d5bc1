// schema.org structured data for the host's <head> (SPEC.md 2.4): BreadcrumbList and ItemList on this site's origin.
// An event's and a place's own (Event, Place) are in json-ld-entities.ts: only their pages load them.
import {
  breadcrumbsJsonLd as breadcrumbsOn,
  type Crumb,
  HOME_CRUMB,
  itemListJsonLd as itemListOn,
} from '@kaver/shared-contracts/json-ld';
import { siteOrigin } from './site';

export { type Crumb, HOME_CRUMB };

/** The contracts' BreadcrumbList (the other remotes build theirs with it too) on this site's origin. */
export function breadcrumbsJsonLd(crumbs: readonly Crumb[]) {
  return breadcrumbsOn(crumbs, siteOrigin());
}

/** The contracts' ItemList on this site's origin. */
export function itemListJsonLd(items: readonly { title: string; path: string }[]) {
  return itemListOn(items, siteOrigin());
}
