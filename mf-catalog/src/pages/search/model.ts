import { type City, type Page, type PageParcelProps, pageMetaChanged } from '@kaver/shared-contracts';
import { combine, createEvent, sample } from 'effector';
import { type ArticleCardData, toArticleCards } from '../../entities/article';
import { type EventCardData, toEventCards } from '../../entities/event';
import { type PlaceCardData, toPlaceCards } from '../../entities/place';
import { searchCatalog } from '../../shared/api/content';
import { createResource } from '../../shared/lib/create-resource';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { readPage } from '../../shared/lib/route-query';
import { brandName } from '../../shared/lib/site';

export const MIN_QUERY = 2;
export const MAX_QUERY = 100;

export interface SearchPageParams {
  city: City;
  q: string;
  page: number;
}

/** ?q=: trimmed and cut to the API's 100 characters. */
export function readSearchQuery(value: string | undefined): string {
  return (value ?? '').trim().slice(0, MAX_QUERY);
}

/** `/{city}/search` is entered: the query and the page come from the URL. */
export const searchStarted = createEvent<PageParcelProps>();
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

export function searchMeta({ city, q, page }: SearchPageParams, data?: SearchResults) {
  const lead = leadResult(data ?? null);
  return {
    title: q
      ? `«${q}» — поиск по афише, ${city.title} | ${brandName()}`
      : `Поиск по афише — ${city.title} | ${brandName()}`,
    description: `Поиск событий, мест и статей в ${city.options.titleDeclensions.prepositional}.`,
    robots: 'noindex, follow',
    page,
    ...(lead && { lcpImage: lcpImage(lead.image, IMAGE_SIZES.card) }),
  };
}

sample({ clock: searchPageOpened, fn: (params) => searchMeta(params), target: pageMetaChanged });
sample({
  clock: results.ready,
  source: results.$params,
  filter: (params): params is SearchPageParams => params !== null,
  fn: (params, data) => searchMeta(params as SearchPageParams, data),
  target: pageMetaChanged,
});
