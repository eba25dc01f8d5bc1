import { type ArticleSummary, pluralRu } from '@kaver/shared-contracts';
import styles from '../card.module.css';
import { CardMedia } from '../card-media';
import type { ArticleCardData } from './card-data';

export const articlePath = (article: Pick<ArticleSummary, 'kind' | 'slug'>) =>
  article.kind === 'guide' ? `/guides/${article.slug}` : `/blog/${article.slug}`;

export function readingTime(minutes: number): string {
  return `${minutes} ${pluralRu(minutes, ['минута', 'минуты', 'минут'])} чтения`;
}

/** An article or guide as a card; `priority` as on EventCard. */
export function ArticleCard({ article, priority = false }: { article: ArticleCardData; priority?: boolean }) {
  return (
    <a href={articlePath(article)} className={styles.card} data-article={article.slug}>
      <CardMedia src={article.cover} priority={priority}>
        {article.kind === 'guide' && <span className={styles.badge}>Гид</span>}
      </CardMedia>
      <p className={styles.meta}>
        <time dateTime={article.publishedDateTime}>{article.published}</time> ·{' '}
        {readingTime(article.readingMinutes)}
      </p>
      <h3 className={styles.title}>{article.title}</h3>
      <p className={styles.sub}>{article.lead}</p>
    </a>
  );
}
