// Articles and guides: rows to domain types.
import type { Article, ArticleSummary, Event } from '@kaver/shared-contracts/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { formatDate } from '../lib/dates';
import { cityById } from './cities';
import { mediaUrl } from './media';

type ArticleRow = Selectable<Database['articles']>;

export function toArticleSummaries(publicUrl: string, rows: ArticleRow[]): ArticleSummary[] {
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    city: cityById(row.cityId)?.alias ?? null,
    title: row.title,
    lead: row.lead,
    cover: mediaUrl(publicUrl, row.cover),
    publishedAt: formatDate('Europe/Moscow', row.publishedAt),
    readingMinutes: row.readingMinutes,
    tags: row.tags,
  }));
}

export function toArticle(publicUrl: string, row: ArticleRow, events: Event[]): Article {
  return { ...toArticleSummaries(publicUrl, [row])[0]!, body: row.body, events };
}
