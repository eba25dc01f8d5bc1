import { formatCountRu, navigationRequested, type PageParcelProps } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ArticleCard } from '../../entities/article';
import { EVENT_FORMS, EventCard } from '../../entities/event';
import { PlaceCard } from '../../entities/place';
import { SearchSuggestions } from '../../features/search-suggestions';
import { pagePath, readPage } from '../../shared/lib/route-query';
import buttons from '../../shared/ui/button.module.css';
import { CardGrid, CardGridSkeleton } from '../../shared/ui/card-grid';
import pageStyles from '../../shared/ui/page.module.css';
import { isPastLastPage, Pagination, PastLastPage } from '../../shared/ui/pagination';
import { ResourceView } from '../../shared/ui/resource-view';
import { EmptyState } from '../../shared/ui/states';
import {
  $searchLead,
  MAX_QUERY,
  MIN_QUERY,
  readSearchQuery,
  results,
  SEARCH_TITLE,
  searchPages,
} from './model';
import styles from './search-page.module.css';

const TRY = ['стендап', 'выставка', 'джаз', 'бар', 'квест'];

/**
 * `/{city}/search?q=…`: events, places and articles of the city; the query lives in the URL. The search box is a
 * GET form the server answers, so it works before (and without) JavaScript; once the app runs, a search opens in
 * place. The field is the form's own (uncontrolled): what it holds is what is searched, even if it was typed
 * before the app started.
 */
export function SearchPage({ city, route }: PageParcelProps) {
  const q = readSearchQuery(route.query.q);
  const page = readPage(route.query.page);
  // What was typed since the page showed `q` (suggestions follow it); a new `q` starts afresh.
  const [typed, setTyped] = useState({ q, text: q });
  const text = typed.q === q ? typed.text : q;
  // A new `q` (a search, a link, back or forward) is put in the field, the same element: the focus stays in it
  // after an Enter. Not on the first render, which keeps what was typed before the app started.
  const field = useRef<HTMLInputElement>(null);
  const shown = useRef(q);
  // Opened without a query, the page is there to be typed in: the field takes the focus from the link that led here
  // (the header's search) or from nowhere, never from where the person put it before the app started.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only
  useEffect(() => {
    const active = document.activeElement;
    const fromHere =
      !active ||
      active === document.body ||
      (active instanceof HTMLAnchorElement && active.pathname === route.path);
    if (!q && fromHere) field.current?.focus();
  }, []);
  useEffect(() => {
    if (shown.current === q) return;
    shown.current = q;
    if (field.current) field.current.value = q;
  }, [q]);
  const { navigate, lead } = useUnit({ navigate: navigationRequested, lead: $searchLead });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = readSearchQuery(String(new FormData(event.currentTarget).get('q') ?? ''));
    navigate({ to: value ? `${route.path}?q=${encodeURIComponent(value)}` : route.path });
  };
  const isLead = (kind: 'event' | 'place' | 'article', id: number) => lead?.kind === kind && lead.id === id;
  const hrefFor = (n: number) => pagePath(route.path, n, { q });

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>
        {SEARCH_TITLE} · {city.title}
      </h1>
      <search>
        <form className={styles.form} method="get" action={route.path} onSubmit={submit}>
          <label className={styles.label} htmlFor="catalog-search">
            Событие, место или статья
          </label>
          <input
            ref={field}
            id="catalog-search"
            className={styles.input}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={MAX_QUERY}
            minLength={MIN_QUERY}
            placeholder="Например, стендап или джаз"
            onChange={(event) => setTyped({ q, text: event.target.value })}
            autoComplete="off"
          />
          <button type="submit" className={buttons.primary}>
            Найти
          </button>
        </form>
      </search>
      <SearchSuggestions city={city.alias} text={text} hidden={text.trim() === q} />
      {q.length < MIN_QUERY ? (
        <EmptyState
          emoji="🔎"
          title={q ? 'Слишком короткий запрос' : 'Что ищем?'}
          text="Введи хотя бы две буквы. Можно попробовать:"
        >
          {TRY.map((word) => (
            <a key={word} className={buttons.secondary} href={`${route.path}?q=${encodeURIComponent(word)}`}>
              {word}
            </a>
          ))}
        </EmptyState>
      ) : (
        <ResourceView resource={results} skeleton={<CardGridSkeleton />}>
          {(data) => {
            const found = searchPages(data);
            if (isPastLastPage(page, found)) {
              return <PastLastPage page={page} totalPages={found.totalPages} hrefFor={hrefFor} />;
            }
            if (found.items.length === 0) {
              return (
                <EmptyState
                  title={`По запросу «${q}» ничего не нашлось`}
                  text="Проверь написание или поищи короче. А ещё можно посмотреть всю афишу."
                >
                  <a className={buttons.primary} href={`/${city.alias}/events`}>
                    Вся афиша
                  </a>
                  <a className={buttons.secondary} href={`/${city.alias}/places`}>
                    Все места
                  </a>
                </EmptyState>
              );
            }
            return (
              <div data-testid="search-results">
                {data.events.items.length > 0 && (
                  <section className={pageStyles.section}>
                    <h2 className={pageStyles.sectionTitle}>
                      События · {formatCountRu(data.events.total, EVENT_FORMS)}
                    </h2>
                    <CardGrid label="События">
                      {data.events.items.map((event) => (
                        <EventCard key={event.id} event={event} priority={isLead('event', event.id)} />
                      ))}
                    </CardGrid>
                  </section>
                )}
                {data.places.items.length > 0 && (
                  <section className={pageStyles.section}>
                    <h2 className={pageStyles.sectionTitle}>Места · {data.places.total}</h2>
                    <CardGrid label="Места">
                      {data.places.items.map((place) => (
                        <PlaceCard
                          key={place.id}
                          place={place}
                          city={city.alias}
                          priority={isLead('place', place.id)}
                        />
                      ))}
                    </CardGrid>
                  </section>
                )}
                {data.articles.items.length > 0 && (
                  <section className={pageStyles.section}>
                    <h2 className={pageStyles.sectionTitle}>Статьи · {data.articles.total}</h2>
                    <CardGrid label="Статьи">
                      {data.articles.items.map((article) => (
                        <ArticleCard
                          key={article.id}
                          article={article}
                          priority={isLead('article', article.id)}
                        />
                      ))}
                    </CardGrid>
                  </section>
                )}
                <Pagination page={page} totalPages={found.totalPages} hrefFor={hrefFor} />
              </div>
            );
          }}
        </ResourceView>
      )}
    </div>
  );
}
