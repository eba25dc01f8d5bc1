/** Names of the host's routes (SPEC.md 2.1). Which of them take a city is the host's route table's to say. */
export const ROUTE_NAMES = [
  'home',
  'about',
  'community',
  'moodboard',
  'blog',
  'events-bot',
  'playground',
  'profile',
  'subscription',
  'blog-article',
  'blog-city-weekend',
  'guide',
  'suggestion',
  'account-deleting',
  'documents',
  'document',
  'city',
  'city-search',
  'city-blog',
  'city-events',
  'city-places',
  'city-event',
  'city-place',
  'city-listing',
  'city-listing-category',
  'city-listing-category-time',
  'city-listing-time',
  'city-list',
  'city-list-time',
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

/** What the host passes to a page parcel: the matched route, never the host's router itself. */
export interface RouteMatch {
  name: RouteName;
  /** The path as requested, e.g. /moscow/events */
  path: string;
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
}

/** Time values accepted in listing and list routes: the time presets (today, tomorrow, weekend). */
export { isTimePreset as isRouteTime } from '../time/preset-names';
