// Articles, guides, collections, search, suggestions, redirects and reference data (api/README.md).

import type { AgeRating } from '../../domain/age-rating';
import type { Article, ArticleKind, ArticleSummary } from '../../domain/article';
import type { City } from '../../domain/city';
import type { Collection } from '../../domain/collection';
import type { Page } from '../../domain/paging';
import type { Purpose, SurveyQuestion } from '../../domain/purpose';
import type { RedirectRule } from '../../domain/redirect';
import type { SearchResult } from '../../domain/search';
import type { SearchSuggestion, Suggestion } from '../../domain/suggestion';
import type { ApiClients } from '../http';
import { apiClients } from '../registry';

const articleBase = (kind: ArticleKind) => (kind === 'guide' ? '/guides' : '/articles');

export function getArticles(
  kind: ArticleKind,
  query: { city?: string; page?: number; perPage?: number } = {},
  clients: ApiClients = apiClients(),
): Promise<Page<ArticleSummary>> {
  return clients.web.get<Page<ArticleSummary>>(articleBase(kind), {
    query: { ...query, page: query.page ?? 1 },
  });
}

/** One article or guide; the '{city}-weekend' article carries the coming weekend's events. */
export function getArticle(
  kind: ArticleKind,
  slug: string,
  clients: ApiClients = apiClients(),
): Promise<Article> {
  return clients.web.get<Article>(`${articleBase(kind)}/${encodeURIComponent(slug)}`);
}

export function getCollections(city: string, clients: ApiClients = apiClients()): Promise<Collection[]> {
  return clients.web.get<Collection[]>('/collections', { query: { city } });
}

export function getCollection(
  city: string,
  slug: string,
  clients: ApiClients = apiClients(),
): Promise<Collection> {
  return clients.web.get<Collection>(`/collections/${encodeURIComponent(slug)}`, { query: { city } });
}

export function search(
  city: string,
  q: string,
  page = 1,
  clients: ApiClients = apiClients(),
): Promise<SearchResult> {
  return clients.web.get<SearchResult>('/search', { query: { city, q, page, perPage: 6 } });
}

export function getSearchSuggestions(
  city: string,
  q: string,
  clients: ApiClients = apiClients(),
): Promise<SearchSuggestion[]> {
  return clients.web.get<SearchSuggestion[]>('/search/suggestions', { query: { city, q } });
}

export function getSuggestion(id: number, clients: ApiClients = apiClients()): Promise<Suggestion> {
  return clients.web.get<Suggestion>(`/suggestions/${id}`);
}

/** The redirect rule of a path, or null when it has none (the API answers 404). */
export async function getRedirect(
  path: string,
  clients: ApiClients = apiClients(),
): Promise<RedirectRule | null> {
  try {
    return await clients.web.get<RedirectRule>('/redirects', { query: { path } });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export const getCities = (clients: ApiClients = apiClients()) => clients.web.get<City[]>('/cities');
export const getAgeRatings = (clients: ApiClients = apiClients()) => clients.web.get<AgeRating[]>('/ages');
export const getPurposes = (clients: ApiClients = apiClients()) => clients.web.get<Purpose[]>('/purposes');
export const getSurveyQuestions = (clients: ApiClients = apiClients()) =>
  clients.web.get<SurveyQuestion[]>('/survey/questions');
