// The paging envelope and the two queries behind every page: the rows of the page and the total.
import type { Page } from '@kaver/shared-contracts/src/domain/paging';
import { sql } from 'kysely';

export interface Paging {
  page: number;
  perPage: number;
}

/** Select this on the filtered query to count it: `base.select(COUNT_ALL)`. */
export const COUNT_ALL = sql<number>`count(*)::int`.as('total');

interface Limitable<T> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<T[]> } };
}

interface Countable {
  executeTakeFirstOrThrow(): Promise<{ total: number }>;
}

export function pageOf<T>(items: T[], total: number, paging: Paging): Page<T> {
  return {
    items,
    page: paging.page,
    perPage: paging.perPage,
    total,
    totalPages: Math.ceil(total / paging.perPage),
  };
}

/** Runs the ordered row query for one page and the count query side by side. */
export async function paged<T>(paging: Paging, rows: Limitable<T>, count: Countable): Promise<Page<T>> {
  const [items, { total }] = await Promise.all([
    rows
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return pageOf(items, total, paging);
}

/** The same page with its items mapped. */
export async function mapPage<T, U>(
  page: Page<T>,
  map: (items: T[]) => U[] | Promise<U[]>,
): Promise<Page<U>> {
  return { ...page, items: await map(page.items) };
}
