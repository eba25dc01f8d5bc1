// Cross-site request forgery: a write authenticated by cookies must come from a page of the site. Browsers
// send Origin with every cross-origin and every POST/PUT/DELETE fetch; Referer is the fallback for old ones.
// Header-authenticated calls (the mobile apps, SPEC.md 6) carry their token explicitly and need no check.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  return referer && URL.canParse(referer) ? new URL(referer).origin : null;
}

/** Throws 403 csrf_origin_mismatch for an unsafe request whose Origin (or Referer) is not the site's. */
export function assertSameSiteWrite(config: Config, request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = requestOrigin(request);
  if (origin && config.siteOrigins.includes(origin)) return;
  throw forbidden(
    'A write with session cookies must come from the site (Origin or Referer)',
    'csrf_origin_mismatch',
  );
}
