import { findCityByAlias, type Page, type PageParcelProps } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import type { ArticleCardData } from '../../entities/article';
import { blogArticles, blogGuides, blogStarted } from './model';

const moscow = findCityByAlias('moscow')!;
const props: PageParcelProps = {
  city: moscow,
  routeCity: moscow,
  route: { name: 'city-blog', path: '/moscow/blog', params: { city: 'moscow' }, query: {} },
};
const empty: Page<ArticleCardData> = { items: [], page: 1, perPage: 12, total: 0, totalPages: 0 };

/** The journal opened with the articles' and the guides' loads failing that many times each before they answer. */
async function openedWith(failures: { articles: number; guides: number }) {
  const calls = { articles: 0, guides: 0 };
  const load = (kind: keyof typeof calls) => async () => {
    calls[kind] += 1;
    if (calls[kind] <= failures[kind]) throw new Error('Network Error');
    return empty;
  };
  const scope = fork({
    handlers: [
      [blogArticles.fx, load('articles')],
      [blogGuides.fx, load('guides')],
    ],
  });
  await allSettled(blogStarted, { scope, params: props });
  return { scope, calls };
}

describe('blog page model: one retry for the page', () => {
  test('«Попробовать ещё раз» of the articles asks for the guides again when they failed too', async () => {
    const { scope } = await openedWith({ articles: 1, guides: 1 });
    expect(scope.getState(blogArticles.$status)).toBe('error');
    expect(scope.getState(blogGuides.$status)).toBe('error');

    await allSettled(blogArticles.retry, { scope });
    expect(scope.getState(blogArticles.$status)).toBe('ready');
    expect(scope.getState(blogGuides.$status)).toBe('ready');
  });

  test('guides that loaded are not asked for again', async () => {
    const { scope, calls } = await openedWith({ articles: 1, guides: 0 });
    await allSettled(blogArticles.retry, { scope });
    expect(scope.getState(blogArticles.$status)).toBe('ready');
    expect(calls.guides).toBe(1);
  });
});
