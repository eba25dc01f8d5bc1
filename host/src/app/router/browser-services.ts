import { $accessToken, ACCESS_TOKEN_COOKIE, findCityByAlias, readCookie } from '@kaver/shared-contracts';
import { routeCityEntered } from '../../entities/city/model';
import { lookupRedirect } from '../../features/redirect-lookup/lookup-redirect';
import { loadParcel } from '../../shared/federation/remotes';
import type { RouterServices } from './page-loader';

/** Longest a navigation waits for a remote before its page shows the skeleton instead. */
const REMOTE_WAIT_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The loaders' services in the browser: the session's token, the API's lookup, the federation runtime. */
export const browserServices: RouterServices = {
  hasAccessToken: () => $accessToken.getState() !== null || readCookie(ACCESS_TOKEN_COOKIE) !== null,
  lookupRedirect: (path) => lookupRedirect(path),
  loadListings: () => import('@kaver/shared-contracts/listings'),
  async enterPage(page) {
    const city = findCityByAlias(page.cityAlias);
    if (city) routeCityEntered(city);
    // The next page appears at once when its remote is already here; a failure shows the page's fallback.
    await Promise.race([loadParcel(page.remote, page.expose).catch(() => undefined), wait(REMOTE_WAIT_MS)]);
  },
};
