// snake_case <-> camelCase keys at every depth (change-case), for the wire and for the few payloads an app must
// convert itself (a provider's own object). Axios-free: importing it loads none of the clients.
//
// change-case splits every key into words with Unicode regular expressions; an answer of a city page repeats the
// same few dozen field names thousands of times, and converting them was the largest single cost of a server
// render after React (issue 21). So each key is converted once and remembered: the keys are the API's field
// names, a small vocabulary (at most MAX_KEYS are remembered; past that the memory starts afresh).
import { camelCase, snakeCase } from 'change-case';

const MAX_KEYS = 4096;

function remembered(convert: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let converted = known.get(key);
    if (converted === undefined) {
      if (known.size >= MAX_KEYS) known.clear();
      converted = convert(key);
      known.set(key, converted);
    }
    return converted;
  };
}

const toCamel = remembered(camelCase);
const toSnake = remembered(snakeCase);

/** Plain objects and arrays are converted; FormData, Blobs, strings and class instances go as they are. */
function isConvertible(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The keys of an object and of every object inside it, as change-case/keys converts them (any depth). */
function changeKeys(value: unknown, convert: (key: string) => string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => changeKeys(item, convert));
  // Object.keys rather than Object.entries: no [key, value] array per field (a city page's answers have thousands).
  const proto = Object.getPrototypeOf(value);
  const result = (proto === Object.prototype ? {} : Object.create(proto)) as Record<string, unknown>;
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(source)) result[convert(key)] = changeKeys(source[key], convert);
  return result;
}

/** { perPage: 6, items: [{ deviceId }] } -> { per_page: 6, items: [{ device_id }] }, at every depth. */
export function snakeKeys<T = unknown>(value: unknown): T {
  return (isConvertible(value) ? changeKeys(value, toSnake) : value) as T;
}

/** { access_token, list: [{ is_favorite }] } -> { accessToken, list: [{ isFavorite }] }, at every depth. */
export function camelKeys<T = unknown>(value: unknown): T {
  return (isConvertible(value) ? changeKeys(value, toCamel) : value) as T;
}
