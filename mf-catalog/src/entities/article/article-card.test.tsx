import type { ArticleSummary } from '@kaver/shared-contracts';
import { renderToString } from 'react-dom/server';
import { ArticleCard } from './article-card';
import { toArticleCard } from './to-article-card';

const summary: ArticleSummary = {
  id: 11,
  slug: 'moscow-standup',
  kind: 'article',
  city: 'moscow',
  title: 'Стендап в Москве',
  lead: 'Где смеяться на этой неделе.',
  cover: '/c.jpg',
  publishedAt: '26.11.2026',
  readingMinutes: 2,
  tags: [],
};

describe('an article card', () => {
  test('says its publication date in words, and in <time datetime> for machines (the day in Moscow)', () => {
    const html = renderToString(<ArticleCard article={toArticleCard(summary)} />);
    expect(html.replaceAll('<!-- -->', '')).toContain(
      '<time dateTime="2026-11-26T00:00:00+03:00">26 ноября 2026</time> · 2 минуты чтения',
    );
  });
});
