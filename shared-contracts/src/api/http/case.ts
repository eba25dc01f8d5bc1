// Key case conversion between the apps (camelCase) and the API (snake_case), SPEC.md 7.
// Deep over arrays and plain objects only: Dates, FormData, Blobs and class instances pass untouched.

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** 'perPage' -> 'per_page', 'idCollection' -> 'id_collection', 'userID' -> 'user_id'; snake keys stay. */
export function toSnakeCase(key: string): string {
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** 'per_page' -> 'perPage', 'confirmation_token' -> 'confirmationToken'; a leading underscore stays. */
export function toCamelCase(key: string): string {
  return key.replace(/(?<=[^_])_+([a-z\d])/gi, (_, char: string) => char.toUpperCase());
}

function mapKeysDeep(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeysDeep(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[convert(key)] = mapKeysDeep(item, convert);
  return result;
}

export function snakeKeysDeep<T = unknown>(value: unknown): T {
  return mapKeysDeep(value, toSnakeCase) as T;
}

export function camelKeysDeep<T = unknown>(value: unknown): T {
  return mapKeysDeep(value, toCamelCase) as T;
}
