import { type City, type Event, isApiError, type PageParcelProps } from '@kaver/shared-contracts';
import { createEvent, createStore, sample } from 'effector';
import { toArticleCards } from '../../entities/article';
import { eventPath, toEventCards } from '../../entities/event';
import { fetchEvent, fetchEventArticles, fetchSimilarEvents } from '../../shared/api/event';
import { errorText } from '../../shared/lib/api-errors';
import { createResource } from '../../shared/lib/create-resource';
import { breadcrumbsJsonLd, type Crumb, HOME_CRUMB } from '../../shared/lib/json-ld';
import { eventJsonLd } from '../../shared/lib/json-ld-entities';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { isNotFound, pageSaying, raiseNotFoundOn } from '../../shared/lib/page-said';
import { refreshWhenSignedIn } from '../../shared/lib/refresh-when-signed-in';
import { cityRobots } from '../../shared/lib/robots';
import { sanitizeHtml } from '../../shared/lib/sanitize-html';
import { brandName } from '../../shared/lib/site';
import { heroImage } from '../../widgets/detail-hero/hero-image';

export interface EventPageParams {
  city: City;
  slug: string;
  path: string;
}

/** `/{city}/events/{slug}` is entered: the event, then its similar events and articles. */
export const eventStarted = createEvent<PageParcelProps>();
/** What the page tells the host: its head, its failure (named with its path). */
const host = pageSaying(eventStarted);

/** How the event page says when: '21 ноября 2026', the end when it differs, the time (event-dates.ts). */
export type EventDates = ReturnType<typeof import('../../shared/lib/event-dates').eventDatesLong>;

/**
 * The event as its page shows it: the description already sanitised, the dates already words (the date library
 * comes with the request, so a page the server rendered hydrates without it).
 */
export type EventPageData = Event & { dates: EventDates };

async function loadEventPage({ city, slug }: EventPageParams): Promise<EventPageData> {
  const [data, { eventDatesLong }] = await Promise.all([
    fetchEvent(city.alias, slug),
    import('../../shared/lib/event-dates'),
  ]);
  return { ...data, description: await sanitizeHtml(data.description), dates: eventDatesLong(data) };
}

export const event = createResource(loadEventPage);
export const similar = createResource(({ city, id }: { city: City; id: number }) =>
  toEventCards(fetchSimilarEvents(city.alias, id)),
);
export const articles = createResource((id: number) => toArticleCards(fetchEventArticles(id)));

sample({
  clock: eventStarted,
  fn: ({ city, route }): EventPageParams => ({ city, slug: route.params.slug ?? '', path: route.path }),
  target: event.load,
});
raiseNotFoundOn(event.failed, host.error);
// Any other failure to load the event is a fatal error page too (SPEC.md 8: event load errors become fatal page
// errors), the host's of SPEC.md 2.3 with a way home, rather than an error box where the event would be: its status
// (503 when no answer came, 500 when none was given) under a heading that says what went wrong.
sample({
  clock: event.failed,
  filter: ({ error }) => !isNotFound(error),
  fn: ({ error }) => ({
    statusCode: !isApiError(error) ? 500 : error.status >= 400 ? error.status : 503,
    message: errorText(error),
  }),
  target: host.error,
});

// A signed-in visitor's own favourite count, and a subscriber's secret place's address.
export const eventRefreshFx = refreshWhenSignedIn(event, loadEventPage).refreshFx;

const loaded = sample({
  clock: event.ready,
  source: event.$params,
  fn: (params, data) => ({ params: params as EventPageParams, event: data }),
});
sample({
  clock: loaded,
  fn: ({ params, event }) => ({ city: params.city, id: event.id }),
  target: similar.load,
});
sample({ clock: loaded, fn: ({ event }) => event.id, target: articles.load });

/** Whether the event is over at `now` (ms): its end has passed (the API lists an event while its end is ahead). */
export function hasEnded(data: Pick<Event, 'endsAt'>, now: number): boolean {
  // Both are instants (the end in ISO 8601 with its offset): no calendar, so no date library on the page's way.
  return Date.parse(data.endsAt) < now;
}

/**
 * Whether the event shown has ended («Событие уже прошло»: no «В календарь», no tickets in its structured data).
 * Decided when its data is there, on the server for its render and in the browser on a navigation, and serialised
 * with the page, so that the browser hydrates the server's decision. The server's HTML is shared and kept for a
 * while (a few seconds by each server process, a minute and then up to five more stale by a CDN), so the browser
 * decides again once the page is on the screen, and when the end comes while it is open (`endedChecked`): after
 * hydration, so the first render stays the server's.
 */
export const $ended = createStore(false);
/** The page is on the browser's screen, or the event's end has come while it is: is it over now? */
export const endedChecked = createEvent<void>();

const decided = sample({
  clock: loaded,
  fn: ({ params, event }) => ({ params, event, ended: hasEnded(event, Date.now()) }),
});
const changed = sample({
  clock: endedChecked,
  source: { params: event.$params, event: event.$data, ended: $ended },
  fn: ({ params, event, ended: was }) =>
    params && event ? { params, event, ended: hasEnded(event, Date.now()), was } : null,
}).filterMap((state) => (state && state.ended !== state.was ? state : undefined));
$ended.on([decided, changed], (_, { ended }) => ended);

export function eventCrumbs(city: City, data: Pick<Event, 'title' | 'city' | 'slug'>): Crumb[] {
  return [
    HOME_CRUMB,
    { title: city.title, path: `/${city.alias}` },
    { title: 'Афиша', path: `/${city.alias}/events` },
    { title: data.title, path: eventPath(data) },
  ];
}

/**
 * The head of an event page. Its canonical link and structured data name the event's own address, the slug's,
 * whatever address it was reached at (the API answers an id as well: /moscow/events/4, /moscow/events/004).
 */
export function eventMeta(city: City, data: EventPageData, { ended = false }: { ended?: boolean } = {}) {
  const { dates } = data;
  const path = eventPath(data);
  const when = dates.end ? `${dates.start} – ${dates.end}` : dates.start;
  return {
    title: `${data.title} — ${city.title}, ${when} | ${brandName()}`,
    description: `${data.shortDescription} ${when}, ${data.place?.title ?? data.address}. ${data.price.text}, ${data.ageRating.title}.`,
    image: data.image,
    canonicalPath: path,
    jsonLd: [eventJsonLd(data, city.title, path, { ended }), breadcrumbsJsonLd(eventCrumbs(city, data))],
    preview: { title: data.title, img: data.image, city: city.title, time: when },
    lcpImage: lcpImage(heroImage(data), IMAGE_SIZES.galleryCover),
    ...cityRobots(city),
  };
}

// The head says what the page says: sent with the event, and again if the browser finds it has ended since.
sample({
  clock: [decided, changed],
  fn: ({ params, event, ended }) => eventMeta(params.city, event, { ended }),
  target: host.meta,
});
