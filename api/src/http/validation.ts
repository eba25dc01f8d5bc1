// The one input-validation layer every route goes through, so that no request can reach the database with a
// value it cannot store or compare (which would answer 500):
// - `boundedRouteSchema` (an onRoute hook) adds limits to each route's request schemas where the route did
//   not set tighter ones: integers and numbers within int32 (the database's `integer`), strings at most
//   DEFAULT_MAX_LENGTH characters, arrays at most DEFAULT_MAX_ITEMS items;
// - `rejectControlCharacters` (a preValidation hook) refuses control characters (C0, DEL, C1; PostgreSQL
//   cannot store NUL) and text that was not UTF-8 (lone surrogates, bytes decoded to U+FFFD; a query's
//   undecodable escapes stay as written) in any query, path or JSON body value, and JSON nested deeper than
//   MAX_DEPTH, including the parts of a body a schema leaves open (the provider payloads of POST /auth/social).
// - `rejectRepeatedHeaders` (a preValidation hook) refuses a header the route reads that was sent more than once
//   (Node joins the copies into one value, '1, 1', which would be refused as a malformed value), as a query
//   parameter given twice is;
// - `requestValidator` checks JSON bodies by their types as sent (`true` is not the integer 1, "12" is not a
//   number), while query, path and header values, which are text on the wire, are read as the schema's type;
// - `textRule` checks a value that came from elsewhere (a sign-in provider's profile) as a JSON body value;
// - `parseJsonBodies` keeps Fastify's JSON parser, which refuses the keys that reach an object's prototype
//   (`__proto__`, `constructor.prototype`), but says so, naming the key, instead of 'Body is not valid JSON'.
// Path ids outside their range name nothing and answer 404 (errors.ts); everything else answers 400.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, RouteOptions } from 'fastify';
import { badRequest } from './errors';
import { GIVEN_ONCE } from './validation-reasons';

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
export const DEFAULT_MAX_LENGTH = 4096;
export const DEFAULT_MAX_ITEMS = 100;
export const MAX_DEPTH = 16;

type Schema = { [key: string]: unknown };

/** A JSON object (a schema, a request part, what a provider answered): not null, not an array. */
export const isJsonObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'propertyNames', 'contains'] as const;

/** A copy of `schema` with the layer's limits added wherever the schema is silent or looser. */
export function bounded(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(bounded);
  if (!isJsonObject(schema)) return schema;
  const out: Schema = { ...schema };
  const types = ([] as unknown[]).concat(out.type ?? []);
  if (types.includes('integer') || types.includes('number')) {
    out.minimum = Math.max(typeof out.minimum === 'number' ? out.minimum : INT32_MIN, INT32_MIN);
    out.maximum = Math.min(typeof out.maximum === 'number' ? out.maximum : INT32_MAX, INT32_MAX);
  }
  if (types.includes('string') && typeof out.maxLength !== 'number') out.maxLength = DEFAULT_MAX_LENGTH;
  if (types.includes('array') && typeof out.maxItems !== 'number') out.maxItems = DEFAULT_MAX_ITEMS;
  if (isJsonObject(out.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([name, property]) => [name, bounded(property)]),
    );
  }
  if (isJsonObject(out.patternProperties)) {
    out.patternProperties = Object.fromEntries(
      Object.entries(out.patternProperties).map(([name, property]) => [name, bounded(property)]),
    );
  }
  for (const key of SUBSCHEMA_LISTS)
    if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map(bounded);
  for (const key of SUBSCHEMAS) if (out[key] !== undefined) out[key] = bounded(out[key]);
  return out;
}

const REQUEST_PARTS = ['querystring', 'params', 'headers', 'body'] as const;

/** onRoute hook: bounds the request schemas of every route registered after it. */
export function boundedRouteSchema(route: RouteOptions): void {
  const schema = route.schema as Schema | undefined;
  if (!schema) return;
  const next: Schema = { ...schema };
  for (const part of REQUEST_PARTS) if (schema[part] !== undefined) next[part] = bounded(schema[part]);
  route.schema = next;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** What decoding leaves of bytes that were not UTF-8: a name of two of them is not a name of two letters. */
const REPLACEMENT_CHARACTER = '\ufffd';
/** A surrogate on its own (in `u` mode a pair is one code point and does not match). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a text may not be taken, or null. */
function textProblem(text: string): string | null {
  if (CONTROL_CHARACTER.test(text)) return 'must not contain control characters';
  if (LONE_SURROGATE.test(text) || text.includes(REPLACEMENT_CHARACTER)) return 'must be valid UTF-8 text';
  return null;
}

/** The path ('metadata.email', 'answers.3[0]') of the first value that breaks the rules, or null. */
function offendingPath(value: unknown, path: string, depth: number): { path: string; reason: string } | null {
  if (typeof value === 'string') {
    const reason = textProblem(value);
    return reason ? { path, reason } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth > MAX_DEPTH) return { path, reason: `must not be nested more than ${MAX_DEPTH} levels deep` };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = offendingPath(value[index], `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key;
    const reason = textProblem(key);
    if (reason) return { path: where, reason };
    const found = offendingPath(item, where, depth + 1);
    if (found) return found;
  }
  return null;
}

/** preValidation hook: control characters and over-deep JSON anywhere in the query, path or body are a 400. */
export async function rejectControlCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const found = offendingPath(part, '', 0);
    if (found) {
      const field = found.path || 'body';
      throw badRequest(`${field} ${found.reason}`, field);
    }
  }
}

/** The header names the route's schema reads, lower-cased. */
function schemaHeaders(request: FastifyRequest): Set<string> {
  const headers = (request.routeOptions.schema as Schema | undefined)?.headers;
  const properties = isJsonObject(headers) && isJsonObject(headers.properties) ? headers.properties : {};
  return new Set(Object.keys(properties).map((name) => name.toLowerCase()));
}

/** preValidation hook: a header the route reads, sent twice, is a 400 'must be given once'. */
export async function rejectRepeatedHeaders(request: FastifyRequest): Promise<void> {
  const read = schemaHeaders(request);
  if (read.size === 0) return;
  const seen = new Set<string>();
  // rawHeaders alternates names and values, one entry per header line as sent.
  const { rawHeaders } = request.raw;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]!.toLowerCase();
    if (!read.has(name)) continue;
    if (seen.has(name)) throw badRequest(`${name} ${GIVEN_ONCE}`, name);
    seen.add(name);
  }
}

function ajv(coerceTypes: boolean): Ajv {
  const instance = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: true, allErrors: false });
  addFormats(instance);
  return instance;
}

const textParts = ajv(true);
const jsonBodies = ajv(false);

/** The validator compiler of every route: no type coercion for JSON bodies. */
export const requestValidator: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? jsonBodies : textParts).compile(schema as object);

/**
 * Whether a value passes a string schema as a JSON body value would: the schema with the layer's bounds, no
 * control characters, UTF-8. For values the API is handed rather than sent (a sign-in provider's profile).
 */
export function textRule(schema: Schema & { type: 'string' }): (value: unknown) => value is string {
  const validate = jsonBodies.compile(bounded(schema) as object);
  return (value: unknown): value is string =>
    typeof value === 'string' && textProblem(value) === null && validate(value) === true;
}

/**
 * Where a JSON text has a key that reaches an object's prototype, as secure-json-parse (Fastify's JSON parser)
 * finds them: `__proto__`, or `prototype` in an object under `constructor`. Null when there is none or the text is
 * not JSON. Walked without recursion: a 64 KiB body may nest thousands of levels.
 */
function prototypeKey(text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const pending: { value: unknown; path: string }[] = [{ value: parsed, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) pending.push({ value: item, path: `${path}[${index}]` });
      continue;
    }
    if (!isJsonObject(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      const where = path ? `${path}.${key}` : key;
      if (key === '__proto__') return where;
      if (key === 'constructor' && isJsonObject(item) && Object.hasOwn(item, 'prototype')) {
        return `${where}.prototype`;
      }
      pending.push({ value: item, path: where });
    }
  }
  return null;
}

/** Fastify's JSON parser, whose refusal of a prototype key names the key (see `prototypeKey`). */
export function parseJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, parsed) => {
      const key = error ? prototypeKey(body as string) : null;
      if (!key) return done(error, parsed);
      done(
        badRequest(
          `${key} is not an accepted key: a JSON body may not have a __proto__ key, nor a prototype key in a ` +
            'constructor object',
          key,
        ),
        undefined,
      );
    });
  });
}
