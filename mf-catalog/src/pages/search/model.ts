import type { City, Page, PageParcelProps } from '@kaver/shared-contracts';
import { HOME_CRUMB } from '@kaver/shared-contracts/json-ld';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { combine, createEvent, sample } from 'effector';
import { type ArticleCardData, articlePath, toArticleCards } from '../../entities/article';
import { type EventCardData, eventPath, toEventCards } from '../../entities/event';
import { type PlaceCardData, placePath, toPlaceCards } from '../../entities/place';
import { searchCatalog } from '../../shared/api/content';
import { createResource } from '../../shared/lib/create-resource';
import { breadcrumbsJsonLd, itemListJsonLd } from '../../shared/lib/json-ld';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { pageSaying } from '../../shared/lib/page-said';
import { readPage } from '../../shared/lib/route-query';
import { brandName } from '../../shared/lib/site';

/** The page's name: its h1 («Поиск · Москва») and the last step of its trail. */
export const SEARCH_TITLE = 'Поиск';
export const MIN_QUERY = 2;
export const MAX_QUERY = 100;

export interface SearchPageParams {
  city: City;
  q: string;
  page: number;
}

/**
 * What the API refuses in a text (a 400 no retry can mend): control characters (C0, DEL, C1), a surrogate on its
 * own, and U+FFFD, what decoding leaves of bytes that were not UTF-8.
 */
const NOT_TEXT = /[\p{Cc}\p{Cs}\ufffd]+/gu;

/**
 * ?q=: what the API refuses made a space (a tab or a line break pasted in still parts words), trimmed and cut to
 * the API's 100 characters, never inside a character. The server and the browser read it alike: the page's
 * title, the field and the search all have this.
 */
export function readSearchQuery(value: string | undefined): string {
  const text = (value ?? '').replace(NOT_TEXT, ' ').trim().slice(0, MAX_QUERY);
  return text.replace(NOT_TEXT, '').trim();
}

/** `/{city}/search` is entered: the query and the page come from the URL. */
export const searchStarted = createEvent<PageParcelProps>();
/** What the page tells the host: its head, its failure (named with its path). */
const host = pageSaying(searchStarted);
const searchPageOpened = sample({
  clock: searchStarted,
  fn: ({ city, route }): SearchPageParams => ({
    city,
    q: readSearchQuery(route.query.q),
    page: readPage(route.query.page),
  }),
});
/** What the search page shows: each kind of result as its cards. */
export interface SearchResults {
  events: Page<EventCardData>;
  places: Page<PlaceCardData>;
  articles: Page<ArticleCardData>;
}

export const results = createResource(async ({ city, q, page }: SearchPageParams): Promise<SearchResults> => {
  const found = searchCatalog(city.alias, q, page);
  const [events, places, articles] = await Promise.all([
    toEventCards(found.then((data) => data.events)),
    toPlaceCards(found.then((data) => data.places)),
    toArticleCards(found.then((data) => data.articles)),
  ]);
  return { events, places, articles };
});

sample({ clock: searchPageOpened, filter: ({ q }) => q.length >= MIN_QUERY, target: results.load });
sample({ clock: searchPageOpened, filter: ({ q }) => q.length < MIN_QUERY, target: results.reset });

/**
 * The results as one list (events, places, articles) and its number of pages, the most any of the three has: what
 * the page's paging and its «Страницы N нет» go by.
 */
export function searchPages(data: SearchResults): { items: unknown[]; totalPages: number } {
  return {
    items: [...data.events.items, ...data.places.items, ...data.articles.items],
    totalPages: Math.max(data.events.totalPages, data.places.totalPages, data.articles.totalPages),
  };
}

/** The first result shown (events come first, then places, then articles): the page's largest paint. */
export function leadResult(
  data: SearchResults | null,
): { kind: 'event' | 'place' | 'article'; id: number; image: string } | null {
  const event = data?.events.items[0];
  if (event) return { kind: 'event', id: event.id, image: event.image };
  const place = data?.places.items[0];
  if (place) return { kind: 'place', id: place.id, image: place.image };
  const article = data?.articles.items[0];
  return article ? { kind: 'article', id: article.id, image: article.cover } : null;
}
export const $searchLead = combine(results.$data, leadResult);

/** Every result the page shows, in its order (events, places, articles), each at its own page. */
export function resultLinks(city: City, data: SearchResults): { title: string; path: string }[] {
  return [
    ...data.events.items.map((event) => ({ title: event.title, path: eventPath(event) })),
    ...data.places.items.map((place) => ({ title: place.title, path: placePath(city.alias, place) })),
    ...data.articles.items.map((article) => ({ title: article.title, path: articlePath(article) })),
  ];
}

/** The page's head: Главная / the city / «Поиск», and the results it shows as an ItemList. */
export function searchMeta({ city, q, page }: SearchPageParams, data?: SearchResults) {
  const lead = leadResult(data ?? null);
  const found = data ? resultLinks(city, data) : [];
  const crumbs = breadcrumbsJsonLd([
    HOME_CRUMB,
    { title: city.title, path: `/${city.alias}` },
    { title: SEARCH_TITLE, path: `/${city.alias}/search` },
  ]);
  return {
    title: q
      ? `«${q}» — поиск по афише, ${city.title} | ${brandName()}`
      : `Поиск по афише — ${city.title} | ${brandName()}`,
    description: `Поиск событий, мест и статей ${inCityPhrase(city)}.`,
    robots: 'noindex, follow',
    page,
    ...(lead && { lcpImage: lcpImage(lead.image, IMAGE_SIZES.card) }),
    jsonLd: found.length > 0 ? [crumbs, itemListJsonLd(found)] : crumbs,
  };
}

sample({ clock: searchPageOpened, fn: (params) => searchMeta(params), target: host.meta });
sample({
  clock: results.ready,
  source: results.$params,
  filter: (params): params is SearchPageParams => params !== null,
  fn: (params, data) => searchMeta(params as SearchPageParams, data),
  target: host.meta,
});
