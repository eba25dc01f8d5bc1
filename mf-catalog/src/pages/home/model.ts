import { type City, type PageParcelProps, pageMetaChanged } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { type EventCardData, eventPath, toEventCards } from '../../entities/event';
import { fetchEvents } from '../../shared/api/events';
import { fetchPresetEvents } from '../../shared/api/presets';
import { createResource } from '../../shared/lib/create-resource';
import { itemListJsonLd } from '../../shared/lib/json-ld';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { brandName, OPEN_CITIES } from '../../shared/lib/site';

/** `/` is entered: what is on in the current (or default) city. */
export const homeStarted = createEvent<PageParcelProps>();

/** What is on today in the city; on a quiet day, what is coming next. */
export const whatsOn = createResource(
  async (city: City): Promise<{ kind: 'today' | 'soon'; items: EventCardData[] }> => {
    const today = await toEventCards(fetchPresetEvents(city, 'today', 10));
    if (today.items.length > 0) return { kind: 'today', items: today.items };
    const soon = await toEventCards(fetchEvents({ city: city.alias, perPage: 10 }));
    return { kind: 'soon', items: soon.items };
  },
);

/**
 * The home page's head; with the row's events, their list and the first one's picture (the one seen first). Named
 * with its path, `/` (PageMeta.path): a row that comes after the visitor has gone on is not the next page's head.
 * The only page at one path needs no pageSaying: its path is known without its start.
 */
export function homeMeta(items?: readonly EventCardData[]) {
  const lead = items?.[0];
  return {
    title: `${brandName()} — афиша событий и мест в городах России`,
    description: `Концерты, выставки, спектакли, стендап, вечеринки и необычные места в ${OPEN_CITIES} городах России. Выбери свой город.`,
    canonicalPath: '/',
    path: '/',
    // The lead is the first card of the home page's row.
    ...(lead && { image: lead.image, lcpImage: lcpImage(lead.image, IMAGE_SIZES.rowCard) }),
    ...(items && {
      jsonLd: itemListJsonLd(items.map((event) => ({ title: event.title, path: eventPath(event) }))),
    }),
  };
}

sample({ clock: homeStarted, fn: () => homeMeta(), target: pageMetaChanged });
sample({ clock: homeStarted, fn: ({ city }) => city, target: whatsOn.load });
sample({ clock: whatsOn.ready, fn: ({ items }) => homeMeta(items), target: pageMetaChanged });
