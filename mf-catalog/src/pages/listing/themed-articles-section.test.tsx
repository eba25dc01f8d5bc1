import { ApiError, type Article, findCityByAlias, type PageParcelProps } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { fetchArticle } from '../../shared/api/content';
import { ListingPage } from './listing-page';
import { listing, listingStarted } from './model';

jest.mock('../../shared/api/content', () => ({
  ...jest.requireActual('../../shared/api/content'),
  fetchArticle: jest.fn(),
}));
const fetchArticleMock = jest.mocked(fetchArticle);

const article = (slug: string): Article => ({
  id: slug.length,
  slug,
  kind: 'article',
  city: 'ekaterinburg',
  title: `Статья ${slug}`,
  lead: 'Подборка редакции.',
  cover: `/media/${slug}.jpg`,
  publishedAt: '01.12.2026',
  readingMinutes: 4,
  tags: ['new-year'],
  body: '<p>Текст</p>',
  events: [],
});

/** The HTML the server sends for `/{city}/events/listings/{slug}`, its data loaded as on the server. */
async function serverHtml(city: string, slug: string): Promise<string> {
  const found = findCityByAlias(city)!;
  const props: PageParcelProps = {
    city: found,
    routeCity: found,
    route: {
      name: 'city-listing',
      path: `/${city}/events/listings/${slug}`,
      params: { city, slug },
      query: {},
    },
  };
  const emptyPage = { items: [], page: 1, perPage: 6, total: 0, totalPages: 0 };
  const scope = fork({ handlers: [[listing.fx, async () => ({ events: emptyPage, collection: null })]] });
  await allSettled(listingStarted, { scope, params: props });
  return renderToString(
    <Provider value={scope}>
      <ListingPage {...props} />
    </Provider>,
  );
}

beforeEach(() => {
  fetchArticleMock.mockReset();
  fetchArticleMock.mockImplementation(async (_kind, slug) => article(slug));
});

describe('the themed articles section of a listing page', () => {
  test('the server renders the holiday articles as links to the blog, under the events', async () => {
    const html = await serverHtml('ekaterinburg', 'new-year');
    const heading = html.indexOf('Статьи к празднику');
    expect(heading).toBeGreaterThan(html.indexOf('Здесь пока пусто'));
    for (const slug of [
      'novogodnie-yarmarki-ekaterinburga',
      'kuda-skhodit-na-novogodnikh-kanikulakh-v-ekaterinburge',
      'gde-vstretit-novyy-god-v-ekaterinburge',
    ]) {
      expect(html.indexOf(`href="/blog/${slug}"`)).toBeGreaterThan(heading);
      expect(html).toContain(`Статья ${slug}`);
      expect(html).toContain(`/media/${slug}.jpg`);
    }
  });

  test('nothing, not even the heading, in a city with no themed articles', async () => {
    const html = await serverHtml('moscow', 'new-year');
    expect(html).toContain('Здесь пока пусто');
    expect(html).not.toContain('Статьи к празднику');
    expect(html).not.toContain('href="/blog/');
  });

  test('nothing when none of the articles can be loaded; the events part is there', async () => {
    fetchArticleMock.mockRejectedValue(
      new ApiError({ status: 404, code: 'article_not_found', message: 'x', method: 'GET', url: '' }),
    );
    const html = await serverHtml('kazan', 'halloween');
    expect(fetchArticleMock).toHaveBeenCalledTimes(2);
    expect(html).toContain('Хеллоуин в Казани');
    expect(html).not.toContain('Статьи к празднику');
    expect(html).not.toContain('href="/blog/');
  });
});
