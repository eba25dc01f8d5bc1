// Blog articles and guides (/blog/{slug}, /guides/{slug}, /blog/{city}-weekend).
import type { Event } from './event';

export type ArticleKind = 'article' | 'guide';

export interface ArticleSummary {
  id: number;
  slug: string;
  kind: ArticleKind;
  /** City alias, or null for articles about every city. */
  city: string | null;
  title: string;
  lead: string;
  cover: string;
  /** 'DD.MM.YYYY'. */
  publishedAt: string;
  readingMinutes: number;
  tags: string[];
}

export interface Article extends ArticleSummary {
  /** HTML from the API's editors (p, h2, h3, ul, ol, li, a, strong, em, blockquote, img): sanitise before use. */
  body: string;
  /** Events the article mentions; for a '{city}-weekend' article, the events of the coming weekend. */
  events: Event[];
}
