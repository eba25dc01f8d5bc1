// The browser's session lives in cookies the API sets itself: the tokens HttpOnly (no page script can read
// them), SameSite=Lax, Secure outside a plain-http localhost site, Domain = COOKIE_DOMAIN when the site and
// the API are hosts of one site. `signed_in` holds no secret: it only tells the page that a session exists.

import type { CookieSerializeOptions } from '@fastify/cookie';
import type { TokenResponse } from '@kaver/shared-contracts/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const SIGNED_IN_COOKIE = 'signed_in';

/**
 * Path=/ for the refresh token too: the host's server renders signed-in pages and refreshes an expired access
 * token itself (it needs to see the cookie on page requests); HttpOnly keeps it from page scripts all the same.
 */
function options(config: Config, maxAge: number, httpOnly = true): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly,
    sameSite: 'lax',
    secure: config.cookies.secure,
    maxAge,
    ...(config.cookies.domain && { domain: config.cookies.domain }),
  };
}

export function setSessionCookies(reply: FastifyReply, config: Config, tokens: TokenResponse): void {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, options(config, tokens.expiresIn));
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, options(config, tokens.refreshExpiresIn));
  reply.setCookie(SIGNED_IN_COOKIE, '1', options(config, tokens.refreshExpiresIn, false));
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_COOKIE]) {
    reply.setCookie(name, '', options(config, 0, name !== SIGNED_IN_COOKIE));
  }
}

/** Whether the request brings any of the session cookies, whatever their values. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return [ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_COOKIE].some(
    (name) => request.cookies[name] !== undefined,
  );
}

/** A cookie's value when it is of a sane length (tokens are 43 characters), else null. */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  const value = request.cookies[name];
  return value && value.length <= 200 ? value : null;
}
