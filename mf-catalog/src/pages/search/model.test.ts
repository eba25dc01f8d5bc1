import {
  findCityByAlias,
  type PageMeta,
  type PageParcelProps,
  pageMetaChanged,
} from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import type { ArticleCardData } from '../../entities/article';
import type { EventCardData } from '../../entities/event';
import type { PlaceCardData } from '../../entities/place';
import { readSearchQuery, results, type SearchResults, searchStarted } from './model';

const moscow = findCityByAlias('moscow')!;
const at = (query: Record<string, string>): PageParcelProps => ({
  city: moscow,
  routeCity: moscow,
  route: { name: 'city-search', path: '/moscow/search', params: { city: 'moscow' }, query },
});
const page = <T>(items: T[]) => ({ items, page: 1, perPage: 12, total: items.length, totalPages: 1 });
const event = {
  id: 1,
  slug: 'jazz-1',
  city: 'moscow',
  title: 'Джаз в саду',
  image: '/e.jpg',
} as EventCardData;
const place = { id: 2, slug: 'jazz-club', title: 'Джаз-клуб', image: '/p.jpg' } as PlaceCardData;
const guide = {
  id: 3,
  slug: 'jazz-guide',
  kind: 'guide',
  title: 'Где слушать джаз',
  cover: '/a.jpg',
} as ArticleCardData;

async function metasOf(query: Record<string, string>, found: SearchResults) {
  const metas: PageMeta[] = [];
  const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
  const scope = fork({ handlers: [[results.fx, async () => found]] });
  await allSettled(searchStarted, { scope, params: at(query) });
  unwatch();
  return metas;
}

const crumbs = {
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Главная', item: 'http://localhost/' },
    { '@type': 'ListItem', position: 2, name: 'Москва', item: 'http://localhost/moscow' },
    { '@type': 'ListItem', position: 3, name: 'Поиск', item: 'http://localhost/moscow/search' },
  ],
};

describe('search page model: the head', () => {
  test('without a query: the trail Главная / the city / «Поиск» alone', async () => {
    const metas = await metasOf({}, { events: page([]), places: page([]), articles: page([]) });
    expect(metas).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/^Поиск по афише — Москва/) }),
    ]);
    expect(metas[0]!.jsonLd).toEqual(crumbs);
  });

  test('with results: the trail of the page without its query, and an ItemList of what it shows, in its order', async () => {
    const found = { events: page([event]), places: page([place]), articles: page([guide]) };
    const metas = await metasOf({ q: 'джаз' }, found);
    expect(metas.at(-1)!.jsonLd).toEqual([
      crumbs,
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: 'Джаз в саду',
            url: 'http://localhost/moscow/events/jazz-1',
          },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Джаз-клуб',
            url: 'http://localhost/moscow/places/jazz-club',
          },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Где слушать джаз',
            url: 'http://localhost/guides/jazz-guide',
          },
        ],
      },
    ]);
  });

  test('nothing found: the trail alone, no empty list', async () => {
    const metas = await metasOf({ q: 'ыыыы' }, { events: page([]), places: page([]), articles: page([]) });
    expect(metas.at(-1)!.jsonLd).toEqual(crumbs);
  });
});

describe('search page model: the query', () => {
  test('control characters, lone surrogates and U+FFFD, which the API refuses, are dropped; a tab parts words', () => {
    expect(readSearchQuery('\u0000\u0001')).toBe('');
    expect(readSearchQuery(' джаз\tклуб\u007f\u0085 ')).toBe('джаз клуб');
    expect(readSearchQuery('бар\ud800\ufffd')).toBe('бар');
    expect(readSearchQuery('🎷 джаз')).toBe('🎷 джаз');
    // Cut to 100 characters, never inside one.
    expect(readSearchQuery(`${'а'.repeat(99)}🎷`)).toBe('а'.repeat(99));
  });

  test('a query of control characters alone asks the API nothing, and the title names no query', async () => {
    const search = jest.fn(async () => ({ events: page([]), places: page([]), articles: page([]) }));
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const scope = fork({ handlers: [[results.fx, search]] });
    await allSettled(searchStarted, { scope, params: at({ q: '\u0000\u0001' }) });
    unwatch();
    expect(search).not.toHaveBeenCalled();
    expect(scope.getState(results.$status)).toBe('idle');
    expect(metas).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/^Поиск по афише — Москва/) }),
    ]);
  });

  test('around words, they are dropped from the search and the title', async () => {
    const search = jest.fn(async () => ({ events: page([]), places: page([]), articles: page([]) }));
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const scope = fork({ handlers: [[results.fx, search]] });
    await allSettled(searchStarted, { scope, params: at({ q: '\u0000бар\u0001' }) });
    unwatch();
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ q: 'бар' }));
    expect(metas.at(-1)!.title).toMatch(/^«бар» — поиск по афише/);
  });
});
