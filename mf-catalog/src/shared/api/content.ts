// Articles, guides, collections, suggestions and search: the API's catalog calls beyond events and places.
import {
  type Article,
  type ArticleKind,
  type ArticleSummary,
  apiClients,
  type Collection,
  type Page,
  type SearchResult,
  type SearchSuggestion,
  type Suggestion,
} from '@kaver/shared-contracts';

export const ARTICLES_PER_PAGE = 12;
export const SEARCH_PER_PAGE = 6;

const base = (kind: ArticleKind) => (kind === 'guide' ? '/guides' : '/articles');

export function fetchArticles(
  kind: ArticleKind,
  query: { city?: string | null; page?: number; perPage?: number } = {},
): Promise<Page<ArticleSummary>> {
  return apiClients().web.get<Page<ArticleSummary>>(base(kind), {
    query: {
      ...(query.city && { city: query.city }),
      page: query.page ?? 1,
      perPage: query.perPage ?? ARTICLES_PER_PAGE,
    },
  });
}

export function fetchArticle(kind: ArticleKind, slug: string): Promise<Article> {
  return apiClients().web.get<Article>(`${base(kind)}/${encodeURIComponent(slug)}`);
}

export function fetchCollections(city: string): Promise<Collection[]> {
  return apiClients().web.get<Collection[]>('/collections', { query: { city } });
}

export function fetchCollection(city: string, slug: string): Promise<Collection> {
  return apiClients().web.get<Collection>(`/collections/${encodeURIComponent(slug)}`, { query: { city } });
}

export function fetchSuggestion(id: number): Promise<Suggestion> {
  return apiClients().web.get<Suggestion>(`/suggestions/${id}`);
}

export function searchCatalog(city: string, q: string, page = 1): Promise<SearchResult> {
  return apiClients().web.get<SearchResult>('/search', {
    query: { city, q, page, perPage: SEARCH_PER_PAGE },
  });
}

export function fetchSearchSuggestions(city: string, q: string, signal?: AbortSignal) {
  return apiClients().web.get<SearchSuggestion[]>('/search/suggestions', {
    query: { city, q },
    ...(signal && { signal }),
  });
}
