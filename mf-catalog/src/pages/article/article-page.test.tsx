import { type Article, findCityByAlias, type PageParcelProps } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { fetchArticle } from '../../shared/api/content';
import { ArticlePage } from './article-page';
import { articleStarted } from './model';

jest.mock('../../shared/api/content', () => ({
  ...jest.requireActual('../../shared/api/content'),
  fetchArticle: jest.fn(),
}));

const weekend: Article = {
  id: 397,
  slug: 'moscow-weekend',
  kind: 'article',
  city: 'moscow',
  title: 'Куда сходить на выходных в Москве',
  lead: 'Главные события субботы и воскресенья.',
  cover: '/c.jpg',
  publishedAt: '26.11.2026',
  readingMinutes: 2,
  tags: [],
  body: '<p>Текст</p>',
  events: [],
};

test('an article page says when it was published in <time datetime> (the day in Moscow)', async () => {
  jest.mocked(fetchArticle).mockResolvedValue(weekend);
  const moscow = findCityByAlias('moscow')!;
  const props: PageParcelProps = {
    city: moscow,
    routeCity: moscow,
    route: { name: 'blog-city-weekend', path: '/blog/moscow-weekend', params: { city: 'moscow' }, query: {} },
  };
  const scope = fork();
  await allSettled(articleStarted, { scope, params: props });
  const html = renderToString(
    <Provider value={scope}>
      <ArticlePage {...props} />
    </Provider>,
  );
  expect(html.replaceAll('<!-- -->', '')).toContain(
    '<time dateTime="2026-11-26T00:00:00+03:00">26 ноября 2026</time> · 2 минуты чтения',
  );
});
