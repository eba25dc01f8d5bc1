import { type ArticleSummary, formatDate, parseDdMmYyyy, pluralRu } from '@kaver/shared-contracts';
import styles from '../card.module.css';
import { CardImage } from '../card-image';

export const articlePath = (article: Pick<ArticleSummary, 'kind' | 'slug'>) =>
  article.kind === 'guide' ? `/guides/${article.slug}` : `/blog/${article.slug}`;

export function readingTime(minutes: number): string {
  return `${minutes} ${pluralRu(minutes, ['минута', 'минуты', 'минут'])} чтения`;
}

export function publishedText(article: Pick<ArticleSummary, 'publishedAt'>): string {
  const date = parseDdMmYyyy(article.publishedAt);
  return date ? formatDate(date) : '';
}

/** An article or guide as a card; `priority` as on EventCard. */
export function ArticleCard({ article, priority = false }: { article: ArticleSummary; priority?: boolean }) {
  return (
    <a href={articlePath(article)} className={styles.card} data-article={article.slug}>
      <div className={styles.media}>
        <CardImage src={article.cover} priority={priority} />
        {article.kind === 'guide' && <span className={styles.badge}>Гид</span>}
      </div>
      <p className={styles.meta}>
        {publishedText(article)} · {readingTime(article.readingMinutes)}
      </p>
      <h3 className={styles.title}>{article.title}</h3>
      <p className={styles.sub}>{article.lead}</p>
    </a>
  );
}
