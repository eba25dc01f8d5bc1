// Dating cards (SPEC.md 3): the people going to an event (GET /events/{id}/profiles, 15 a page), and for
// /community the first page of the city's profiles (GET /profiles).
import type { DatingProfile, Page } from '@kaver/shared-contracts';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchCityProfiles, fetchEventProfiles } from '../../shared/api';

export interface EventProfilesQuery {
  eventId: number;
  city: string;
}

export interface EventProfiles {
  query: EventProfilesQuery | null;
  items: DatingProfile[];
  page: number;
  totalPages: number;
  total: number;
}

/** Said (with «Повторить») where the cards of an event or of a city could not be loaded. */
export const PROFILES_FAILED_TEXT = 'Не удалось загрузить анкеты.';

const EMPTY: EventProfiles = { query: null, items: [], page: 0, totalPages: 0, total: 0 };

export const eventProfilesRequested = createEvent<EventProfilesQuery>();
export const moreProfilesRequested = createEvent<void>();

export const loadEventProfilesFx = createEffect(
  ({ eventId, city, page }: EventProfilesQuery & { page: number }): Promise<Page<DatingProfile>> =>
    fetchEventProfiles(eventId, city, page),
);

const $query = createStore<EventProfilesQuery | null>(null).on(eventProfilesRequested, (_, query) => query);
export const $eventProfiles = createStore<EventProfiles>(EMPTY).on(eventProfilesRequested, (_, query) => ({
  ...EMPTY,
  query,
}));
/** A next page («Ещё N»): its own pending state and failure, while the cards already shown stay. */
const loadMoreProfilesFx = attach({ effect: loadEventProfilesFx });
export const $eventProfilesLoading = loadEventProfilesFx.pending;
export const $moreProfilesLoading = loadMoreProfilesFx.pending;
/** The first page failed: nothing to show. */
export const $eventProfilesFailed = createStore(false).reset(eventProfilesRequested);
/** A next page failed: the cards shown stay, and «Ещё N» or «Повторить» asks for it again. */
export const $moreProfilesFailed = createStore(false).reset(eventProfilesRequested, loadMoreProfilesFx);

sample({
  clock: eventProfilesRequested,
  fn: (query) => ({ ...query, page: 1 }),
  target: loadEventProfilesFx,
});
sample({
  clock: moreProfilesRequested,
  source: { profiles: $eventProfiles, pending: loadEventProfilesFx.pending },
  filter: ({ profiles, pending }) =>
    !pending && profiles.query !== null && profiles.page < profiles.totalPages,
  fn: ({ profiles }) => ({ ...(profiles.query as EventProfilesQuery), page: profiles.page + 1 }),
  target: loadMoreProfilesFx,
});

// An answer (or a failure) for an event the block no longer shows is dropped.
const sameQuery = (a: EventProfilesQuery | null, b: EventProfilesQuery) =>
  a !== null && a.eventId === b.eventId && a.city === b.city;
const failedPage = sample({
  clock: loadEventProfilesFx.fail,
  source: $query,
  filter: (query, { params }) => sameQuery(query, params),
  fn: (_, { params }) => params.page,
});
sample({ clock: failedPage, filter: (page) => page === 1, fn: () => true, target: $eventProfilesFailed });
sample({ clock: failedPage, filter: (page) => page > 1, fn: () => true, target: $moreProfilesFailed });
sample({
  clock: loadEventProfilesFx.done,
  source: { query: $query, profiles: $eventProfiles },
  filter: ({ query }, { params }) => sameQuery(query, params),
  fn: ({ profiles }, { params, result }) => ({
    query: profiles.query,
    items: params.page === 1 ? result.items : [...profiles.items, ...result.items],
    page: result.page,
    totalPages: result.totalPages,
    total: result.total,
  }),
  target: $eventProfiles,
});

/** The first profiles of a city (/community); a city already shown is not asked for again. */
export const cityProfilesRequested = createEvent<string>();

/** The first page of the city's profiles: one call. */
export const loadCityProfilesFx = createEffect(
  async (city: string): Promise<DatingProfile[]> => (await fetchCityProfiles(city)).items,
);

export type CityProfilesStatus = 'loading' | 'ready' | 'failed';

interface CityTeaser {
  city: string | null;
  items: DatingProfile[];
  status: CityProfilesStatus;
}

/**
 * The teaser is serialised with a server-rendered /community: the browser shows (and hydrates) the server's cards
 * and asks again only for another city, after a failure, or when the server cut the load off (still 'loading' with
 * nothing in flight here).
 */
const $cityTeaser = createStore<CityTeaser>({ city: null, items: [], status: 'loading' });
export const $cityProfiles = $cityTeaser.map((state) => state.items);
export const $cityProfilesLoading = $cityTeaser.map((state) => state.status === 'loading');
export const $cityProfilesFailed = $cityTeaser.map((state) => state.status === 'failed');

const cityLoadStarted = sample({
  clock: cityProfilesRequested,
  source: { teaser: $cityTeaser, pending: loadCityProfilesFx.pending },
  filter: ({ teaser, pending }, city) =>
    teaser.city !== city || teaser.status === 'failed' || (teaser.status === 'loading' && !pending),
  fn: (_, city) => city,
});
// Another city's cards go as soon as a new city is asked for; an answer for a city no longer shown is dropped.
$cityTeaser
  .on(cityLoadStarted, (state, city) =>
    state.city === city ? { ...state, status: 'loading' } : { city, items: [], status: 'loading' },
  )
  .on(loadCityProfilesFx.done, (state, { params, result }) =>
    state.city === params ? { city: params, items: result, status: 'ready' } : state,
  )
  .on(loadCityProfilesFx.fail, (state, { params }) =>
    state.city === params ? { ...state, status: 'failed' } : state,
  );
sample({ clock: cityLoadStarted, target: loadCityProfilesFx });
