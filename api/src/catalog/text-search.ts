// Text matching of search, the search box and the q filters, the same on PGlite and a PostgreSQL server:
// - full-text search with the russian configuration: word forms ('концерты' finds 'Концерт'), any word order,
//   over the row's stored `search_document` (migration 0003, GIN-indexed);
// - substrings of the title (ILIKE, served by the pg_trgm index): 'джаз' finds 'Джазовый вечер';
// - typos (pg_trgm word similarity, also trigram-indexed): 'канцерт' finds 'Концерт'. Similarity is the
//   costly test, and a misspelt word rarely matches anything exactly, so it runs only when the exact tests
//   found nothing (`withTypoFallback`).
import { type RawBuilder, type SqlBool, sql } from 'kysely';

export type SearchTable = 'events' | 'places' | 'articles';

/** Typo matching starts at this many characters: shorter words share too few trigrams to mean anything. */
export const TYPO_MIN_LENGTH = 4;

/**
 * How close a title's word must be for `<%` (pg_trgm's default 0.6 misses one wrong letter in a 7-letter
 * word: 'канцерт' ~ 'концерт' is 0.5). Every database session sets it (db/connect.ts).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;
export const TRIGRAM_SETTING = `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const documentOf = (table: SearchTable) => sql.raw(`${table}.search_document`);
const titleOf = (table: SearchTable) => sql.raw(`${table}.title`);
const queryOf = (text: string) => sql`websearch_to_tsquery('russian', ${text})`;

/** True for rows of `table` that match `text` (trimmed, not empty); with `typos`, also by similarity only. */
export function textMatches(table: SearchTable, text: string, typos = false): RawBuilder<SqlBool> {
  const conditions = [
    sql`${documentOf(table)} @@ ${queryOf(text)}`,
    sql`${titleOf(table)} ilike ${`%${escapeLike(text)}%`}`,
  ];
  if (typos) conditions.push(sql`${text} <% ${titleOf(table)}`);
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

/**
 * Relevance of a matching row, higher first: a title starting with the text, then one containing it, plus the
 * full-text rank and how close the title's words are to the text.
 */
export function textRank(table: SearchTable, text: string): RawBuilder<number> {
  const title = titleOf(table);
  const escaped = escapeLike(text);
  return sql<number>`(case when ${title} ilike ${`${escaped}%`} then 2 when ${title} ilike ${`%${escaped}%`} then 1 else 0 end
    + ts_rank(${documentOf(table)}, ${queryOf(text)}) + word_similarity(${text}, ${title}))`;
}

/** Runs `search` with exact matching, and once more with typo matching when that found nothing. */
export async function withTypoFallback<T>(
  text: string,
  search: (typos: boolean) => Promise<T>,
  found: (result: T) => boolean,
): Promise<T> {
  const exact = await search(false);
  if (found(exact) || [...text].length < TYPO_MIN_LENGTH) return exact;
  return search(true);
}
