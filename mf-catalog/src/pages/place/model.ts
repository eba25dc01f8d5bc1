import { type City, isConcealedPlace, type PageParcelProps, type Place } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { toEventCards } from '../../entities/event';
import { placePath } from '../../entities/place';
import { fetchPlace, fetchPlaceEvents } from '../../shared/api/place';
import { createResource } from '../../shared/lib/create-resource';
import { breadcrumbsJsonLd, type Crumb, HOME_CRUMB } from '../../shared/lib/json-ld';
import { placeJsonLd } from '../../shared/lib/json-ld-entities';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { pageSaying, raiseNotFoundOn } from '../../shared/lib/page-said';
import { refreshWhenSignedIn } from '../../shared/lib/refresh-when-signed-in';
import { cityRobots } from '../../shared/lib/robots';
import { brandName } from '../../shared/lib/site';
import { heroImage } from '../../widgets/detail-hero/hero-image';

export interface PlacePageParams {
  city: City;
  slug: string;
  path: string;
}

/** `/{city}/places/{slug}` is entered: the place, then what is on there. */
export const placeStarted = createEvent<PageParcelProps>();
/** What the page tells the host: its head, its failure (named with its path). */
const host = pageSaying(placeStarted);
const loadPlace = ({ city, slug }: PlacePageParams) => fetchPlace(city.alias, slug);
export const place = createResource(loadPlace);
export const placeEvents = createResource(({ city, id }: { city: City; id: number }) =>
  toEventCards(fetchPlaceEvents(city.alias, id)),
);

sample({
  clock: placeStarted,
  fn: ({ city, route }): PlacePageParams => ({ city, slug: route.params.slug ?? '', path: route.path }),
  target: place.load,
});
raiseNotFoundOn(place.failed, host.error);

// A signed-in visitor's own favourite count, and a subscriber gets a secret place whole.
const refresh = refreshWhenSignedIn(place, loadPlace);
export const placeRefreshFx = refresh.refreshFx;

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

export function placeCrumbs(city: City, data: Pick<Place, 'title' | 'slug'>): Crumb[] {
  return [
    HOME_CRUMB,
    { title: city.title, path: `/${city.alias}` },
    { title: 'Места', path: `/${city.alias}/places` },
    { title: data.title, path: placePath(city.alias, data) },
  ];
}

/**
 * The head of a place page; a concealed secret place says what it is and is never indexed. Its canonical link and
 * structured data name the place's own address, the slug's, whatever address it was reached at (/moscow/places/1).
 */
export function placeMeta(city: City, data: Place) {
  const path = placePath(city.alias, data);
  const shared = {
    image: data.image,
    canonicalPath: path,
    preview: { title: data.title, img: data.image, city: city.title },
    lcpImage: lcpImage(heroImage(data), IMAGE_SIZES.galleryCover),
  };
  if (isConcealedPlace(data)) {
    return {
      ...shared,
      title: `${data.title} — секретное место, ${city.title} | ${brandName()}`,
      description: data.description,
      jsonLd: [breadcrumbsJsonLd(placeCrumbs(city, data))],
      robots: 'noindex, follow',
    };
  }
  return {
    ...shared,
    title: `${data.title} — ${data.category.title.toLowerCase()}, ${data.address}, ${city.title} | ${brandName()}`,
    description: `${data.description} Адрес: ${data.address}. Часы работы, фото и события.`,
    jsonLd: [placeJsonLd(data, city.title, path), breadcrumbsJsonLd(placeCrumbs(city, data))],
    ...cityRobots(city),
  };
}

// A subscriber's secret place, once their session has asked for it again, has the head of a place shown whole.
const refreshed = sample({
  clock: refresh.refreshed,
  fn: ({ params, data }) => ({ params, place: data }),
});
sample({
  clock: [loaded, refreshed],
  fn: ({ params: { city }, place: data }) => placeMeta(city, data),
  target: host.meta,
});
