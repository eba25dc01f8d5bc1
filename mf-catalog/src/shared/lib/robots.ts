// The robots directives of a page's meta (SPEC.md 2.4) that differ from the default (index, follow).
import { type City, isOpenCity, type Page } from '@kaver/shared-contracts';

/**
 * The robots directive of a city's pages: a city that is not open yet ('скоро', no card colour) keeps its pages
 * out of search (they are not in the sitemap either), while links on them are still followed. Open cities use
 * the default. robots.txt does not block these paths, so crawlers can read the directive.
 */
export function cityRobots(city: Pick<City, 'options'> | null | undefined): { robots?: string } {
  return city && !isOpenCity(city) ? { robots: 'noindex, follow' } : {};
}

/**
 * The robots directive of a page number past the last page, which shows «Страницы N нет» with a link to the first
 * (PastLastPage), or the list's own empty state when it has no page at all: a useful page for a person, an empty one
 * for search ('noindex, follow': its links are still followed).
 */
export function pastLastPageRobots(
  page: number,
  data?: Pick<Page<unknown>, 'items' | 'totalPages'>,
): { robots?: string } {
  return data && page > 1 && page > data.totalPages && data.items.length === 0
    ? { robots: 'noindex, follow' }
    : {};
}
