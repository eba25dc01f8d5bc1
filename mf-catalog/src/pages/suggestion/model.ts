import { findCityByAlias, type PageParcelProps } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { eventPath, toEventCards } from '../../entities/event';
import { fetchSuggestion } from '../../shared/api/content';
import { createResource } from '../../shared/lib/create-resource';
import { itemListJsonLd } from '../../shared/lib/json-ld';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { pageSaying, raiseNotFoundOn } from '../../shared/lib/page-said';
import { brandName } from '../../shared/lib/site';

/** `/suggestions/{id}` is entered (the host has checked that the id is a number). */
export const suggestionStarted = createEvent<PageParcelProps>();
/** What the page tells the host: its head, its failure (named with its path). */
const host = pageSaying(suggestionStarted);
/** A pick, its events as cards and its city resolved once (a pick is of one city; its route names none). */
export const suggestion = createResource(async ({ id }: { id: number; path: string }) => {
  const data = await fetchSuggestion(id);
  const { items: events } = await toEventCards(Promise.resolve({ items: data.events }));
  return { ...data, city: findCityByAlias(data.city) ?? null, events };
});

sample({
  clock: suggestionStarted,
  fn: ({ route }) => ({ id: Number(route.params.id), path: route.path }),
  target: suggestion.load,
});
raiseNotFoundOn(suggestion.failed, host.error);
sample({
  clock: suggestion.ready,
  fn: (data) => {
    const lead = data.events[0];
    return {
      title: `${data.title} | ${brandName()}`,
      description: data.description,
      robots: 'noindex, follow',
      ...(lead && { image: lead.image, lcpImage: lcpImage(lead.image, IMAGE_SIZES.card) }),
      jsonLd: itemListJsonLd(data.events.map((event) => ({ title: event.title, path: eventPath(event) }))),
    };
  },
  target: host.meta,
});
