// The paging envelope and the query behind every page: one round trip answers the rows of the page and the
// total (a window count over the filtered rows); only a page past the end, which has no row to carry the
// total, costs a second count query.
import type { Page } from '@kaver/shared-contracts/domain';
import { sql } from 'kysely';

export interface Paging {
  page: number;
  perPage: number;
}

/** Select this on the filtered query to count it: `base.select(COUNT_ALL)`. */
export const COUNT_ALL = sql<number>`count(*)::int`.as('total');

/** Select this beside the rows of a page: the number of rows over all pages, on every row. */
export const FULL_COUNT = sql<number>`(count(*) over ())::int`.as('fullCount');

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

/**
 * One page of an ordered query that selects FULL_COUNT; `count` (the same filters selecting COUNT_ALL) runs
 * only when the page is past the end.
 */
export async function paged<T extends { fullCount: number }>(
  paging: Paging,
  rows: Limitable<T>,
  count: Countable,
): Promise<Page<T>> {
  const items = await rows
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage)
    .execute();
  const total =
    items[0]?.fullCount ?? (paging.page === 1 ? 0 : (await count.executeTakeFirstOrThrow()).total);
  return pageOf(items, total, paging);
}

/** The same page with its items mapped. */
export async function mapPage<T, U>(
  page: Page<T>,
  map: (items: T[]) => U[] | Promise<U[]>,
): Promise<Page<U>> {
  return { ...page, items: await map(page.items) };
}
