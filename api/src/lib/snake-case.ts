// Responses are typed with the camelCase domain types of shared-contracts and converted to snake_case on the
// way out, exactly as the front end's client converts them back: the two cannot drift.

type SnakeKey<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${SnakeKey<Tail>}`
    : `_${Lowercase<Head>}${SnakeKey<Tail>}`
  : S;

export type SnakeCasedProperties<T> = T extends readonly (infer Item)[]
  ? SnakeCasedProperties<Item>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeKey<K> : K]: SnakeCasedProperties<T[K]> }
      : T;

// The same few dozen keys come back on every answer: each is converted once.
const snakeKeys = new Map<string, string>();

function snakeKey(key: string): string {
  let snake = snakeKeys.get(key);
  if (snake === undefined) {
    snake = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    if (snakeKeys.size < 10_000) snakeKeys.set(key, snake);
  }
  return snake;
}

export function toSnakeCase<T>(value: T): SnakeCasedProperties<T> {
  return convert(value) as SnakeCasedProperties<T>;
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[snakeKey(key)] = convert(item);
  return result;
}
