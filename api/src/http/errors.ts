// One error shape for every failure: { error: { code, message, field? } } with a 4xx/5xx status.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string, code = 'validation_error') =>
  new ApiError(400, code, message, field);
export const unauthorized = (message = 'Authorization required') =>
  new ApiError(401, 'unauthorized', message, 'access_token');
export const forbidden = (message: string, code = 'forbidden') => new ApiError(403, code, message);
export const notFound = (message: string, code = 'not_found', field?: string) =>
  new ApiError(404, code, message, field);
export const conflict = (message: string, code = 'conflict', field?: string) =>
  new ApiError(409, code, message, field);
export const tooMany = (message: string, code = 'rate_limited', field?: string) =>
  new ApiError(429, code, message, field);

export const errorResponseSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
} as const;

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** The request field an Ajv error is about: 'city', 'phone', 'metadata.email'... */
function fieldOf(issue: ValidationIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.params.missingProperty ?? issue.params.additionalProperty;
  if (typeof missing === 'string') return path ? `${path}.${missing}` : missing;
  return path;
}

function body(code: string, message: string, field?: string) {
  return { error: field ? { code, message, field } : { code, message } };
}

export function handleError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.status(error.status).send(body(error.code, error.message, error.field));
  }
  const validation = (error as FastifyError).validation as ValidationIssue[] | undefined;
  if (validation && validation.length > 0) {
    const issue = validation[0]!;
    const field = fieldOf(issue);
    const where = (error as FastifyError).validationContext ?? 'request';
    return reply
      .status(400)
      .send(
        body(
          'validation_error',
          `${where} ${field || ''} ${issue.message ?? ''}`.replace(/\s+/g, ' ').trim(),
          field || undefined,
        ),
      );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'invalid_json'
        : 'bad_request';
    return reply.status(status).send(body(code, error.message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(body('internal_error', 'Internal Server Error'));
}
