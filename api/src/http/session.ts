// Who is calling: the `access_token` header (SPEC.md 6: the mobile apps), else the `access_token` cookie the
// API set for the browser (session-cookies.ts), resolved to a user once per request. A write authenticated by
// the cookie must come from the site (csrf.ts). Public catalog calls treat a missing or stale token as
// anonymous; protected calls answer 401.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { hasPremium } from '../services/premium';
import { findAccessSession } from '../services/tokens';
import { assertSameSiteWrite } from './csrf';
import { invalidToken, unauthorized } from './errors';
import { ACCESS_COOKIE } from './session-cookies';

export interface Caller {
  userId: number;
  sessionId: number;
  /** The sign-in this session descends from, and when it happened. */
  familyId: string;
  authenticatedAt: Date;
  /** How the token came: the cookie is the browser's session. */
  via: 'header' | 'cookie';
}

const resolved = new WeakMap<FastifyRequest, Promise<Caller | null>>();

/** Longer than any token the API issues: such a token is not looked up, it is invalid. */
const MAX_TOKEN_LENGTH = 200;

/**
 * The token the request came with, the header's before the cookie's, however long: a token that was sent is
 * invalid when it opens no session, never missing.
 */
function accessTokenOf(request: FastifyRequest): { token: string; via: Caller['via'] } | null {
  const header = request.headers.access_token;
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return { token: value, via: 'header' };
  const cookie = request.cookies[ACCESS_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

export function optionalCaller(ctx: AppContext, request: FastifyRequest): Promise<Caller | null> {
  let caller = resolved.get(request);
  if (!caller) {
    const credential = accessTokenOf(request);
    if (credential?.via === 'cookie') assertSameSiteWrite(ctx.config, request);
    caller =
      credential && credential.token.length <= MAX_TOKEN_LENGTH
        ? findAccessSession(ctx, credential.token).then((session) =>
            session
              ? {
                  userId: session.userId,
                  sessionId: session.id,
                  familyId: session.familyId,
                  authenticatedAt: session.authenticatedAt,
                  via: credential.via,
                }
              : null,
          )
        : Promise.resolve(null);
    resolved.set(request, caller);
  }
  return caller;
}

const premiumOf = new WeakMap<FastifyRequest, Promise<boolean>>();

/** Whether the caller has premium now (anonymous: no), once per request: what secret places it may see. */
export function callerHasPremium(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  let premium = premiumOf.get(request);
  if (!premium) {
    premium = optionalCaller(ctx, request).then((caller) =>
      caller ? hasPremium(ctx.db, caller.userId, ctx.clock.now()) : false,
    );
    premiumOf.set(request, premium);
  }
  return premium;
}

/** The 401 of a request that opened no session: without a token, or with one that is invalid or expired. */
export const noSession = (request: FastifyRequest) =>
  accessTokenOf(request) ? invalidToken() : unauthorized();

export async function requireCaller(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const caller = await optionalCaller(ctx, request);
  if (!caller) throw noSession(request);
  return caller;
}

/** Documents the header on protected routes (and lets the OpenAPI page send it). */
export const accessTokenHeader = {
  type: 'object',
  properties: { access_token: { type: 'string', description: 'Access token from the sign-in calls' } },
} as const;
