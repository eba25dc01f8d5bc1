import type { MouseEvent } from 'react';
import buttons from './button.module.css';
import focusAfterLoad from './focus-start';
import styles from './pagination.module.css';
import { EmptyState } from './states';

/** Page numbers around the current one, with gaps: 1 … 4 5 6 … 12. */
export function pageWindow(page: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, page - 1, page, page + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const n of sorted) {
    const last = result[result.length - 1];
    if (typeof last === 'number' && n - last > 1) result.push('gap');
    result.push(n);
  }
  return result;
}

/** A list's current page, how many it has, and the URL of each. */
interface PageLinks {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

/**
 * Real links (?page=N), so each page can be opened, shared and crawled. The host opens one in place, and the list
 * (with these links) gives way to its skeleton meanwhile: the focus then goes to the start of the new page's list,
 * not to <body> (`focusAfterLoad`). A click that opens a new tab or window is left alone.
 */
export function Pagination({ page, totalPages, hrefFor }: PageLinks) {
  if (totalPages <= 1) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    focusAfterLoad(event.currentTarget);
  };
  return (
    <nav className={styles.pagination} aria-label="Страницы">
      {page > 1 && (
        <a className={styles.step} href={hrefFor(page - 1)} rel="prev" onClick={onClick}>
          ← Назад
        </a>
      )}
      <ul className={styles.pages}>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className={item === page ? styles.current : styles.page}
                href={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={item === page ? undefined : onClick}
                aria-label={`Страница ${item}`}
              >
                {item}
              </a>
            </li>
          ),
        )}
      </ul>
      {page < totalPages && (
        <a className={styles.step} href={hrefFor(page + 1)} rel="next" onClick={onClick}>
          Дальше →
        </a>
      )}
    </nav>
  );
}

/** A list's page number past its last page, when the list has pages at all (robots.ts keeps it out of search). */
export function isPastLastPage(
  page: number,
  list: { items: readonly unknown[]; totalPages: number },
): boolean {
  return page > 1 && list.items.length === 0 && list.totalPages > 0 && page > list.totalPages;
}

/** What a page number past the last shows instead of the list: how many pages there are, and the way to the first. */
export function PastLastPage({ page, totalPages, hrefFor }: PageLinks) {
  return (
    <EmptyState emoji="📄" title={`Страницы ${page} нет`} text={`Всего страниц: ${totalPages}.`}>
      <a className={buttons.primary} href={hrefFor(1)}>
        К первой странице
      </a>
    </EmptyState>
  );
}
