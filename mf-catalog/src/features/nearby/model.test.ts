import {
  type ApiClients,
  configureApiClients,
  findCityByAlias,
  loadApiClients,
} from '@kaver/shared-contracts';
import { timePresetRange } from '@kaver/shared-contracts/time';
import MockAdapter from 'axios-mock-adapter';
import { allSettled, fork } from 'effector';
import * as dates from '../events-filter/filter-dates';
import { type EventFilters, NO_FILTERS, parseEventFilters } from '../events-filter/filters';
import { PositionError } from './geolocation';
import {
  $nearbyTarget,
  $position,
  $positionProblem,
  $radius,
  DEFAULT_RADIUS,
  fetchNearby,
  listFiltered,
  locateFx,
  type NearbyParams,
  nearbyClosed,
  nearbyList,
  nearbyRequested,
  radiusChosen,
} from './model';

const moscow = findCityByAlias('moscow')!;
const vladivostok = findCityByAlias('vladivostok')!;
const here = { latitude: 55.7558, longitude: 37.6173 };
const moscowPlaces = { kind: 'places' as const, city: moscow, category: null };
const moscowEvents = (filters: EventFilters = NO_FILTERS) => ({
  kind: 'events' as const,
  city: moscow,
  filters,
});
const emptyPage = { items: [], page: 1, perPage: 24, total: 0, totalPages: 0 };

function scopeWith(locate: () => Promise<typeof here>) {
  const loads: NearbyParams[] = [];
  const scope = fork({
    handlers: [
      [locateFx, locate],
      [
        nearbyList.fx,
        async (params: NearbyParams) => {
          loads.push(params);
          return { kind: params.kind, page: emptyPage };
        },
      ],
    ],
  });
  return { scope, loads };
}

describe('nearby model', () => {
  test('a press asks for the position, then the list within the default radius', async () => {
    const { scope, loads } = scopeWith(async () => here);
    await allSettled(nearbyRequested, { scope, params: moscowPlaces });
    expect(scope.getState($position)).toEqual(here);
    expect(loads).toEqual([{ ...moscowPlaces, ...here, radius: DEFAULT_RADIUS }]);
    expect(scope.getState(nearbyList.$status)).toBe('ready');
  });

  test('another radius asks again from the same position, without asking for the position again', async () => {
    const locate = jest.fn(async () => here);
    const { scope, loads } = scopeWith(locate);
    await allSettled(nearbyRequested, { scope, params: moscowEvents() });
    await allSettled(radiusChosen, { scope, params: 1000 });
    await allSettled(radiusChosen, { scope, params: 10_000 });
    expect(locate).toHaveBeenCalledTimes(1);
    expect(loads.map((load) => load.radius)).toEqual([3000, 1000, 10_000]);
    expect(scope.getState($radius)).toBe(10_000);
  });

  test('a radius chosen before any position asks nothing', async () => {
    const { scope, loads } = scopeWith(async () => here);
    await allSettled(radiusChosen, { scope, params: 1000 });
    expect(loads).toEqual([]);
  });

  test('no position: the problem is kept for the message, and nothing is loaded', async () => {
    const { scope, loads } = scopeWith(async () => {
      throw new PositionError('denied');
    });
    await allSettled(nearbyRequested, { scope, params: moscowPlaces });
    expect(scope.getState($positionProblem)).toBe('denied');
    expect(scope.getState($position)).toBeNull();
    expect(loads).toEqual([]);
  });

  test('pressing again clears the old problem; closing forgets everything', async () => {
    let answer: () => Promise<typeof here> = async () => {
      throw new PositionError('timeout');
    };
    const { scope } = scopeWith(() => answer());
    await allSettled(nearbyRequested, { scope, params: moscowPlaces });
    expect(scope.getState($positionProblem)).toBe('timeout');
    answer = async () => here;
    await allSettled(nearbyRequested, { scope, params: moscowPlaces });
    expect(scope.getState($positionProblem)).toBeNull();
    expect(scope.getState(nearbyList.$status)).toBe('ready');
    await allSettled(nearbyClosed, { scope });
    expect(scope.getState($nearbyTarget)).toBeNull();
    expect(scope.getState($position)).toBeNull();
    expect(scope.getState(nearbyList.$status)).toBe('idle');
  });

  test("the list's filters changed while it is open (a new URL): it asks again with them, from the same position", async () => {
    const locate = jest.fn(async () => here);
    const { scope, loads } = scopeWith(locate);
    const free = parseEventFilters({ price: 'free', categories: '3' }, dates);
    await allSettled(nearbyRequested, { scope, params: moscowEvents(free) });
    const today = parseEventFilters({ price: 'free', categories: '3', date: 'today' }, dates);
    await allSettled(listFiltered, { scope, params: moscowEvents(today) });
    expect(locate).toHaveBeenCalledTimes(1);
    expect(loads.map((load) => load.kind === 'events' && load.filters)).toEqual([free, today]);
    expect(scope.getState($nearbyTarget)).toEqual(moscowEvents(today));
    // The radius chosen next keeps the new filters.
    await allSettled(radiusChosen, { scope, params: 1000 });
    expect(loads.at(-1)).toEqual({ ...moscowEvents(today), ...here, radius: 1000 });
  });

  test('another list, another city, or no nearby list open: a start of a list page changes nothing', async () => {
    const { scope, loads } = scopeWith(async () => here);
    await allSettled(listFiltered, { scope, params: moscowEvents() });
    expect(scope.getState($nearbyTarget)).toBeNull();
    await allSettled(nearbyRequested, { scope, params: moscowPlaces });
    await allSettled(listFiltered, { scope, params: moscowEvents() });
    await allSettled(listFiltered, {
      scope,
      params: { kind: 'places', city: findCityByAlias('kazan')!, category: 'bar' },
    });
    expect(scope.getState($nearbyTarget)).toEqual(moscowPlaces);
    expect(loads).toHaveLength(1);
    await allSettled(listFiltered, { scope, params: { ...moscowPlaces, category: 'bar' } });
    expect(loads.at(-1)).toMatchObject({ kind: 'places', category: 'bar' });
  });
});

describe('fetchNearby', () => {
  let clients: ApiClients;
  let api: MockAdapter;
  const sent = (index: number) =>
    Object.fromEntries(new URL(clients.web.getUri(api.history.get[index])!).searchParams);

  beforeAll(async () => {
    configureApiClients({ apiHost: 'http://api.test' });
    clients = await loadApiClients();
    api = new MockAdapter(clients.web);
  });
  beforeEach(() => {
    api.reset();
    clients.clearEventCache();
    api
      .onGet(/\/(events|places)$/)
      .reply(200, { items: [], page: 1, per_page: 24, total: 0, total_pages: 0 });
  });
  afterAll(() => api.restore());

  test("places: the 24 nearest within the radius, of the list's category", async () => {
    const result = await fetchNearby({ ...moscowPlaces, ...here, radius: 1000 });
    expect(result.kind).toBe('places');
    expect(sent(0)).toMatchObject({
      city: 'moscow',
      per_page: '24',
      place_category: 'null',
      lat: '55.7558',
      lon: '37.6173',
      radius: '1000',
    });
    await fetchNearby({ ...moscowPlaces, category: 'bar', ...here, radius: 1000 });
    expect(sent(1)).toMatchObject({ place_category: 'bar', radius: '1000' });
  });

  test("events with no filters: today's and tomorrow's, in the city's own calendar", async () => {
    await fetchNearby({
      kind: 'events',
      city: vladivostok,
      filters: NO_FILTERS,
      latitude: 43.1155,
      longitude: 131.8855,
      radius: 3000,
    });
    const clock = { timeZone: vladivostok.timezone };
    expect(sent(0)).toMatchObject({
      city: 'vladivostok',
      page: '1',
      per_page: '24',
      date_start: timePresetRange('today', clock).start,
      date_end: timePresetRange('tomorrow', clock).end,
      categories: 'null',
      cost_start: 'null',
      show_past: '1',
      lat: '43.1155',
      lon: '131.8855',
      radius: '3000',
    });
  });

  test("events: the list's filters, its dates instead of today and tomorrow when it chooses some", async () => {
    const filters = parseEventFilters(
      { date: 'weekend', price: 'free', categories: '3', time: 'evening', past: '1', page: '3' },
      dates,
    );
    await fetchNearby({ ...moscowEvents(filters), ...here, radius: 1000 });
    const weekend = timePresetRange('weekend', { timeZone: moscow.timezone });
    expect(sent(0)).toMatchObject({
      page: '1',
      per_page: '24',
      date_start: weekend.start,
      date_end: weekend.end,
      time_start: '18:00',
      cost_start: '0',
      cost_end: '0',
      categories: '3',
      show_past: '1',
      radius: '1000',
    });
    const range = parseEventFilters({ from: '2026-12-01', to: '2026-12-05' }, dates);
    await fetchNearby({ ...moscowEvents(range), ...here, radius: 1000 });
    expect(sent(1)).toMatchObject({ date_start: '01.12.2026', date_end: '05.12.2026' });
  });
});
