import { findCityByAlias, type PageMeta, pageMetaChanged } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { places, placesStarted } from './model';

const moscow = findCityByAlias('moscow')!;
const started = (query: Record<string, string>) => ({
  city: moscow,
  routeCity: moscow,
  route: { name: 'city-places' as const, path: '/moscow/places', params: { city: 'moscow' }, query },
});

async function run(query: Record<string, string>, total = 30) {
  const requests: unknown[] = [];
  const metas: PageMeta[] = [];
  const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
  const scope = fork({
    handlers: [
      [
        places.fx,
        async (params: unknown) => {
          requests.push(params);
          return { items: [], page: 2, perPage: 12, total, totalPages: 3 };
        },
      ],
    ],
  });
  await allSettled(placesStarted, { scope, params: started(query) });
  unwatch();
  return { requests, meta: metas.at(-1)! };
}

describe('places page model', () => {
  test('the category and the page come from the query; a bad category means every kind', async () => {
    const { requests } = await run({ category: 'bar', page: '2' });
    expect(requests).toEqual([{ city: moscow, category: 'bar', page: 2, path: '/moscow/places' }]);
    const unknown = await run({ category: 'spaceport' });
    expect(unknown.requests).toEqual([{ city: moscow, category: null, page: 1, path: '/moscow/places' }]);
  });

  test('the canonical keeps the category, and the page number goes to the host as page', async () => {
    const { meta } = await run({ category: 'bar', page: '2' });
    expect(meta).toMatchObject({ canonicalPath: '/moscow/places?category=bar', page: 2 });
    expect(meta.title).toMatch(/^Бары в Москве /);
    const plain = await run({ page: '3' });
    expect(plain.meta).toMatchObject({ canonicalPath: '/moscow/places', page: 3 });
  });

  test('the description counts the addresses in Russian', async () => {
    const count = async (total: number) => (await run({}, total)).meta.description;
    expect(await count(44)).toContain('Интересные места в Москве: 44\u00a0адреса с часами работы');
    expect(await count(21)).toContain(': 21\u00a0адрес с часами');
    expect(await count(11)).toContain(': 11\u00a0адресов с часами');
  });

  test('a page number past the last page is kept out of search, the pages before it are not', async () => {
    expect((await run({ page: '999' })).meta.robots).toBe('noindex, follow');
    expect((await run({ page: '3' })).meta.robots).toBeUndefined();
  });
});
