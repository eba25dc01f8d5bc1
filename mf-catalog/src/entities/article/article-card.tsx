import { type ArticleSummary, formatDate, parseDate, pluralRu } from '@kaver/shared-contracts';
import styles from '../card.module.css';

export const articlePath = (article: Pick<ArticleSummary, 'kind' | 'slug'>) =>
  article.kind === 'guide' ? `/guides/${article.slug}` : `/blog/${article.slug}`;

export function readingTime(minutes: number): string {
  return `${minutes} ${pluralRu(minutes, ['минута', 'минуты', 'минут'])} чтения`;
}

export function publishedText(article: Pick<ArticleSummary, 'publishedAt'>): string {
  const date = parseDate(article.publishedAt);
  return date ? formatDate(date) : '';
}

export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <a href={articlePath(article)} className={styles.card} data-article={article.slug}>
      <div className={styles.media}>
        <img className={styles.image} src={article.cover} alt="" loading="lazy" decoding="async" />
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
