import { CITIES, type City, currentRuntimeConfig, isOpenCity, type Page } from '@kaver/shared-contracts';
import { absoluteUrl as onOrigin } from '@kaver/shared-contracts/json-ld';

/** The public origin for canonical and share links ('https://kaver.ru'), else this page's origin. */
export function siteOrigin(): string {
  const configured = currentRuntimeConfig()?.siteUrl;
  return (configured || window.location.origin).replace(/\/+$/, '');
}

export function absoluteUrl(path: string): string {
  return onOrigin(siteOrigin(), path);
}

export function brandName(): string {
  return currentRuntimeConfig()?.brand || 'Kaver';
}

/**
 * The robots directive of a city's pages: a city that is not open yet ('скоро', no card colour) keeps its pages
 * out of search (they are not in the sitemap either), while links on them are still followed. Open cities use
 * the default. robots.txt does not block these paths, so crawlers can read the directive.
 */
export function cityRobots(city: Pick<City, 'options'> | null | undefined): { robots?: string } {
  return city && !isOpenCity(city) ? { robots: 'noindex, follow' } : {};
}

/**
 * The robots directive of a page number past the last page, which shows «Страницы N нет» with a link to the first:
 * a useful page for a person, an empty one for search ('noindex, follow': its links are still followed).
 */
export function pastLastPageRobots(
  page: number,
  data?: Pick<Page<unknown>, 'items' | 'totalPages'>,
): { robots?: string } {
  return data && page > 1 && page > data.totalPages && data.items.length === 0
    ? { robots: 'noindex, follow' }
    : {};
}

/** How many cities the guide is open in; the others are greyed out in the city selector (SPEC.md 2.7). */
export const OPEN_CITIES = CITIES.filter(isOpenCity).length;
