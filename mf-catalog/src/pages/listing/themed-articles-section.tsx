import { useUnit } from 'effector-react';
import { ArticleCard } from '../../entities/article';
import { HorizontalList } from '../../shared/ui/horizontal-list';
import { themedArticles } from './themed-articles';

/**
 * A holiday listing's articles, under its events. Only once they are here, and never an error or an empty
 * heading: the section is an extra, the events are the page.
 */
export function ThemedArticlesSection() {
  const { data, status } = useUnit({ data: themedArticles.$data, status: themedArticles.$status });
  if (status !== 'ready' || !data || data.items.length === 0) return null;
  return (
    <HorizontalList title="Статьи к празднику" testId="listing-articles">
      {data.items.map((article) => (
        <ArticleCard key={article.id} article={article} />
      ))}
    </HorizontalList>
  );
}
