import type { City, PageParcelProps } from '@kaver/shared-contracts';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { toArticleCards } from '../../entities/article';
import { type EventCardData, eventPath, toEventCards } from '../../entities/event';
import { toPlaceCards } from '../../entities/place';
import { fetchArticles, fetchCollections } from '../../shared/api/content';
import { fetchPlaces } from '../../shared/api/places';
import { fetchPresetEvents } from '../../shared/api/presets';
import { countAsPageLoad, createResource } from '../../shared/lib/create-resource';
import { itemListJsonLd } from '../../shared/lib/json-ld';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { pageSaying } from '../../shared/lib/page-said';
import { cityRobots } from '../../shared/lib/robots';
import { brandName } from '../../shared/lib/site';

/** `/{city}` is entered: today, tomorrow, the weekend, collections, places and articles of the city. */
export const cityStarted = createEvent<PageParcelProps>();
/** What the page tells the host: its head, its failure (named with its path). */
const host = pageSaying(cityStarted);

export const today = createResource((city: City) => toEventCards(fetchPresetEvents(city, 'today')));
export const tomorrow = createResource((city: City) => toEventCards(fetchPresetEvents(city, 'tomorrow')));
export const weekend = createResource((city: City) => toEventCards(fetchPresetEvents(city, 'weekend')));
export const collections = createResource((city: City) => fetchCollections(city.alias));
export const places = createResource((city: City) =>
  toPlaceCards(fetchPlaces({ city: city.alias, perPage: 10 })),
);
export const articles = createResource((city: City) =>
  toArticleCards(fetchArticles('article', { city: city.alias, perPage: 6 })),
);

for (const resource of [today, tomorrow, collections, places, articles]) {
  sample({ clock: cityStarted, fn: ({ city }) => city, target: resource.load });
}

/**
 * Whether the weekend left is today only: on a Sunday in the city the weekend preset is that day alone
 * (shared-contracts' timePresetRange), and its row would be «Сегодня» again.
 */
export async function weekendIsToday(city: City, now?: number): Promise<boolean> {
  const { timePresetRange } = await import('@kaver/shared-contracts/time');
  const clock = { now, timeZone: city.timezone };
  const [weekendDays, todayDays] = [timePresetRange('weekend', clock), timePresetRange('today', clock)];
  return weekendDays.start === todayDays.start && weekendDays.end === todayDays.end;
}

const weekendDaysFx = createEffect((city: City) => weekendIsToday(city));
// The weekend's load waits for it.
countAsPageLoad(weekendDaysFx);
/**
 * The weekend row is left out, and not asked for, while it would repeat today's. Worked out where the page starts
 * and kept in its state: the browser renders the rows the server did.
 */
export const $weekendIsToday = createStore(false).on(weekendDaysFx.doneData, (_, same) => same);
sample({ clock: cityStarted, fn: ({ city }) => city, target: weekendDaysFx });
sample({
  clock: weekendDaysFx.done,
  filter: ({ result }) => !result,
  fn: ({ params }) => params,
  target: weekend.load,
});

/** The city page's head; with today's events, their list and the first one's picture (the one seen first). */
export function cityPageMeta(city: City, today?: readonly EventCardData[]) {
  const lead = today?.[0];
  const inCity = inCityPhrase(city);
  return {
    title: `Куда сходить ${inCity} — афиша на сегодня, завтра и выходные | ${brandName()}`,
    description: `Афиша ${city.title === 'Москва' ? 'Москвы' : `города ${city.title}`}: концерты, выставки, спектакли, стендап и вечеринки ${inCity}. Что посмотреть сегодня, завтра и на выходных, интересные места и статьи.`,
    canonicalPath: `/${city.alias}`,
    // The lead is the first card of the "Сегодня" row.
    ...(lead && { image: lead.image, lcpImage: lcpImage(lead.image, IMAGE_SIZES.rowCard) }),
    ...cityRobots(city),
    ...(today && {
      jsonLd: itemListJsonLd(today.map((event) => ({ title: event.title, path: eventPath(event) }))),
    }),
  };
}

// The head right away, then with today's first picture once the row is here.
sample({ clock: cityStarted, fn: ({ city }) => cityPageMeta(city), target: host.meta });
sample({
  clock: today.ready,
  source: today.$params,
  filter: (city): city is City => city !== null,
  fn: (city, page) => cityPageMeta(city as City, page.items),
  target: host.meta,
});
