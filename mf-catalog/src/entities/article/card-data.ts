// What an article card shows, its date in words already: a list page keeps only this of each article, and the
// date library comes with the list's request, not with the page the server rendered.
import type { ArticleKind, ArticleSummary } from '@kaver/shared-contracts';

export interface ArticleCardData {
  id: number;
  slug: string;
  kind: ArticleKind;
  title: string;
  lead: string;
  cover: string;
  /** '21 ноября 2026'. */
  published: string;
  /** The same day for <time datetime>: '2026-11-21T00:00:00+03:00'. */
  publishedDateTime: string;
  readingMinutes: number;
}

/** A list of articles (a page, a row) as cards. */
export async function toArticleCards<List extends { items: readonly ArticleSummary[] }>(
  pending: Promise<List>,
): Promise<Omit<List, 'items'> & { items: ArticleCardData[] }> {
  const [{ toArticleCard }, list] = await Promise.all([import('./to-article-card'), pending]);
  return { ...list, items: list.items.map(toArticleCard) };
}
