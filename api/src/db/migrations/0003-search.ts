// Search: PostgreSQL full-text search with the russian configuration (word forms) over a stored document per
// row, and pg_trgm trigram indexes on titles (substrings, typos); see src/catalog/text-search.ts.
const documents = {
  events: `title || ' ' || short_description`,
  places: `title`,
  articles: `title || ' ' || lead`,
};

export const statements = [
  `create extension if not exists pg_trgm`,
  ...Object.entries(documents).flatMap(([table, text]) => [
    `alter table ${table} add column search_document tsvector
      generated always as (to_tsvector('russian', ${text})) stored`,
    `create index ${table}_search_document on ${table} using gin (search_document)`,
    `create index ${table}_title_trgm on ${table} using gin (title gin_trgm_ops)`,
  ]),
];
