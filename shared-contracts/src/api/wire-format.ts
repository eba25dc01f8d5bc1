// What the API expects on the wire (SPEC.md 7): snake_case keys out, camelCase keys in, and its query
// conventions. The key conversion is change-case's; this file only says where it applies.
import axios, { type AxiosRequestTransformer, type AxiosResponseTransformer } from 'axios';
import { camelKeys, snakeKeys } from './case-keys';

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Request bodies: snake_case keys, then axios' own JSON encoding. A POST without a body (null or undefined) must
 * go without a Content-Type: axios labels it form-urlencoded, which the API refuses (415), and drops the label
 * itself only in the browser and only for undefined. `false` keeps axios from setting one anywhere.
 */
export const snakeRequestBody: AxiosRequestTransformer[] = [
  (data, headers) => {
    if (data !== undefined && data !== null) return snakeKeys(data);
    headers.setContentType(false);
    return undefined;
  },
  ...asArray(axios.defaults.transformRequest),
];

/** Response bodies (error bodies too): axios' JSON parsing, then camelCase keys. */
export const camelResponseBody: AxiosResponseTransformer[] = [
  ...asArray(axios.defaults.transformResponse),
  (data) => camelKeys(data),
];

export type QueryPrimitive = string | number | boolean;
export type QueryValue = QueryPrimitive | null | undefined | readonly QueryPrimitive[];

/**
 * A query value as the API reads it (SPEC.md 7.1): `null` and an empty list as 'null' (categories=null when
 * no category is chosen), flags as 1/0 (show_past=0), lists as 'a,b'.
 */
function queryValue(value: Exclude<QueryValue, undefined>): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value)) return value.length === 0 ? 'null' : value.map(queryValue).join(',');
  return String(value);
}

/**
 * axios' `paramsSerializer`: keys in snake_case, values by the API's conventions, undefined left out;
 * 'per_page=6&categories=1,5&show_past=0'.
 */
export function serializeParams(params: Readonly<Record<string, QueryValue>> | URLSearchParams): string {
  if (params instanceof URLSearchParams) return params.toString();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(snakeKeys<Record<string, QueryValue>>(params))) {
    if (value !== undefined) query.append(key, queryValue(value));
  }
  return query.toString().replace(/%2C/gi, ',');
}
