// snake_case <-> camelCase keys at every depth (change-case), for the wire and for the few payloads an app must
// convert itself (a provider's own object). Axios-free: importing it loads none of the clients.
import { camelCase, snakeCase } from 'change-case/keys';

/** Plain objects and arrays are converted; FormData, Blobs, strings and class instances go as they are. */
function isConvertible(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** { perPage: 6, items: [{ deviceId }] } -> { per_page: 6, items: [{ device_id }] }, at every depth. */
export function snakeKeys<T = unknown>(value: unknown): T {
  return (isConvertible(value) ? snakeCase(value, Number.POSITIVE_INFINITY) : value) as T;
}

/** { access_token, list: [{ is_favorite }] } -> { accessToken, list: [{ isFavorite }] }, at every depth. */
export function camelKeys<T = unknown>(value: unknown): T {
  return (isConvertible(value) ? camelCase(value, Number.POSITIVE_INFINITY) : value) as T;
}
