// Who is calling: the `access_token` header (SPEC.md 6) resolved to a user once per request. Public catalog
// calls treat a missing or stale token as anonymous; protected calls answer 401.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { findAccessSession } from '../services/tokens';
import { unauthorized } from './errors';

export interface Caller {
  userId: number;
  sessionId: number;
}

const resolved = new WeakMap<FastifyRequest, Promise<Caller | null>>();

function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.access_token;
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length <= 200 ? value : null;
}

export function optionalCaller(ctx: AppContext, request: FastifyRequest): Promise<Caller | null> {
  let caller = resolved.get(request);
  if (!caller) {
    const token = accessTokenOf(request);
    caller = token
      ? findAccessSession(ctx, token).then((session) =>
          session ? { userId: session.userId, sessionId: session.id } : null,
        )
      : Promise.resolve(null);
    resolved.set(request, caller);
  }
  return caller;
}

export async function requireCaller(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const caller = await optionalCaller(ctx, request);
  if (!caller)
    throw unauthorized(accessTokenOf(request) ? 'The access token is invalid or expired' : undefined);
  return caller;
}

/** Documents the header on protected routes (and lets the OpenAPI page send it). */
export const accessTokenHeader = {
  type: 'object',
  properties: { access_token: { type: 'string', description: 'Access token from the sign-in calls' } },
} as const;
