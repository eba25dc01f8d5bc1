import type { ArticleSummary } from '@kaver/shared-contracts';
import { formatDate, parseDate } from '@kaver/shared-contracts/time';
import type { ArticleCardData } from './card-data';

/** 'DD.MM.YYYY' of the API as a page says it: '21 ноября 2026'. */
export function publishedText(publishedAt: string): string {
  const date = parseDate(publishedAt);
  return date ? formatDate(date) : '';
}

export function toArticleCard(article: ArticleSummary): ArticleCardData {
  return {
    id: article.id,
    slug: article.slug,
    kind: article.kind,
    title: article.title,
    lead: article.lead,
    cover: article.cover,
    published: publishedText(article.publishedAt),
    readingMinutes: article.readingMinutes,
  };
}
