// One event and what its page shows beside it (SPEC.md 7.1): apart from the events list (events.ts), which nearly
// every page loads, so that only the event page carries these calls.
import { type ArticleSummary, apiClients, type Event, type Page } from '@kaver/shared-contracts';

/** SPEC.md 9: similar events 6. */
export const SIMILAR_PER_PAGE = 6;

/** One event by slug (or id); the API needs the city (SPEC.md 5). */
export async function fetchEvent(city: string, slug: string): Promise<Event> {
  if (!city) throw new Error('City is required');
  const { data } = await apiClients().web.get<Event>(`/events/${encodeURIComponent(slug)}`, {
    params: { city },
  });
  return data;
}

export async function fetchSimilarEvents(city: string, id: number): Promise<Page<Event>> {
  const { data } = await apiClients().web.get<Page<Event>>(`/events/${id}/similar`, {
    params: { city, page: 1, perPage: SIMILAR_PER_PAGE },
  });
  return data;
}

/** SPEC.md 7.1: page and perPage both 'null'. */
export async function fetchEventArticles(id: number): Promise<Page<ArticleSummary>> {
  const { data } = await apiClients().web.get<Page<ArticleSummary>>(`/events/${id}/articles`, {
    params: { page: null, perPage: null },
  });
  return data;
}
