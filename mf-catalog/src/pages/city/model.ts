import { type City, pageMetaChanged } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { fetchArticles, fetchCollections } from '../../shared/api/content';
import { fetchPlaces } from '../../shared/api/places';
import { fetchPresetEvents } from '../../shared/api/presets';
import { createResource } from '../../shared/lib/create-resource';
import { brandName, cityRobots } from '../../shared/lib/site';

export const cityPageOpened = createEvent<City>();

export const today = createResource((city: City) => fetchPresetEvents(city, 'today'));
export const tomorrow = createResource((city: City) => fetchPresetEvents(city, 'tomorrow'));
export const weekend = createResource((city: City) => fetchPresetEvents(city, 'weekend'));
export const collections = createResource((city: City) => fetchCollections(city.alias));
export const places = createResource((city: City) => fetchPlaces({ city: city.alias, perPage: 10 }));
export const articles = createResource((city: City) =>
  fetchArticles('article', { city: city.alias, perPage: 6 }),
);

for (const resource of [today, tomorrow, weekend, collections, places, articles]) {
  sample({ clock: cityPageOpened, target: resource.load });
}

export function cityPageMeta(city: City, image?: string) {
  const { prepositional } = city.options.titleDeclensions;
  return {
    title: `Куда сходить в ${prepositional} — афиша на сегодня, завтра и выходные | ${brandName()}`,
    description: `Афиша ${city.title === 'Москва' ? 'Москвы' : `города ${city.title}`}: концерты, выставки, спектакли, стендап и вечеринки в ${prepositional}. Что посмотреть сегодня, завтра и на выходных, интересные места и статьи.`,
    ...(image && { image }),
    ...cityRobots(city),
  };
}

sample({ clock: cityPageOpened, fn: (city) => cityPageMeta(city), target: pageMetaChanged });
sample({
  clock: today.done,
  source: today.$params,
  filter: (city): city is City => city !== null,
  fn: (city, page) => cityPageMeta(city as City, page.items[0]?.image),
  target: pageMetaChanged,
});
