import type { ArticleSummary } from '@kaver/shared-contracts';
import { formatDate, parseDate } from '@kaver/shared-contracts/time';
import type { ArticleCardData } from './card-data';

/**
 * 'DD.MM.YYYY' of the API as a page says it, '21 ноября 2026', and as its <time datetime> says it: the start of that
 * day in Moscow, '2026-11-21T00:00:00+03:00' (ISO 8601 with the offset, like an event's instants).
 */
export function publishedDate(publishedAt: string): Pick<ArticleCardData, 'published' | 'publishedDateTime'> {
  const date = parseDate(publishedAt);
  return date
    ? { published: formatDate(date), publishedDateTime: date.format('YYYY-MM-DDTHH:mm:ssZ') }
    : { published: '', publishedDateTime: '' };
}

export function toArticleCard(article: ArticleSummary): ArticleCardData {
  return {
    id: article.id,
    slug: article.slug,
    kind: article.kind,
    title: article.title,
    lead: article.lead,
    cover: article.cover,
    ...publishedDate(article.publishedAt),
    readingMinutes: article.readingMinutes,
  };
}
