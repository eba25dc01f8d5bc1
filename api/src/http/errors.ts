// One error shape for every failure: { error: { code, message, field?, retry_after? } } with a 4xx/5xx status.
// An error that passes with time (a rate limit, a gateway that failed) says when to try again: seconds in
// `retry_after` and in the Retry-After header.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { issueToReport, reasonOf, type ValidationIssue } from './validation-reasons';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Seconds after which the same request may succeed. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string, code = 'validation_error') =>
  new ApiError(400, code, message, field);
/** A request without a session where one is needed, or a proof of identity refused: `field` names what failed. */
export const unauthorized = (message = 'Authorization required', field = 'access_token') =>
  new ApiError(401, 'unauthorized', message, field);
/**
 * A token that opens no session: unknown, expired, ended, or of an account deleted meanwhile (its sessions go
 * with it, so a request that passed the session check just before finds no account after).
 */
export const invalidToken = () => unauthorized('The access token is invalid or expired');
export const forbidden = (message: string, code = 'forbidden') => new ApiError(403, code, message);
export const notFound = (message: string, code = 'not_found', field?: string) =>
  new ApiError(404, code, message, field);
export const conflict = (message: string, code = 'conflict', field?: string) =>
  new ApiError(409, code, message, field);
export const tooMany = (message: string, code: string, field: string | undefined, retryAfter: number) =>
  new ApiError(429, code, message, field, retryAfter);

/** The name the error schema is registered under (app.addSchema); error answers refer to it as `Error#`. */
export const ERROR_SCHEMA_ID = 'Error';

/**
 * The one error schema: what `body` below writes, for every error answer of every operation (error-answers.ts
 * refers each operation's error statuses to it, and Fastify writes those answers with it).
 */
export const errorSchema = {
  $id: ERROR_SCHEMA_ID,
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: {
          type: 'string',
          description: "What went wrong, for programs: 'validation_error', 'not_found'...",
        },
        message: { type: 'string', description: 'What went wrong, for people' },
        field: { type: 'string', description: "The request value at fault: 'city', 'metadata.email'..." },
        retry_after: { type: 'integer', description: 'Seconds until the request may succeed' },
      },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
} as const;

/** A JSON pointer's keys ('/metadata/email' -> ['metadata', 'email']). */
const pointerKeys = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));

/** The request field an Ajv error is about: 'city', 'phone', 'metadata.email', 'answers.x' (a key at fault)... */
function fieldOf(issue: ValidationIssue): string {
  const path = pointerKeys(issue.instancePath).join('.');
  const missing = issue.params.missingProperty ?? issue.params.additionalProperty ?? issue.propertyName;
  if (typeof missing === 'string') return path ? `${path}.${missing}` : missing;
  return path;
}

/** The value an Ajv error is about, as the request part holds it. */
function valueAt(issue: ValidationIssue, part: unknown): unknown {
  let value = part;
  for (const key of pointerKeys(issue.instancePath)) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** What a message calls a request part as a whole, by Fastify's `validationContext`. */
const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', headers: 'headers' };

function body(code: string, message: string, field?: string, retryAfter?: number) {
  return {
    error: {
      code,
      message,
      ...(field ? { field } : {}),
      ...(retryAfter !== undefined && { retry_after: retryAfter }),
    },
  };
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: out of range, invalid text representation, NUL in text...)
 * and its program limits (class 54: a query too complex), which only a request's values can cause.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(code);
}

/**
 * A foreign-key violation (SQLSTATE 23503) by a row that refers to an account that is not there: the account was
 * deleted while the request ran (its sessions went with it), after the session check let the request in.
 * PostgreSQL names the referenced table last in the detail (`Key (user_id)=(7) is not present in table "users".`;
 * a server with Russian messages keeps the quoted name: `Ключ (user_id)=(7) отсутствует в таблице "users".`) and
 * the referencing table in `table` (ipc-pool.ts carries both to the HTTP workers). When `table` is users itself,
 * the violation is a delete of a row an account refers to (its city): a bug like any other foreign-key
 * violation, which is logged and answers 500.
 */
function isMissingAccount(error: unknown): boolean {
  const { code, detail, table } = error as { code?: unknown; detail?: unknown; table?: unknown };
  return (
    code === '23503' &&
    typeof detail === 'string' &&
    /"users"\.?$/.test(detail) &&
    typeof table === 'string' &&
    table !== 'users'
  );
}

/** Fastify's refusals of a request body (its content-type parser), each with its own code and message. */
function bodyRefusal(error: FastifyError, request: FastifyRequest): [code: string, message: string] | null {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return ['invalid_json', error.message];
  }
  // An empty body sent as application/json is no JSON either.
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return ['invalid_json', error.message];
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit;
    return ['body_too_large', `Request body is too large: the limit is ${Math.floor(limit / 1024)} KiB`];
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return ['unsupported_media_type', 'Request body must be JSON, sent as Content-Type: application/json'];
  }
  return null;
}

export function handleError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
    return reply.status(error.status).send(body(error.code, error.message, error.field, error.retryAfter));
  }
  const validation = (error as FastifyError).validation as ValidationIssue[] | undefined;
  if (validation && validation.length > 0) {
    const issue = issueToReport(validation);
    const field = fieldOf(issue);
    const where = (error as FastifyError).validationContext ?? 'body';
    // A path that does not fit its pattern or range (an id beyond int32, a malformed slug) names nothing.
    if (where === 'params') {
      return reply
        .status(404)
        .send(body('not_found', `Page Not Found: ${request.url.split('?')[0]}`, field || undefined));
    }
    // A query parameter given twice (`city=a&city=b`) is parsed as an array of its values.
    const repeated = where === 'querystring' && Array.isArray(valueAt(issue, request.query));
    const reason = reasonOf(issue, repeated);
    return reply
      .status(400)
      .send(body('validation_error', `${field || PART_NAMES[where] || where} ${reason}`, field || undefined));
  }
  if (isMissingAccount(error)) {
    // What the session check answers once the account has gone (invalidToken), in one place for every write.
    request.log.info({ err: error }, 'the account was deleted during the request');
    const gone = invalidToken();
    return reply.status(gone.status).send(body(gone.code, gone.message, gone.field));
  }
  if (isDataException(error)) {
    // Defence in depth behind validation.ts: a value the database cannot take is the request's fault.
    request.log.warn({ err: error }, 'database refused a request value');
    return reply.status(400).send(body('invalid_value', 'A request value is out of range or malformed'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const [code, message] = bodyRefusal(error, request) ?? ['bad_request', error.message];
    return reply.status(status).send(body(code, message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(body('internal_error', 'Internal Server Error'));
}
