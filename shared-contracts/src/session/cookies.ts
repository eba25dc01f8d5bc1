/** Tiny cookie helpers: SameSite=Lax everywhere, Secure outside localhost (ARCHITECTURE.md 8, safety rules). */
export interface CookieOptions {
  maxAgeSeconds: number;
}

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const CITY_COOKIE = 'city';
/** Token cookies live one year (SPEC.md 9). */
export const TOKEN_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
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

export function writeCookie(name: string, value: string, { maxAgeSeconds }: CookieOptions): void {
  const secure = isLocalHost(window.location.hostname) ? '' : '; Secure';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
