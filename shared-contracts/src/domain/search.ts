// GET /search: events, places and articles of a city matching a query.
import type { ArticleSummary } from './article';
import type { Event } from './event';
import type { Page } from './paging';
import type { Place } from './place';

export interface SearchResult {
  query: string;
  events: Page<Event>;
  places: Page<Place>;
  articles: Page<ArticleSummary>;
}
