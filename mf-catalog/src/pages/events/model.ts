import { type City, pageMetaChanged } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { eventPath } from '../../entities/event/event-card';
import { type EventFilters, eventsQueryOf } from '../../features/events-filter/filters';
import { fetchEvents, fetchEventTypes } from '../../shared/api/events';
import { createResource } from '../../shared/lib/create-resource';
import { itemListJsonLd } from '../../shared/lib/json-ld';
import { brandName, cityRobots } from '../../shared/lib/site';

export interface EventsPageParams {
  city: City;
  path: string;
  filters: EventFilters;
}

export const eventsPageOpened = createEvent<EventsPageParams>();

export const events = createResource(({ city, filters }: EventsPageParams) =>
  fetchEvents(eventsQueryOf(city.alias, filters, { timeZone: city.timezone })),
);
export const eventTypes = createResource((city: City) => fetchEventTypes(city.alias));

sample({ clock: eventsPageOpened, target: events.load });
sample({
  clock: eventsPageOpened,
  source: eventTypes.$params,
  filter: (loaded, { city }) => loaded?.alias !== city.alias,
  fn: (_, { city }) => city,
  target: eventTypes.load,
});

sample({
  clock: events.done,
  source: events.$params,
  fn: (params, page) => {
    const { city, filters, path } = params as EventsPageParams;
    const { prepositional } = city.options.titleDeclensions;
    return {
      title: `Афиша в ${prepositional}: все события — ${brandName()}`,
      description: `Концерты, спектакли, выставки, стендап и вечеринки в ${prepositional}: ${page.total} событий с датами, ценами и местами. Фильтры по дате, цене, возрасту и категориям.`,
      canonicalPath: path,
      page: filters.page,
      ...(page.items[0] && { image: page.items[0].image }),
      ...cityRobots(city),
      jsonLd: itemListJsonLd(page.items.map((event) => ({ title: event.title, path: eventPath(event) }))),
    };
  },
  target: pageMetaChanged,
});
