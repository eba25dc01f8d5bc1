// The error answers of every operation, in its route schema's `response`: /openapi.json lists each status with
// the error codes it stands for, and Fastify writes those answers with the one error schema (errors.ts; a status
// a route does not list is written unchecked). Two sources, both from the code that answers them:
// - the route names what its own code answers: `errorAnswers(SIGNED_IN, SITE_WRITE, { 404: 'event_not_found' })`;
// - `errorAnswersOf` (an onRoute hook) adds what every route answers by the way the app is built: 400 (every
//   query, path and body goes through validation.ts, a malformed URL is refused), 404 for a path value out of its
//   pattern or range (errors.ts), 413 and 415 where a body is parsed; rate-limits.ts adds 429 to its groups' routes.
// A status from both gets both descriptions. test/openapi-responses.test.ts drives every operation with bad
// requests and fails on an error status its document does not list.
import type { RouteOptions } from 'fastify';
import { ERROR_SCHEMA_ID } from './errors';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 424 | 429 | 500 | 502 | 503;

/** What each error status of an operation stands for: its error codes, as 'code: when; code: when'. */
export type ErrorCodes = Partial<Record<ErrorStatus, string>>;

/** A call that needs a session (requireCaller, session.ts). */
export const SIGNED_IN: ErrorCodes = {
  401: 'unauthorized: no access token (header or session cookie), or an invalid or expired one',
};

/** A POST, PUT or DELETE that reads the session: with the session cookies it must come from the site (csrf.ts). */
export const SITE_WRITE: ErrorCodes = {
  403: 'csrf_origin_mismatch: a write with the session cookies whose Origin (or Referer) is not the site',
};

/** A call with an optional city: an alias no city has (optionalCity, catalog/cities.ts). */
export const UNKNOWN_CITY: ErrorCodes = { 404: 'city_not_found: no city has this alias' };

/** A call of one city (requireCity, catalog/cities.ts). */
export const IN_CITY: ErrorCodes = { 400: 'city_required: no city', ...UNKNOWN_CITY };

/** Answers that say when to try again carry Retry-After as well as `retry_after` (errors.ts). */
const RETRY_STATUSES = new Set(['424', '429']);

interface ErrorAnswer {
  description: string;
  headers?: Record<string, unknown>;
  content: { 'application/json': { schema: { $ref: string } } };
}

function errorAnswer(status: string, description: string): ErrorAnswer {
  return {
    description,
    ...(RETRY_STATUSES.has(status) && {
      headers: { 'retry-after': { type: 'integer', description: 'Seconds until the request may succeed' } },
    }),
    content: { 'application/json': { schema: { $ref: `${ERROR_SCHEMA_ID}#` } } },
  };
}

/** Joins descriptions of one status, each once. */
function joined(first: string | undefined, second: string): string {
  if (!first) return second;
  return `; ${first}; `.includes(`; ${second}; `) ? first : `${first}; ${second}`;
}

/** `response` entries of an operation's error answers; the descriptions several parts give one status are joined. */
export function errorAnswers(...parts: ErrorCodes[]): Record<string, ErrorAnswer> {
  const out: Record<string, ErrorAnswer> = {};
  for (const part of parts) {
    for (const [status, description] of Object.entries(part)) {
      out[status] = errorAnswer(status, joined(out[status]?.description, description));
    }
  }
  return out;
}

/**
 * A copy of the route's schema whose `response` has the error answers of `codes` too (their descriptions before
 * those a status has already), or the schema itself for a route without one or hidden from the document.
 */
export function withErrorAnswers(schema: unknown, codes: ErrorCodes): unknown {
  const route = schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
  if (!route || route.hide) return schema;
  const response: Record<string, unknown> = { ...route.response };
  for (const [status, description] of Object.entries(codes)) {
    const current = response[status] as Partial<ErrorAnswer> | undefined;
    if (current && !current.content) throw new Error(`${status} is not an error answer of the error schema`);
    response[status] = errorAnswer(status, joined(description, current?.description ?? description));
  }
  return { ...route, response };
}

/** Fastify reads a body for these methods (and nothing for GET and HEAD). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** onRoute hook: the error answers every route gives by the way the app is built. */
export function errorAnswersOf(bodyLimit: number) {
  return (route: RouteOptions): void => {
    const schema = route.schema as { params?: unknown } | undefined;
    const parsesBody = [route.method].flat().some((method) => BODY_METHODS.has(method));
    const codes: ErrorCodes = {
      400: [
        "validation_error: a request value breaks the call's schema or rules (`field` names it)",
        'invalid_value: a value the database cannot take',
        'bad_request: a malformed URL',
        ...(parsesBody
          ? ['invalid_json: the body is not JSON, or is empty while sent as application/json']
          : []),
      ].join('; '),
      ...(schema?.params !== undefined && {
        404: 'not_found: a path value out of its pattern or range names nothing',
      }),
      ...(parsesBody && {
        413: `body_too_large: a body over ${bodyLimit / 1024} KiB`,
        415: 'unsupported_media_type: a body that is not application/json',
      }),
    };
    route.schema = withErrorAnswers(route.schema, codes) as RouteOptions['schema'];
  };
}
