// A suggestion (/suggestions/{id}): a set of events picked for someone, e.g. by the events bot, and the
// search-box suggestions.
import type { Event } from './event';

export interface Suggestion {
  id: number;
  /** City alias. */
  city: string;
  title: string;
  description: string;
  /** 'DD.MM.YYYY HH:mm'. */
  createdAt: string;
  events: Event[];
}

/** What a search-box line opens: /{city}/events/{slug}, /{city}/places/{slug}, /blog/{slug} or /guides/{slug}. */
export type SearchSuggestionKind = 'event' | 'place' | 'article' | 'guide';

/** One line under the search box. */
export interface SearchSuggestion {
  kind: SearchSuggestionKind;
  id: number;
  slug: string;
  title: string;
}
