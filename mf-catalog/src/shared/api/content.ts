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

export async function fetchArticles(
  kind: ArticleKind,
  query: { city?: string | null; page?: number; perPage?: number } = {},
): Promise<Page<ArticleSummary>> {
  const { data } = await apiClients().web.get<Page<ArticleSummary>>(base(kind), {
    params: {
      ...(query.city && { city: query.city }),
      page: query.page ?? 1,
      perPage: query.perPage ?? ARTICLES_PER_PAGE,
    },
  });
  return data;
}

export async function fetchArticle(kind: ArticleKind, slug: string): Promise<Article> {
  const { data } = await apiClients().web.get<Article>(`${base(kind)}/${encodeURIComponent(slug)}`);
  return data;
}

export async function fetchCollections(city: string): Promise<Collection[]> {
  const { data } = await apiClients().web.get<Collection[]>('/collections', { params: { city } });
  return data;
}

export async function fetchCollection(city: string, slug: string): Promise<Collection> {
  const { data } = await apiClients().web.get<Collection>(`/collections/${encodeURIComponent(slug)}`, {
    params: { city },
  });
  return data;
}

export async function fetchSuggestion(id: number): Promise<Suggestion> {
  const { data } = await apiClients().web.get<Suggestion>(`/suggestions/${id}`);
  return data;
}

export async function searchCatalog(city: string, q: string, page = 1): Promise<SearchResult> {
  const { data } = await apiClients().web.get<SearchResult>('/search', {
    params: { city, q, page, perPage: SEARCH_PER_PAGE },
  });
  return data;
}

/** Cancelled with `signal` while the person keeps typing (it then rejects with axios' CanceledError). */
export async function fetchSearchSuggestions(
  city: string,
  q: string,
  signal?: AbortSignal,
): Promise<SearchSuggestion[]> {
  const { data } = await apiClients().web.get<SearchSuggestion[]>('/search/suggestions', {
    params: { city, q },
    signal,
  });
  return data;
}
