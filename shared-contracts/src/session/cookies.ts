/**
 * Cookie helpers: SameSite=Lax everywhere, Secure outside localhost (ARCHITECTURE.md 8, safety rules). Page
 * scripts write only the city cookie. The session cookies are the API's: `access_token` and `refresh_token` are
 * HttpOnly (no script can read them), `signed_in` holds no secret and only says that a session exists.
 */
export interface CookieOptions {
  maxAgeSeconds: number;
}

/** Names of the API's session cookies (set and cleared by the API only; the host's server reads them). */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const SIGNED_IN_COOKIE = 'signed_in';
export const CITY_COOKIE = 'city';
/** The city cookie has the maximum lifetime (SPEC.md 9). */
export const CITY_COOKIE_MAX_AGE = 2147483647;

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Whether the API's `signed_in` cookie says this browser has a session to load or refresh. */
export function hasSessionCookie(): boolean {
  return readCookie(SIGNED_IN_COOKIE) === '1';
}

export function writeCookie(name: string, value: string, { maxAgeSeconds }: CookieOptions): void {
  const secure = isLocalHost(window.location.hostname) ? '' : '; Secure';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
