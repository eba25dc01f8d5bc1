// The building blocks of the response schemas (response-schemas.ts and the files beside it). Fastify compiles a
// response schema into a serialiser (fast-json-stringify) that writes only the properties named and coerces a
// value to the named type: name every field a route sends, with its real type. No property is `required`: a
// serialiser throws on a missing required one, and an answer must never become a 500.

export const string = { type: 'string' } as const;
export const integer = { type: 'integer' } as const;
export const number = { type: 'number' } as const;
export const boolean = { type: 'boolean' } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;
export const integers = { type: 'array', items: integer } as const;

export function object<P extends Record<string, unknown>>(properties: P) {
  return { type: 'object', properties } as const;
}

/** An object or null, with the object's properties. */
export function nullableObject<P extends Record<string, unknown>>(properties: P) {
  return { type: ['object', 'null'], properties } as const;
}

export function arrayOf<T>(items: T) {
  return { type: 'array', items } as const;
}
