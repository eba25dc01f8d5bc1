import { ACCESS_TOKEN_COOKIE } from '@kaver/shared-contracts';
import { parseCookies } from './cookies';

/** What a refresh on the server gives the page it renders. */
export interface ServerRefresh {
  /** The new access token to render with; null when the refresh was refused or failed. */
  accessToken: string | null;
  /** The API's Set-Cookie headers, passed on with the page: new cookies, or their clearing. */
  setCookies: string[];
}

const NOTHING: ServerRefresh = { accessToken: null, setCookies: [] };

/**
 * The access cookie lives an hour and the browser drops it then; the refresh cookie stays. Before rendering a
 * page for such a visitor the server renews the pair itself (POST /token/refresh with the refresh cookie, from
 * the site's origin, as the browser would) and forwards the API's cookies with the page, so a signed-in page is
 * rendered signed in. An API that cannot be reached changes nothing: the browser refreshes later.
 */
export async function refreshOnServer({
  apiOrigin,
  siteOrigin,
  refreshToken,
  timeoutMs,
}: {
  apiOrigin: string;
  siteOrigin: string;
  refreshToken: string;
  timeoutMs: number;
}): Promise<ServerRefresh> {
  try {
    const answer = await fetch(`${apiOrigin.replace(/\/+$/, '')}/kaver/auth/token/refresh`, {
      method: 'POST',
      headers: { cookie: `refresh_token=${encodeURIComponent(refreshToken)}`, origin: siteOrigin },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await answer.body?.cancel();
    if (answer.status >= 500) return NOTHING;
    const setCookies = answer.headers.getSetCookie();
    if (!answer.ok) return { accessToken: null, setCookies };
    const fresh = setCookies.map((line) => parseCookies(line.split(';')[0]));
    const accessToken = fresh.find((cookie) => cookie[ACCESS_TOKEN_COOKIE])?.[ACCESS_TOKEN_COOKIE] ?? null;
    return { accessToken, setCookies };
  } catch {
    return NOTHING;
  }
}
