import {
  type ApiClients,
  configureApiClients,
  findCityByAlias,
  loadApiClients,
} from '@kaver/shared-contracts';
import { timePresetRange } from '@kaver/shared-contracts/time';
import MockAdapter from 'axios-mock-adapter';
import { allSettled, fork } from 'effector';
import { PositionError } from './geolocation';
import {
  $nearbyTarget,
  $position,
  $positionProblem,
  $radius,
  DEFAULT_RADIUS,
  fetchNearby,
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
    await allSettled(nearbyRequested, { scope, params: { kind: 'places', city: moscow } });
    expect(scope.getState($position)).toEqual(here);
    expect(loads).toEqual([{ kind: 'places', city: moscow, ...here, radius: DEFAULT_RADIUS }]);
    expect(scope.getState(nearbyList.$status)).toBe('ready');
  });

  test('another radius asks again from the same position, without asking for the position again', async () => {
    const locate = jest.fn(async () => here);
    const { scope, loads } = scopeWith(locate);
    await allSettled(nearbyRequested, { scope, params: { kind: 'events', city: moscow } });
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
    await allSettled(nearbyRequested, { scope, params: { kind: 'places', city: moscow } });
    expect(scope.getState($positionProblem)).toBe('denied');
    expect(scope.getState($position)).toBeNull();
    expect(loads).toEqual([]);
  });

  test('pressing again clears the old problem; closing forgets everything', async () => {
    let answer: () => Promise<typeof here> = async () => {
      throw new PositionError('timeout');
    };
    const { scope } = scopeWith(() => answer());
    await allSettled(nearbyRequested, { scope, params: { kind: 'places', city: moscow } });
    expect(scope.getState($positionProblem)).toBe('timeout');
    answer = async () => here;
    await allSettled(nearbyRequested, { scope, params: { kind: 'places', city: moscow } });
    expect(scope.getState($positionProblem)).toBeNull();
    expect(scope.getState(nearbyList.$status)).toBe('ready');
    await allSettled(nearbyClosed, { scope });
    expect(scope.getState($nearbyTarget)).toBeNull();
    expect(scope.getState($position)).toBeNull();
    expect(scope.getState(nearbyList.$status)).toBe('idle');
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

  test('places: the 24 nearest within the radius', async () => {
    const result = await fetchNearby({ kind: 'places', city: moscow, ...here, radius: 1000 });
    expect(result.kind).toBe('places');
    expect(sent(0)).toMatchObject({
      city: 'moscow',
      per_page: '24',
      lat: '55.7558',
      lon: '37.6173',
      radius: '1000',
    });
  });

  test("events: today's and tomorrow's, in the city's own calendar, with those still on since earlier", async () => {
    await fetchNearby({
      kind: 'events',
      city: vladivostok,
      latitude: 43.1155,
      longitude: 131.8855,
      radius: 3000,
    });
    const clock = { timeZone: vladivostok.timezone };
    expect(sent(0)).toMatchObject({
      city: 'vladivostok',
      date_start: timePresetRange('today', clock).start,
      date_end: timePresetRange('tomorrow', clock).end,
      lat: '43.1155',
      lon: '131.8855',
      radius: '3000',
      show_past: '1',
    });
  });
});
