import {
  type City,
  findPlaceCategory,
  formatCountRu,
  type Page,
  type PageParcelProps,
} from '@kaver/shared-contracts';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { createEvent, sample } from 'effector';
import { ADDRESS_FORMS, type PlaceCardData, placePath, toPlaceCards } from '../../entities/place';
import { listFiltered, type NearbyTarget } from '../../features/nearby/model';
import { fetchPlaces } from '../../shared/api/places';
import { createResource } from '../../shared/lib/create-resource';
import { itemListJsonLd } from '../../shared/lib/json-ld';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { pageSaying } from '../../shared/lib/page-said';
import { cityRobots, pastLastPageRobots } from '../../shared/lib/robots';
import { readPage } from '../../shared/lib/route-query';
import { brandName } from '../../shared/lib/site';

export interface PlacesPageParams {
  city: City;
  /** A place category slug (SPEC.md 2.2), or null for every kind. */
  category: string | null;
  page: number;
  path: string;
}

/** ?category=bar: a known place category, else none. */
export function readPlaceCategory(value: string | undefined): string | null {
  return findPlaceCategory(value)?.slug ?? null;
}

/** `/{city}/places` is entered: the category and the page come from the URL's query. */
export const placesStarted = createEvent<PageParcelProps>();
/** What the page tells the host: its head, its failure (named with its path). */
const host = pageSaying(placesStarted);
export const places = createResource(({ city, category, page }: PlacesPageParams) =>
  toPlaceCards(fetchPlaces({ city: city.alias, category, page })),
);

sample({
  clock: placesStarted,
  fn: ({ city, route }): PlacesPageParams => ({
    city,
    category: readPlaceCategory(route.query.category),
    page: readPage(route.query.page),
    path: route.path,
  }),
  target: places.load,
});

// A nearby list open on the page keeps to its category.
sample({
  clock: places.load,
  fn: ({ city, category }): NearbyTarget => ({ kind: 'places', city, category }),
  target: listFiltered,
});

/** The places page's head: a category stays in the canonical, the host adds the page number to it. */
export function placesMeta({ city, category, page, path }: PlacesPageParams, data?: Page<PlaceCardData>) {
  const kind = findPlaceCategory(category)?.title ?? 'Интересные места';
  const inCity = inCityPhrase(city);
  const lead = data?.items[0];
  return {
    title: `${kind} ${inCity} — адреса, часы работы, события | ${brandName()}`,
    description: `${kind} ${inCity}${data ? `: ${formatCountRu(data.total, ADDRESS_FORMS)}` : ''} с часами работы, фото и событиями. Бары, музеи, театры, галереи и арт-пространства.`,
    canonicalPath: category ? `${path}?category=${category}` : path,
    page,
    ...(lead && { image: lead.image, lcpImage: lcpImage(lead.image, IMAGE_SIZES.card) }),
    ...cityRobots(city),
    ...pastLastPageRobots(page, data),
    ...(data && {
      jsonLd: itemListJsonLd(
        data.items.map((place) => ({ title: place.title, path: placePath(city.alias, place) })),
      ),
    }),
  };
}

sample({ clock: places.load, fn: (params) => placesMeta(params), target: host.meta });
sample({
  clock: places.ready,
  source: places.$params,
  filter: (params): params is PlacesPageParams => params !== null,
  fn: (params, data) => placesMeta(params as PlacesPageParams, data),
  target: host.meta,
});
