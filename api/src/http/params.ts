// Request-schema pieces shared by the routes, and the parsing the schemas cannot express.
import { badRequest } from './errors';
import { INT32_MAX } from './validation';

/** A number, or the literal 'null' that the front end sends for an unset filter (SPEC.md 7.1). */
export const nullableInt = { type: 'string', pattern: '^(null|\\d{1,9})$' } as const;
/** Comma-separated ids, or 'null'. */
export const nullableIdList = { type: 'string', pattern: '^(null|\\d{1,9}(,\\d{1,9})*)$' } as const;
export const nullableDate = { type: 'string', pattern: '^(null|\\d{2}\\.\\d{2}\\.\\d{4})$' } as const;
export const nullableTime = { type: 'string', pattern: '^(null|\\d{2}:\\d{2})$' } as const;
export const idParam = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: INT32_MAX } },
  required: ['id'],
} as const;

/** A path value that is an id or a slug: '12' or 'jazz-night-12'. */
export const refParam = (name: string, description = 'Id or slug') =>
  ({
    type: 'object',
    properties: { [name]: { type: 'string', pattern: '^[a-z0-9-]{1,120}$', description } },
    required: [name],
  }) as const;

/**
 * Which column an id-or-slug path value names: digits are an id, anything else a slug. Digits beyond int32
 * name no row (null: the caller answers 404) and never reach the database.
 */
export function readRef(
  ref: string,
): { column: 'id'; value: number } | { column: 'slug'; value: string } | null {
  if (!/^\d+$/.test(ref)) return { column: 'slug', value: ref };
  const id = Number(ref);
  return id >= 1 && id <= INT32_MAX ? { column: 'id', value: id } : null;
}

export function paging(defaultPerPage: number, maxPerPage = 100) {
  return {
    page: { ...nullableInt, description: 'Page number, from 1 (default 1)' },
    per_page: {
      ...nullableInt,
      description: `Items per page (default ${defaultPerPage}, at most ${maxPerPage})`,
    },
  } as const;
}

export function readInt(value: string | undefined): number | null {
  return value === undefined || value === 'null' || value === '' ? null : Number(value);
}

export function readIdList(value: string | undefined): number[] | null {
  return value === undefined || value === 'null' || value === '' ? null : value.split(',').map(Number);
}

export function readPaging(
  query: { page?: string; per_page?: string },
  defaultPerPage: number,
  maxPerPage = 100,
): { page: number; perPage: number } {
  const page = readInt(query.page) ?? 1;
  const perPage = readInt(query.per_page) ?? defaultPerPage;
  if (page < 1) throw badRequest('page must be at least 1', 'page');
  if (perPage < 1 || perPage > maxPerPage)
    throw badRequest(`per_page must be from 1 to ${maxPerPage}`, 'per_page');
  return { page, perPage };
}
