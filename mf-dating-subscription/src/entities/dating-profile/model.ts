// Dating cards (SPEC.md 3): the people going to an event (GET /events/{id}/profiles, 15 a page), and for
// /community a teaser from the city's current events.
import type { DatingProfile, Page } from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchCityEvents, fetchEventProfiles } from '../../shared/api';

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

const EMPTY: EventProfiles = { query: null, items: [], page: 0, totalPages: 0, total: 0 };
/** How many of the city's events the community teaser looks through for profiles. */
export const COMMUNITY_EVENTS_TO_TRY = 3;

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
export const $eventProfilesLoading = loadEventProfilesFx.pending;
export const $eventProfilesFailed = createStore(false)
  .on(loadEventProfilesFx, () => false)
  .on(loadEventProfilesFx.fail, () => true);

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
  target: loadEventProfilesFx,
});

// An answer for an event the block no longer shows is dropped.
const sameQuery = (a: EventProfilesQuery | null, b: EventProfilesQuery) =>
  a !== null && a.eventId === b.eventId && a.city === b.city;
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

export const cityProfilesRequested = createEvent<string>();

/** The profiles of the first of the city's current events that has any. */
export const loadCityProfilesFx = createEffect(async (city: string): Promise<DatingProfile[]> => {
  const events = await fetchCityEvents(city);
  for (const event of events.items.slice(0, COMMUNITY_EVENTS_TO_TRY)) {
    const profiles = await fetchEventProfiles(event.id, city);
    if (profiles.items.length > 0) return profiles.items;
  }
  return [];
});

export const $cityProfiles = createStore<DatingProfile[]>([]).on(
  loadCityProfilesFx.doneData,
  (_, profiles) => profiles,
);
export const $cityProfilesLoading = loadCityProfilesFx.pending;
sample({ clock: cityProfilesRequested, target: loadCityProfilesFx });
