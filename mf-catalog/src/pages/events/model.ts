import { type City, formatCountRu, type Page, type PageParcelProps } from '@kaver/shared-contracts';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { EVENT_FORMS, type EventCardData, eventPath, toEventCards } from '../../entities/event';
import {
  type EventFilters,
  eventsQueryOf,
  loadFilterDates,
  parseEventFilters,
  withCityCollection,
} from '../../features/events-filter/filters';
import { listFiltered, type NearbyTarget } from '../../features/nearby/model';
import { fetchCollections } from '../../shared/api/content';
import { fetchEventTypes } from '../../shared/api/event-types';
import { fetchEvents } from '../../shared/api/events';
import { countAsPageLoad, createResource } from '../../shared/lib/create-resource';
import { itemListJsonLd } from '../../shared/lib/json-ld';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { pageSaying } from '../../shared/lib/page-said';
import { cityRobots, pastLastPageRobots } from '../../shared/lib/robots';
import { brandName } from '../../shared/lib/site';

export interface EventsPageParams {
  city: City;
  path: string;
  filters: EventFilters;
}

/** `/{city}/events` is entered: the filters and the page number come from the URL's query. */
export const eventsStarted = createEvent<PageParcelProps>();
/** What the page tells the host: its head, its failure (named with its path). */
const host = pageSaying(eventsStarted);

export const events = createResource(async ({ city, filters }: EventsPageParams) => {
  const dates = await loadFilterDates();
  return toEventCards(fetchEvents(eventsQueryOf(city.alias, filters, dates, { timeZone: city.timezone })));
});
export const eventTypes = createResource((city: City) => fetchEventTypes(city.alias));
/** The city's collections with current events: the filter's «Подборки». */
export const eventCollections = createResource((city: City) => fetchCollections(city.alias));

/** A URL's query as a key: the filters depend on nothing else. */
export const queryKeyOf = (query: Readonly<Record<string, string>>) => JSON.stringify(query);

/** Filters read from a URL, with the key of the query they were read from. */
interface ReadFilters {
  query: string;
  filters: EventFilters;
}

/**
 * The filters of the URL the page shows, with its query's key. Read with the filter's date module on the server
 * and on a navigation; the browser hydrates with the server's, so the first screen needs no date library.
 */
export const $filters = createStore<ReadFilters | null>(null, {
  skipVoid: false,
});
/** The query of the latest start: an older start that finishes later is dropped. */
const $startedQuery = createStore('', { serialize: 'ignore' }).on(eventsStarted, (_, { route }) =>
  queryKeyOf(route.query),
);

const readFiltersFx = createEffect(
  async ({ props, known }: { props: PageParcelProps; known: ReadFilters | null }) => {
    const query = queryKeyOf(props.route.query);
    const filters =
      known?.query === query ? known.filters : parseEventFilters(props.route.query, await loadFilterDates());
    return { query, params: { city: props.city, path: props.route.path, filters } };
  },
);
// The list's load waits for the filters: reading them is the page's data under way too.
countAsPageLoad(readFiltersFx);
sample({
  clock: eventsStarted,
  source: $filters,
  fn: (known, props) => ({ props, known }),
  target: readFiltersFx,
});
const filtersRead = sample({
  clock: readFiltersFx.doneData,
  source: $startedQuery,
  filter: (started, { query }) => query === started,
  fn: (_, read) => read,
});

/**
 * Filters read with a collection, until the city's collections are here to tell whether it has that one
 * (withCityCollection): the list is asked for once they are. Read without one, the filters go on at once.
 */
const $readUnchecked = createStore<Awaited<ReturnType<typeof readFiltersFx>> | null>(null, {
  serialize: 'ignore',
  skipVoid: false,
}).on(filtersRead, (_, read) => read);
const filtersChecked = sample({
  clock: [filtersRead, eventCollections.ready, eventCollections.failed],
  source: {
    read: $readUnchecked,
    started: $startedQuery,
    status: eventCollections.$status,
    collections: eventCollections.$data,
  },
  // Collections that failed to load cannot tell: the collection is kept, as the URL says.
  filter: ({ read, started, status }) =>
    read?.query === started && (read.params.filters.collection === null || status !== 'loading'),
  fn: ({ read, status, collections }) => {
    const { query, params } = read as NonNullable<typeof read>;
    const known = status === 'ready' && collections;
    const filters = known ? withCityCollection(params.filters, known) : params.filters;
    return { query, params: { ...params, filters } };
  },
});
$readUnchecked.reset(filtersChecked);
$filters.on(filtersChecked, (_, { query, params }) => ({ query, filters: params.filters }));
sample({ clock: filtersChecked, fn: ({ params }): EventsPageParams => params, target: events.load });
sample({ clock: eventsStarted, fn: ({ city }) => city, target: [eventTypes.load, eventCollections.load] });
// A nearby list open on the page applies its filters too.
sample({
  clock: events.load,
  fn: ({ city, filters }): NearbyTarget => ({ kind: 'events', city, filters }),
  target: listFiltered,
});

/** The events page's head; with the loaded page, its count, its first picture and its list. */
export function eventsMeta({ city, filters, path }: EventsPageParams, page?: Page<EventCardData>) {
  const inCity = inCityPhrase(city);
  const lead = page?.items[0];
  const count = page ? formatCountRu(page.total, EVENT_FORMS) : 'события';
  return {
    title: `Афиша ${inCity}: все события | ${brandName()}`,
    description: `Концерты, спектакли, выставки, стендап и вечеринки ${inCity}: ${count} с датами, ценами и местами. Фильтры по дате, цене, возрасту и категориям.`,
    canonicalPath: path,
    page: filters.page,
    ...(lead && { image: lead.image, lcpImage: lcpImage(lead.image, IMAGE_SIZES.card) }),
    ...cityRobots(city),
    ...pastLastPageRobots(filters.page, page),
    ...(page && {
      jsonLd: itemListJsonLd(page.items.map((event) => ({ title: event.title, path: eventPath(event) }))),
    }),
  };
}

sample({ clock: events.load, fn: (params) => eventsMeta(params), target: host.meta });
sample({
  clock: events.ready,
  source: events.$params,
  filter: (params): params is EventsPageParams => params !== null,
  fn: (params, page) => eventsMeta(params as EventsPageParams, page),
  target: host.meta,
});
