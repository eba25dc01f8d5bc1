import type { SearchSuggestion } from '@kaver/shared-contracts';
import { useEffect, useState } from 'react';
import { fetchSearchSuggestions } from '../../shared/api/content';
import styles from './search-suggestions.module.css';

const DEBOUNCE_MS = 250;
const KIND_LABELS = { event: 'Событие', place: 'Место', article: 'Статья', guide: 'Гид' } as const;

export function suggestionHref(city: string, item: SearchSuggestion): string {
  if (item.kind === 'event') return `/${city}/events/${item.slug}`;
  if (item.kind === 'place') return `/${city}/places/${item.slug}`;
  if (item.kind === 'guide') return `/guides/${item.slug}`;
  return `/blog/${item.slug}`;
}

/** Titles under the search box while typing (from 2 letters); each is a link straight to its page. */
export function SearchSuggestions({ city, text, hidden }: { city: string; text: string; hidden: boolean }) {
  const [items, setItems] = useState<SearchSuggestion[]>([]);
  const query = text.trim();

  useEffect(() => {
    // Hidden while the box holds the query already searched for (as on arrival): nothing to suggest then.
    if (hidden || query.length < 2) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchSearchSuggestions(city, query, controller.signal).then(setItems, () => setItems([]));
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [city, query, hidden]);

  if (hidden || items.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Подсказки" data-testid="search-suggestions">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`}>
          <a href={suggestionHref(city, item)} className={styles.item}>
            <span className={styles.kind}>{KIND_LABELS[item.kind]}</span>
            {item.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
