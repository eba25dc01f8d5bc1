import {
  type City,
  isApiError,
  type PageParcelProps,
  type Place,
  pageMetaChanged,
} from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { toEventCards } from '../../entities/event';
import { fetchPlaceEvents } from '../../shared/api/events';
import { fetchPlace } from '../../shared/api/places';
import { raiseNotFoundOn } from '../../shared/lib/api-errors';
import { createResource } from '../../shared/lib/create-resource';
import { breadcrumbsJsonLd, type Crumb, placeJsonLd } from '../../shared/lib/json-ld';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { brandName, cityRobots } from '../../shared/lib/site';
import { heroImage } from '../../widgets/detail-hero/hero-image';

export interface PlacePageParams {
  city: City;
  slug: string;
  path: string;
}

/** `/{city}/places/{slug}` is entered: the place, then what is on there. */
export const placeStarted = createEvent<PageParcelProps>();
export const place = createResource(({ city, slug }: PlacePageParams) => fetchPlace(city.alias, slug));
export const placeEvents = createResource(({ city, id }: { city: City; id: number }) =>
  toEventCards(fetchPlaceEvents(city.alias, id)),
);

sample({
  clock: placeStarted,
  fn: ({ city, route }): PlacePageParams => ({ city, slug: route.params.slug ?? '', path: route.path }),
  target: place.load,
});
raiseNotFoundOn(place.failed);

const loaded = sample({
  clock: place.ready,
  source: place.$params,
  fn: (params, data) => ({ params: params as PlacePageParams, place: data }),
});
sample({
  clock: loaded,
  fn: ({ params, place }) => ({ city: params.city, id: place.id }),
  target: placeEvents.load,
});

export function placeCrumbs(city: City, data: Pick<Place, 'title'>, path: string): Crumb[] {
  return [
    { title: 'Главная', path: '/' },
    { title: city.title, path: `/${city.alias}` },
    { title: 'Места', path: `/${city.alias}/places` },
    { title: data.title, path },
  ];
}

sample({
  clock: loaded,
  fn: ({ params: { city, path }, place: data }) => ({
    title: `${data.title} — ${data.category.title.toLowerCase()}, ${data.address}, ${city.title} | ${brandName()}`,
    description: `${data.description} Адрес: ${data.address}. Часы работы, фото и события.`,
    image: data.image,
    canonicalPath: path,
    jsonLd: [placeJsonLd(data, city.title, path), breadcrumbsJsonLd(placeCrumbs(city, data, path))],
    preview: { title: data.title, img: data.image, city: city.title },
    lcpImage: lcpImage(heroImage(data), IMAGE_SIZES.galleryCover),
    ...cityRobots(city),
  }),
  target: pageMetaChanged,
});

// A secret place for a visitor without a subscription: its head says so and is never indexed.
sample({
  clock: place.failed,
  filter: ({ error }) => isApiError(error) && error.status === 403,
  fn: ({ params: { city } }) => ({
    title: `Секретное место — ${city.title} | ${brandName()}`,
    description: 'Секретные места открываются с премиум-подпиской.',
    robots: 'noindex, follow',
  }),
  target: pageMetaChanged,
});
