// The one input-validation layer every route goes through, so that no request can reach the database with a
// value it cannot store or compare (which would answer 500):
// - `boundedRouteSchema` (an onRoute hook) adds limits to each route's request schemas where the route did
//   not set tighter ones: integers and numbers within int32 (the database's `integer`), strings at most
//   DEFAULT_MAX_LENGTH characters, arrays at most DEFAULT_MAX_ITEMS items;
// - `rejectControlCharacters` (a preValidation hook) refuses control characters (C0, DEL, C1; PostgreSQL
//   cannot store NUL) and text that was not UTF-8 (lone surrogates, bytes decoded to U+FFFD; a query's
//   undecodable escapes stay as written) in any query, path or JSON body value, and JSON nested deeper than
//   MAX_DEPTH, including the parts of a body a schema leaves open (the provider payloads of POST /auth/social).
// - `requestValidator` checks JSON bodies by their types as sent (`true` is not the integer 1, "12" is not a
//   number), while query, path and header values, which are text on the wire, are read as the schema's type.
// Path ids outside their range name nothing and answer 404 (errors.ts); everything else answers 400.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyRequest, FastifySchemaCompiler, RouteOptions } from 'fastify';
import { badRequest } from './errors';

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
export const DEFAULT_MAX_LENGTH = 4096;
export const DEFAULT_MAX_ITEMS = 100;
export const MAX_DEPTH = 16;

type Schema = { [key: string]: unknown };

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'propertyNames', 'contains'] as const;

/** A copy of `schema` with the layer's limits added wherever the schema is silent or looser. */
export function bounded(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(bounded);
  if (!isSchema(schema)) return schema;
  const out: Schema = { ...schema };
  const types = ([] as unknown[]).concat(out.type ?? []);
  if (types.includes('integer') || types.includes('number')) {
    out.minimum = Math.max(typeof out.minimum === 'number' ? out.minimum : INT32_MIN, INT32_MIN);
    out.maximum = Math.min(typeof out.maximum === 'number' ? out.maximum : INT32_MAX, INT32_MAX);
  }
  if (types.includes('string') && typeof out.maxLength !== 'number') out.maxLength = DEFAULT_MAX_LENGTH;
  if (types.includes('array') && typeof out.maxItems !== 'number') out.maxItems = DEFAULT_MAX_ITEMS;
  if (isSchema(out.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([name, property]) => [name, bounded(property)]),
    );
  }
  if (isSchema(out.patternProperties)) {
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
