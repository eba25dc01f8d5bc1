import { type City, type Place, pageMetaChanged } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { fetchPlaceEvents } from '../../shared/api/events';
import { fetchPlace } from '../../shared/api/places';
import { raiseNotFoundOn } from '../../shared/lib/api-errors';
import { createResource } from '../../shared/lib/create-resource';
import { breadcrumbsJsonLd, type Crumb, placeJsonLd } from '../../shared/lib/json-ld';
import { brandName, cityRobots } from '../../shared/lib/site';

export interface PlacePageParams {
  city: City;
  slug: string;
  path: string;
}

export const placePageOpened = createEvent<PlacePageParams>();
export const place = createResource(({ city, slug }: PlacePageParams) => fetchPlace(city.alias, slug));
export const placeEvents = createResource(({ city, id }: { city: City; id: number }) =>
  fetchPlaceEvents(city.alias, id),
);

sample({ clock: placePageOpened, target: place.load });
raiseNotFoundOn(place.failed);

const loaded = sample({
  clock: place.done,
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
    ...cityRobots(city),
  }),
  target: pageMetaChanged,
});
