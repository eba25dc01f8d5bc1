import type { City, Collection, Page, PageParcelProps } from '@kaver/shared-contracts';
import { listingEventQuery } from '@kaver/shared-contracts/listing-query';
import { resolveListing } from '@kaver/shared-contracts/listings';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { timePresetRange } from '@kaver/shared-contracts/time';
import { createEvent, sample } from 'effector';
import { type EventCardData, eventPath, toEventCards } from '../../entities/event';
import { toPlaceCards } from '../../entities/place';
import { fetchCollection } from '../../shared/api/content';
import { fetchEvents } from '../../shared/api/events';
import { fetchPlaces } from '../../shared/api/places';
import { createResource } from '../../shared/lib/create-resource';
import { breadcrumbsJsonLd, type Crumb, HOME_CRUMB, itemListJsonLd } from '../../shared/lib/json-ld';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { pageSaying, raiseNotFoundOn } from '../../shared/lib/page-said';
import { cityRobots, pastLastPageRobots } from '../../shared/lib/robots';
import { readPage } from '../../shared/lib/route-query';
import { brandName } from '../../shared/lib/site';
import { type ListingRoute, resolveListingRoute } from './resolve';
import { listingArticleSlugs, themedArticles } from './themed-articles';

/** How a time preset reads after a title: 'Концерты в Москве на выходных'. */
export const TIME_PHRASES = { today: 'сегодня', tomorrow: 'завтра', weekend: 'на выходных' } as const;

export interface ListingPageParams {
  city: City;
  route: ListingRoute;
  page: number;
  path: string;
}

export interface ListingData {
  events: Page<EventCardData>;
  collection: Collection | null;
}

async function loadListing({ city, route, page }: ListingPageParams): Promise<ListingData> {
  if (route.kind === 'collection') {
    const collection = await fetchCollection(city.alias, route.slug);
    const range = route.time && timePresetRange(route.time, { timeZone: city.timezone });
    const events = await toEventCards(
      fetchEvents({
        city: city.alias,
        page,
        idCollection: [collection.id],
        ...(range && { dateStart: range.start, dateEnd: range.end }),
      }),
    );
    return { events, collection };
  }
  const query = listingEventQuery(route.listing, {
    timeZone: city.timezone,
    ...(route.time && { time: route.time }),
  });
  const category = route.category;
  const events = await toEventCards(
    fetchEvents({
      city: city.alias,
      page,
      ...query,
      ...(category?.kind === 'type' && { categories: [category.id] }),
      ...(category?.kind === 'place' && { placeCategory: category.slug }),
    }),
  );
  return { events, collection: null };
}

/** A listing or list route is entered: what it shows is resolved from the route, the page from ?page=N. */
export const listingStarted = createEvent<PageParcelProps>();
/** What the page tells the host: its head, its failure (named with its path). */
const host = pageSaying(listingStarted);

/** What a listing route asks the model for; null for a category or time the listing does not offer. */
export function listingParams({ city, route }: PageParcelProps): ListingPageParams | null {
  const resolved = resolveListingRoute(route, city);
  return resolved && { city, route: resolved, page: readPage(route.query.page), path: route.path };
}

const routeRead = sample({
  clock: listingStarted,
  fn: (props) => ({ path: props.route.path, params: listingParams(props) }),
});
sample({
  clock: routeRead,
  filter: ({ params }) => params === null,
  fn: ({ path }) => ({ statusCode: 404, message: `Page Not Found: ${path}` }),
  target: host.error,
});
const listingPageOpened = routeRead.filterMap(({ params }) => params ?? undefined);
export const listing = createResource(loadListing);
/** The places beside a listing whose filter names a kind of place (or whose category is one). */
export const listingPlaces = createResource(({ city, category }: { city: City; category: string }) =>
  toPlaceCards(fetchPlaces({ city: city.alias, category, perPage: 10 })),
);

// A listing's head is sent on entry, before its data (which may be here already), so that its title stays when the
// API fails; a collection's waits for its data.
sample({
  clock: listingPageOpened,
  filter: ({ route }) => route.kind === 'listing',
  fn: (params) => listingMeta(params),
  target: host.meta,
});
sample({ clock: listingPageOpened, target: listing.load });
raiseNotFoundOn(listing.failed, host.error);
const showsPlaces = ({ route }: ListingPageParams) =>
  route.kind === 'listing' &&
  Boolean(route.category?.kind === 'place' || route.listing.filters.placeCategory);

sample({ clock: listingPageOpened, filter: (params) => !showsPlaces(params), target: listingPlaces.reset });
sample({
  clock: listingPageOpened,
  filter: showsPlaces,
  fn: ({ city, route }) => {
    const { listing: definition, category } = route as Extract<ListingRoute, { kind: 'listing' }>;
    return { city, category: category?.kind === 'place' ? category.slug : definition.filters.placeCategory! };
  },
  target: listingPlaces.load,
});

// The holiday articles load beside the events, so the server's HTML has their links; other pages drop the last ones.
const articlesFor = listingPageOpened.map(listingArticleSlugs);
sample({ clock: articlesFor, filter: (slugs) => slugs.length === 0, target: themedArticles.reset });
sample({ clock: articlesFor, filter: (slugs) => slugs.length > 0, target: themedArticles.load });

/** Главная / the city / Афиша / the listing: the page's breadcrumbs and its BreadcrumbList. */
export function listingCrumbs(city: City, title: string, path: string): Crumb[] {
  return [
    HOME_CRUMB,
    { title: city.title, path: `/${city.alias}` },
    { title: 'Афиша', path: `/${city.alias}/events` },
    { title, path },
  ];
}

/** A name inside a phrase: its first letter small, unless it is an abbreviation ('DJ-сеты'). */
function midPhrase(name: string): string {
  return /^\p{Lu}{2}/u.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * A listing narrowed to a category and a time, named from its page title: 'Концерты в Москве на выходных',
 * 'Хеллоуин в Москве: вечеринки', 'Ночная жизнь в Москве: DJ-сеты сегодня'.
 */
function variantHeading(titleForPage: string, category: string | null, time: string | null): string {
  const narrowed = category ? `${titleForPage}: ${midPhrase(category)}` : titleForPage;
  return time ? `${narrowed} ${time}` : narrowed;
}

/**
 * Whether the route's category is the listing itself (the concerts of «Концерты»): its page is the listing's own
 * under another path ('/concerts/concerts/weekend' is '/concerts/weekend'), with its name and canonical link.
 */
function isListingItself(route: ListingRoute, city: City): boolean {
  if (route.kind !== 'listing' || !route.category) return false;
  return route.category.title.toLowerCase() === resolveListing(route.listing, city).title.toLowerCase();
}

/** A title with the site's name after it, as every page's; a template that ends with the name keeps its own. */
function branded(title: string): string {
  const brand = brandName();
  return title.endsWith(brand) ? title : `${title} | ${brand}`;
}

/**
 * Headline texts of the page for the current route. A listing's own page has its templates' texts (SPEC.md 2.1);
 * a category or a time makes another page, whose heading, SEO title and description name it (search engines show
 * each its own), its description leading with that name before the listing's.
 */
export function listingTexts(city: City, route: ListingRoute, collection: Collection | null) {
  const time = route.time ? TIME_PHRASES[route.time] : null;
  if (route.kind === 'collection') {
    const title = collection?.title ?? '';
    const description = collection?.description ?? '';
    const named = `${title} ${inCityPhrase(city)}${time ? ` ${time}` : ''}`;
    return {
      title: time ? `${title}: ${time}` : title,
      lead: description,
      seoTitle: branded(named),
      seoDescription: time ? [`${named}.`, description].filter(Boolean).join(' ') : description,
    };
  }
  const texts = resolveListing(route.listing, city);
  const category = isListingItself(route, city) ? null : (route.category?.title ?? null);
  if (!category && !time) {
    return {
      title: texts.titleForPage,
      lead: texts.seoDescription,
      seoTitle: branded(texts.seoTitle),
      seoDescription: texts.seoDescription,
    };
  }
  const heading = variantHeading(texts.titleForPage, category, time);
  return {
    title: heading,
    lead: texts.seoDescription,
    seoTitle: branded(heading),
    seoDescription: `${heading}. ${texts.seoDescription}`,
  };
}

/** The page's head; with the loaded data, its first picture and its list of events. */
export function listingMeta(params: ListingPageParams, data?: ListingData) {
  const { city, route, page, path } = params;
  const texts = listingTexts(city, route, data?.collection ?? null);
  const lead = data?.events.items[0];
  const crumbs = breadcrumbsJsonLd(listingCrumbs(city, texts.title, path));
  return {
    title: texts.seoTitle,
    description: texts.seoDescription,
    // The listing itself as its category is the shorter page's duplicate: search engines are sent there.
    canonicalPath: isListingItself(route, city) ? [route.base, route.time].filter(Boolean).join('/') : path,
    page,
    ...(lead && { image: lead.image, lcpImage: lcpImage(lead.image, IMAGE_SIZES.card) }),
    ...cityRobots(city),
    ...pastLastPageRobots(page, data?.events),
    jsonLd: data
      ? [
          crumbs,
          itemListJsonLd(data.events.items.map((event) => ({ title: event.title, path: eventPath(event) }))),
        ]
      : crumbs,
  };
}

sample({
  clock: listing.ready,
  source: listing.$params,
  fn: (params, data) => listingMeta(params as ListingPageParams, data),
  target: host.meta,
});
