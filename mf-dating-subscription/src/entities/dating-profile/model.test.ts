import type { DatingProfile, Page } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $eventProfiles, eventProfilesRequested, loadEventProfilesFx, moreProfilesRequested } from './model';

const profile = (id: number): DatingProfile => ({
  id,
  name: `Анна ${id}`,
  age: 25,
  gender: 'female',
  image: `http://api.test/media/profiles/${id}.svg`,
  about: '',
});

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
