import { configureApiClients, type DatingProfile, loadApiClients, type Page } from '@kaver/shared-contracts';
import MockAdapter from 'axios-mock-adapter';
import { allSettled, fork } from 'effector';
import { datingProfile } from '../../shared/testing';
import {
  $cityProfiles,
  $cityProfilesFailed,
  $eventProfiles,
  $eventProfilesFailed,
  $eventProfilesLoading,
  $moreProfilesFailed,
  $moreProfilesLoading,
  cityProfilesRequested,
  eventProfilesRequested,
  loadCityProfilesFx,
  loadEventProfilesFx,
  moreProfilesRequested,
} from './model';

const profile = (id: number): DatingProfile =>
  datingProfile(id, { image: `http://api.test/media/profiles/${id}.svg` });

const page = (n: number, ids: number[], totalPages = 2): Page<DatingProfile> => ({
  items: ids.map(profile),
  page: n,
  perPage: 15,
  total: 20,
  totalPages,
});

it('loads the first page, then appends the next ones until the last', async () => {
  const load = jest.fn(async ({ page: n }: { page: number }) => (n === 1 ? page(1, [1, 2]) : page(2, [3])));
  const scope = fork({ handlers: [[loadEventProfilesFx, load]] });
  await allSettled(eventProfilesRequested, { scope, params: { eventId: 10, city: 'moscow' } });
  expect(load).toHaveBeenLastCalledWith({ eventId: 10, city: 'moscow', page: 1 });
  await allSettled(moreProfilesRequested, { scope });
  expect(load).toHaveBeenLastCalledWith({ eventId: 10, city: 'moscow', page: 2 });
  expect(scope.getState($eventProfiles).items.map((item) => item.id)).toEqual([1, 2, 3]);
  await allSettled(moreProfilesRequested, { scope });
  expect(load).toHaveBeenCalledTimes(2);
});

it('drops an answer for an event the block no longer shows', async () => {
  const resolvers: Array<() => void> = [];
  const load = jest.fn(
    ({ eventId }: { eventId: number }) =>
      new Promise<Page<DatingProfile>>((resolve) => {
        resolvers.push(() => resolve(page(1, [eventId], 1)));
      }),
  );
  const scope = fork({ handlers: [[loadEventProfilesFx, load]] });
  const first = allSettled(eventProfilesRequested, { scope, params: { eventId: 1, city: 'moscow' } });
  const second = allSettled(eventProfilesRequested, { scope, params: { eventId: 2, city: 'moscow' } });
  resolvers[1]!();
  resolvers[0]!();
  await Promise.all([first, second]);
  expect(scope.getState($eventProfiles).items.map((item) => item.id)).toEqual([2]);
  expect(scope.getState($eventProfiles).query).toEqual({ eventId: 2, city: 'moscow' });
});

it('a next page shows its own loading and failure, keeps the cards shown, and loads again when asked', async () => {
  let release: () => void = () => undefined;
  const load = jest.fn(async ({ page: n }: { page: number }) => {
    if (n === 1) return page(1, [1, 2]);
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    if (load.mock.calls.length === 2) throw new Error('network');
    return page(2, [3]);
  });
  const scope = fork({ handlers: [[loadEventProfilesFx, load]] });
  await allSettled(eventProfilesRequested, { scope, params: { eventId: 10, city: 'moscow' } });
  expect(scope.getState($moreProfilesLoading)).toBe(false);

  const more = allSettled(moreProfilesRequested, { scope });
  expect(scope.getState($moreProfilesLoading)).toBe(true);
  release();
  await more;
  expect(scope.getState($moreProfilesLoading)).toBe(false);
  expect(scope.getState($moreProfilesFailed)).toBe(true);
  expect(scope.getState($eventProfilesFailed)).toBe(false);
  expect(scope.getState($eventProfiles)).toMatchObject({ page: 1, totalPages: 2 });
  expect(scope.getState($eventProfiles).items.map((item) => item.id)).toEqual([1, 2]);

  const again = allSettled(moreProfilesRequested, { scope });
  expect(scope.getState($moreProfilesFailed)).toBe(false);
  release();
  await again;
  expect(load).toHaveBeenLastCalledWith({ eventId: 10, city: 'moscow', page: 2 });
  expect(scope.getState($eventProfiles).items.map((item) => item.id)).toEqual([1, 2, 3]);
  expect(scope.getState($moreProfilesFailed)).toBe(false);
});

it('a failed first page is a failure of the block; it is not a next page that is loading', async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('down'))
    .mockResolvedValue(page(1, [1]));
  const scope = fork({ handlers: [[loadEventProfilesFx, load]] });
  const first = allSettled(eventProfilesRequested, { scope, params: { eventId: 10, city: 'moscow' } });
  expect(scope.getState($eventProfilesLoading)).toBe(true);
  expect(scope.getState($moreProfilesLoading)).toBe(false);
  await first;
  expect(scope.getState($eventProfilesFailed)).toBe(true);
  expect(scope.getState($moreProfilesFailed)).toBe(false);
  await allSettled(eventProfilesRequested, { scope, params: { eventId: 10, city: 'moscow' } });
  expect(scope.getState($eventProfilesFailed)).toBe(false);
});

it('drops a failure for an event the block no longer shows', async () => {
  const rejecters: Array<() => void> = [];
  const load = jest.fn(
    ({ eventId }: { eventId: number }) =>
      new Promise<Page<DatingProfile>>((resolve, reject) => {
        if (eventId === 2) resolve(page(1, [2]));
        else rejecters.push(() => reject(new Error('late')));
      }),
  );
  const scope = fork({ handlers: [[loadEventProfilesFx, load]] });
  const first = allSettled(eventProfilesRequested, { scope, params: { eventId: 1, city: 'moscow' } });
  const second = allSettled(eventProfilesRequested, { scope, params: { eventId: 2, city: 'moscow' } });
  rejecters[0]!();
  await Promise.all([first, second]);
  expect(scope.getState($eventProfilesFailed)).toBe(false);
  expect(scope.getState($eventProfiles).items.map((item) => item.id)).toEqual([2]);
});

describe('the profiles of a city (/community)', () => {
  it('come from one call to GET /profiles, the first page of 15', async () => {
    configureApiClients({ apiHost: 'http://api.test' });
    const clients = await loadApiClients();
    const api = new MockAdapter(clients.web);
    api
      .onGet('/profiles')
      .reply(200, { items: [1, 2, 3].map(profile), page: 1, per_page: 15, total: 3, total_pages: 1 });
    const scope = fork();
    await allSettled(cityProfilesRequested, { scope, params: 'kazan' });
    api.restore();
    expect(api.history.get).toHaveLength(1);
    const url = new URL(clients.web.getUri(api.history.get[0]));
    expect(url.pathname).toBe('/kaver/web/v1/profiles');
    expect(Object.fromEntries(url.searchParams)).toEqual({ city: 'kazan', page: '1', per_page: '15' });
    expect(scope.getState($cityProfiles).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it("drop another city's cards at once and an answer for a city no longer shown", async () => {
    const resolvers = new Map<string, () => void>();
    const load = jest.fn(
      (city: string) =>
        new Promise<DatingProfile[]>((resolve) => {
          resolvers.set(city, () => resolve([profile(city === 'moscow' ? 1 : 2)]));
        }),
    );
    const scope = fork({ handlers: [[loadCityProfilesFx, load]] });
    const moscow = allSettled(cityProfilesRequested, { scope, params: 'moscow' });
    resolvers.get('moscow')!();
    await moscow;
    expect(scope.getState($cityProfiles).map((item) => item.id)).toEqual([1]);

    const kazan = allSettled(cityProfilesRequested, { scope, params: 'kazan' });
    expect(scope.getState($cityProfiles)).toEqual([]);
    const moscowAgain = allSettled(cityProfilesRequested, { scope, params: 'moscow' });
    resolvers.get('kazan')!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(3);
    expect(scope.getState($cityProfiles)).toEqual([]);
    resolvers.get('moscow')!();
    await Promise.all([kazan, moscowAgain]);
    expect(scope.getState($cityProfiles).map((item) => item.id)).toEqual([1]);
  });

  it('say when they failed, and load again when asked', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue([profile(1)]);
    const scope = fork({ handlers: [[loadCityProfilesFx, load]] });
    await allSettled(cityProfilesRequested, { scope, params: 'kazan' });
    expect(scope.getState($cityProfilesFailed)).toBe(true);
    await allSettled(cityProfilesRequested, { scope, params: 'kazan' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($cityProfilesFailed)).toBe(false);
    expect(scope.getState($cityProfiles).map((item) => item.id)).toEqual([1]);
  });
});
