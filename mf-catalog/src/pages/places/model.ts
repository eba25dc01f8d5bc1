import { type City, findPlaceCategory, pageMetaChanged } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { fetchPlaces } from '../../shared/api/places';
import { createResource } from '../../shared/lib/create-resource';
import { itemListJsonLd } from '../../shared/lib/json-ld';
import { brandName, cityRobots } from '../../shared/lib/site';

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

export const placesPageOpened = createEvent<PlacesPageParams>();
export const places = createResource(({ city, category, page }: PlacesPageParams) =>
  fetchPlaces({ city: city.alias, category, page }),
);

sample({ clock: placesPageOpened, target: places.load });

sample({
  clock: places.done,
  source: places.$params,
  fn: (params, data) => {
    const { city, category, page, path } = params as PlacesPageParams;
    const kind = findPlaceCategory(category)?.title ?? 'Интересные места';
    const { prepositional } = city.options.titleDeclensions;
    return {
      title: `${kind} в ${prepositional} — адреса, часы работы, события | ${brandName()}`,
      description: `${kind} в ${prepositional}: ${data.total} адресов с часами работы, фото и событиями. Бары, музеи, театры, галереи и арт-пространства.`,
      canonicalPath: category ? `${path}?category=${category}` : path,
      page,
      ...cityRobots(city),
      jsonLd: itemListJsonLd(
        data.items.map((place) => ({ title: place.title, path: `/${city.alias}/places/${place.slug}` })),
      ),
    };
  },
  target: pageMetaChanged,
});
