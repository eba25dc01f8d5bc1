import {
  findDocument,
  findEventTypeById,
  isRouteTime,
  type RemoteModules,
  type RouteName,
} from '@kaver/shared-contracts';
import type { ListingsModule } from '@kaver/shared-contracts/listings';

type Params = Readonly<Record<string, string>>;

/** Data a validation hook may need; listings load on demand (only routes with `needsListings` get them). */
export interface RouteData {
  listings: ListingsModule | null;
}

interface RouteTarget<R extends keyof RemoteModules> {
  remote: R;
  expose: keyof RemoteModules[R] & string;
}

export type RouteDefinition = {
  name: RouteName;
  /**
   * Whether the route takes a city (its ':city' segment): a required city is resolved once, by the loader; an
   * unknown or missing alias gives 404 'City Not Found' (SPEC.md 5). A refined route says its own.
   */
  city: 'required' | 'none';
  /** react-router path pattern: ':param' segments. */
  path: string;
  layout?: 'default' | 'moodboard';
  transition?: 'rotate';
  /** Visitors without an access token are sent to / (SPEC.md 2.1). */
  requiresToken?: boolean;
  /** The validation hook needs the listings entry, which the host loads before resolving the route. */
  needsListings?: boolean;
  /** Route validation hook: false gives 404 'Page Not Found: {path}' (SPEC.md 5). */
  validate?: (params: Params, data: RouteData) => boolean;
  /**
   * A route whose path cannot tell it from another one: '/blog/{city}-weekend' shares '/blog/:slug' with articles
   * (a router segment is one parameter or one literal). Answers the route it really is, with its own params.
   */
  refine?: (params: Params) => { name: RouteName; params: Params; city?: 'required' | 'none' } | null;
} & (
  | RouteTarget<'mf_catalog'>
  | RouteTarget<'mf_auth'>
  | RouteTarget<'mf_dating_subscription'>
  | RouteTarget<'mf_onboarding'>
);

/**
 * The route's listing exists, is offered in its city and offers the route's category, if it names one, as the
 * listing page's chips do (mf-catalog's `listingCategories`): one of its event types (its filter's categories, else
 * its types) or its filter's kind of places. Checked against the listings the route loads anyway, so that another
 * category is a 404 before the page's remote is loaded. (The rule is not a shared export: a remote using a new
 * export of a shared entry would break under a host that has loaded the entry's older copy.)
 */
function listingOffers({ city, slug, category }: Params, { listings }: RouteData): boolean {
  const listing = listings?.findListing(slug);
  if (!listing?.cities.includes(city ?? '')) return false;
  const { categories = listing.types, placeCategory } = listing.filters;
  return (
    !category ||
    category === placeCategory ||
    categories.some((id) => findEventTypeById(id)?.slug === category)
  );
}

const catalog = 'mf_catalog' as const;

/**
 * Every route of SPEC.md 2.1 (react-router ranks static segments above parameters, so '/about' is never read as a
 * city). A route that says `city: 'required'` is guarded: an unknown or missing city alias gives 404 'City Not
 * Found'.
 */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'home', path: '/', city: 'none', remote: catalog, expose: './home-page' },
  { name: 'about', path: '/about', city: 'none', remote: catalog, expose: './info-page' },
  {
    name: 'community',
    path: '/community',
    city: 'none',
    remote: 'mf_dating_subscription',
    expose: './community-page',
  },
  {
    name: 'moodboard',
    path: '/moodboard',
    city: 'none',
    remote: catalog,
    expose: './moodboard-page',
    layout: 'moodboard',
  },
  { name: 'blog', path: '/blog', city: 'none', remote: catalog, expose: './blog-page' },
  { name: 'events-bot', path: '/events-bot', city: 'none', remote: catalog, expose: './info-page' },
  { name: 'playground', path: '/playground', city: 'none', remote: catalog, expose: './info-page' },
  {
    name: 'profile',
    path: '/profile',
    city: 'none',
    remote: 'mf_auth',
    expose: './profile-page',
    requiresToken: true,
  },
  {
    name: 'subscription',
    path: '/subscription',
    city: 'none',
    remote: 'mf_dating_subscription',
    expose: './subscription-page',
  },
  {
    name: 'blog-article',
    path: '/blog/:slug',
    city: 'none',
    remote: catalog,
    expose: './article-page',
    refine: ({ slug }) => {
      const weekend = /^(.+)-weekend$/.exec(slug ?? '');
      return weekend
        ? { name: 'blog-city-weekend', params: { city: weekend[1] as string }, city: 'required' }
        : null;
    },
  },
  { name: 'guide', path: '/guides/:slug', city: 'none', remote: catalog, expose: './guide-page' },
  {
    name: 'suggestion',
    path: '/suggestions/:id',
    city: 'none',
    remote: catalog,
    expose: './suggestion-page',
    validate: ({ id }) => /^\d+$/.test(id ?? ''),
  },
  {
    name: 'account-deleting',
    path: '/services/account-deleting',
    city: 'none',
    remote: 'mf_auth',
    expose: './account-deleting-page',
  },
  { name: 'documents', path: '/documents', city: 'none', remote: catalog, expose: './documents-page' },
  {
    name: 'document',
    path: '/documents/:document',
    city: 'none',
    remote: catalog,
    expose: './documents-page',
    validate: ({ document }) => Boolean(findDocument(document)),
  },
  { name: 'city', path: '/:city', city: 'required', remote: catalog, expose: './city-page' },
  { name: 'city-search', path: '/:city/search', city: 'required', remote: catalog, expose: './search-page' },
  { name: 'city-blog', path: '/:city/blog', city: 'required', remote: catalog, expose: './blog-page' },
  { name: 'city-events', path: '/:city/events', city: 'required', remote: catalog, expose: './events-page' },
  { name: 'city-places', path: '/:city/places', city: 'required', remote: catalog, expose: './places-page' },
  {
    name: 'city-event',
    path: '/:city/events/:slug',
    city: 'required',
    remote: catalog,
    expose: './event-page',
    transition: 'rotate',
  },
  {
    name: 'city-place',
    path: '/:city/places/:slug',
    city: 'required',
    remote: catalog,
    expose: './place-page',
  },
  {
    name: 'city-listing',
    path: '/:city/events/listings/:slug',
    city: 'required',
    remote: catalog,
    expose: './listing-page',
    needsListings: true,
    validate: listingOffers,
  },
  {
    name: 'city-listing-category',
    path: '/:city/events/listings/:slug/:category',
    city: 'required',
    remote: catalog,
    expose: './listing-page',
    needsListings: true,
    // SPEC.md 2.1: a listing, optionally a category, then optionally a time; a time right after the listing is
    // '/{slug}/{time}' (no event type or place category is named today, tomorrow or weekend: a test checks it).
    refine: ({ city, slug, category }) =>
      isRouteTime(category)
        ? { name: 'city-listing-time', params: { city: city ?? '', slug: slug ?? '', time: category } }
        : null,
    // Refined, it names a time (the refinement checked it) and no category.
    validate: listingOffers,
  },
  {
    name: 'city-listing-category-time',
    path: '/:city/events/listings/:slug/:category/:time',
    city: 'required',
    remote: catalog,
    expose: './listing-page',
    needsListings: true,
    validate: (params, data) => listingOffers(params, data) && isRouteTime(params.time),
  },
  {
    name: 'city-list',
    path: '/:city/events/lists/:slug',
    city: 'required',
    remote: catalog,
    expose: './listing-page',
  },
  {
    name: 'city-list-time',
    path: '/:city/events/lists/:slug/:time',
    city: 'required',
    remote: catalog,
    expose: './listing-page',
    validate: ({ time }) => isRouteTime(time),
  },
];
