import { type Event, findCityByAlias, type PageMeta, pageMetaChanged } from '@kaver/shared-contracts';
import { allSettled, fork, serialize } from 'effector';
import { articles, cityStarted, collections, places, today, tomorrow, weekend } from './model';

const kazan = findCityByAlias('kazan')!;
const props = {
  city: kazan,
  routeCity: kazan,
  route: { name: 'city' as const, path: '/kazan', params: { city: 'kazan' }, query: {} },
};
const lead = { id: 1, slug: 'jazz-kazan-1', city: 'kazan', image: '/media/lead.jpg', title: 'Джаз' } as Event;
const page = (items: Event[]) => ({ items, page: 1, perPage: 10, total: items.length, totalPages: 1 });

function handlers(calls: string[]) {
  const answer = (name: string, value: unknown) => async (params: unknown) => {
    calls.push(`${name}:${(params as { alias: string }).alias}`);
    return value;
  };
  return [
    [today.fx, answer('today', page([lead]))],
    [tomorrow.fx, answer('tomorrow', page([]))],
    [weekend.fx, answer('weekend', page([]))],
    [collections.fx, answer('collections', [])],
    [places.fx, answer('places', page([]))],
    [articles.fx, answer('articles', page([]))],
  ] as const;
}

describe('city page model', () => {
  test('started with a route and a city loads every row of that city and describes the page', async () => {
    const calls: string[] = [];
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const scope = fork({ handlers: handlers(calls) as never });
    await allSettled(cityStarted, { scope, params: props });
    unwatch();
    expect(calls.sort()).toEqual(
      ['articles', 'collections', 'places', 'today', 'tomorrow', 'weekend'].map((name) => `${name}:kazan`),
    );
    expect(metas.at(-1)).toMatchObject({
      title: 'Куда сходить в Казани — афиша на сегодня, завтра и выходные | Kaver',
      canonicalPath: '/kazan',
      image: '/media/lead.jpg',
      lcpImage: { src: '/media/lead.jpg' },
      jsonLd: {
        '@type': 'ItemList',
        itemListElement: [
          expect.objectContaining({ name: 'Джаз', url: 'http://localhost/kazan/events/jazz-kazan-1' }),
        ],
      },
    });
  });

  test('started again on the state the server rendered, it loads nothing and its head keeps the picture', async () => {
    const server = fork({ handlers: handlers([]) as never });
    await allSettled(cityStarted, { scope: server, params: props });
    const calls: string[] = [];
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const browser = fork({ values: serialize(server), handlers: handlers(calls) as never });
    await allSettled(cityStarted, { scope: browser, params: props });
    unwatch();
    expect(calls).toEqual([]);
    expect(metas.at(-1)?.lcpImage).toEqual({ src: '/media/lead.jpg' });
  });
});
