// Query strings for the API: snake_case keys, undefined dropped, lists comma-joined, unset lists as 'null'.
import { toSnakeCase } from './case';

export type QueryPrimitive = string | number | boolean;
export type QueryValue = QueryPrimitive | null | undefined | readonly QueryPrimitive[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * The API's conventions (SPEC.md 7.1): `null` and an empty list are sent as 'null' (e.g. categories=null when
 * no category is chosen), flags as 1/0 (show_past=0), lists as 'a,b'. Undefined keys are left out.
 */
function encodeValue(value: Exclude<QueryValue, undefined>): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value))
    return value.length === 0 ? 'null' : value.map((item) => encodeValue(item)).join(',');
  return String(value);
}

const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',');

/** '?per_page=6&categories=1,5', or '' when nothing is left. */
export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, Exclude<QueryValue, undefined>] => entry[1] !== undefined)
    .map(([key, value]) => `${encode(toSnakeCase(key))}=${encode(encodeValue(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
