import { ApiError, type Article, findCityByAlias, type PageParcelProps } from '@kaver/shared-contracts';
import { allSettled, fork, serialize } from 'effector';
import { fetchArticle } from '../../shared/api/content';
import { listing, listingStarted } from './model';
import { themedArticles } from './themed-articles';

jest.mock('../../shared/api/content', () => ({
  ...jest.requireActual('../../shared/api/content'),
  fetchArticle: jest.fn(),
}));
const fetchArticleMock = jest.mocked(fetchArticle);

const emptyPage = { items: [], page: 1, perPage: 6, total: 0, totalPages: 0 };

function article(slug: string, title: string): Article {
  return {
    id: slug.length,
    slug,
    kind: 'article',
    city: null,
    title,
    lead: 'Подборка редакции.',
    cover: `/media/${slug}.jpg`,
    publishedAt: '01.12.2026',
    readingMinutes: 4,
    tags: [],
    body: '<p>Текст</p>',
    events: [],
  };
}

const notFound = () =>
  new ApiError({ status: 404, code: 'article_not_found', message: 'x', method: 'GET', url: '' });

/** The props of a listing or list route: `/{city}/events/{kind}/{slug}`. */
function listingProps(city: string, slug: string, kind: 'listings' | 'lists' = 'listings') {
  const found = findCityByAlias(city)!;
  return {
    city: found,
    routeCity: found,
    route: {
      name: kind === 'listings' ? 'city-listing' : 'city-list',
      path: `/${city}/events/${kind}/${slug}`,
      params: { city, slug },
      query: {},
    },
  } as PageParcelProps;
}

/** A scope whose listing has no events (its articles are what is tested); `values` as the server sent them. */
const listingScope = (values?: ReturnType<typeof serialize>) =>
  fork({ values, handlers: [[listing.fx, async () => ({ events: emptyPage, collection: null })]] });

beforeEach(() => {
  fetchArticleMock.mockReset();
  fetchArticleMock.mockImplementation(async (_kind, slug) => article(slug, `Статья ${slug}`));
});

describe('themed articles of a listing page', () => {
  test("a holiday listing loads its city's articles with the events, as cards in the list's order", async () => {
    const scope = listingScope();
    await allSettled(listingStarted, { scope, params: listingProps('ekaterinburg', 'new-year') });
    expect(fetchArticleMock.mock.calls).toEqual([
      ['article', 'novogodnie-yarmarki-ekaterinburga'],
      ['article', 'kuda-skhodit-na-novogodnikh-kanikulakh-v-ekaterinburge'],
      ['article', 'gde-vstretit-novyy-god-v-ekaterinburge'],
    ]);
    expect(scope.getState(themedArticles.$status)).toBe('ready');
    expect(
      scope.getState(themedArticles.$data)?.items.map(({ slug, kind, published }) => [slug, kind, published]),
    ).toEqual([
      ['novogodnie-yarmarki-ekaterinburga', 'article', '1 декабря 2026'],
      ['kuda-skhodit-na-novogodnikh-kanikulakh-v-ekaterinburge', 'article', '1 декабря 2026'],
      ['gde-vstretit-novyy-god-v-ekaterinburge', 'article', '1 декабря 2026'],
    ]);
  });

  test('the editorial lists form of the listing loads them too', async () => {
    const scope = listingScope();
    await allSettled(listingStarted, { scope, params: listingProps('kazan', 'halloween', 'lists') });
    expect(scope.getState(themedArticles.$data)?.items.map(({ slug }) => slug)).toEqual([
      'kuda-skhodit-na-khellouin-v-kazani',
      'strashnye-kvesty-kazani',
    ]);
  });

  test('an article that 404s or fails is left out; the others stay and the page is not failed', async () => {
    fetchArticleMock.mockImplementation(async (_kind, slug) => {
      if (slug === 'katki-kazani') throw notFound();
      if (slug === 'gde-vstretit-novyy-god-v-kazani') throw new Error('socket hang up');
      return article(slug, 'Новогодняя Казань');
    });
    const scope = listingScope();
    await allSettled(listingStarted, { scope, params: listingProps('kazan', 'new-year') });
    expect(fetchArticleMock).toHaveBeenCalledTimes(3);
    expect(scope.getState(themedArticles.$status)).toBe('ready');
    expect(scope.getState(themedArticles.$data)?.items.map(({ slug }) => slug)).toEqual([
      'novogodnyaya-kazan-chto-posmotret',
    ]);
    expect(scope.getState(listing.$status)).toBe('ready');
  });

  test('none are asked for on other listings, on lists of the API, or in cities with no themed articles', async () => {
    for (const props of [
      listingProps('kazan', 'concerts'),
      listingProps('kazan', 'besplatno', 'lists'),
      listingProps('moscow', 'halloween'),
      listingProps('saint-petersburg', 'new-year', 'lists'),
      listingProps('kemerovo', 'valentine'),
    ]) {
      const scope = listingScope();
      await allSettled(listingStarted, { scope, params: props });
      expect(scope.getState(themedArticles.$status)).toBe('idle');
    }
    expect(fetchArticleMock).not.toHaveBeenCalled();
  });

  test("another listing drops the last one's articles", async () => {
    const scope = listingScope();
    await allSettled(listingStarted, { scope, params: listingProps('kazan', 'valentine') });
    expect(scope.getState(themedArticles.$data)?.items).toHaveLength(2);
    await allSettled(listingStarted, { scope, params: listingProps('kazan', 'standup') });
    expect(scope.getState(themedArticles.$data)).toBeNull();
  });

  test('the browser, starting the page again on the server state, asks for none of them again', async () => {
    const server = listingScope();
    await allSettled(listingStarted, { scope: server, params: listingProps('kazan', 'halloween') });
    fetchArticleMock.mockClear();
    const browser = listingScope(serialize(server));
    await allSettled(listingStarted, { scope: browser, params: listingProps('kazan', 'halloween') });
    expect(fetchArticleMock).not.toHaveBeenCalled();
    expect(browser.getState(themedArticles.$data)?.items).toHaveLength(2);
  });
});
