// The browser's access cookie lives an hour. A call that carried the session cookies and got 401 asks for one
// refresh (shared by every call that fails at the same moment: single-flight.ts) and is sent once more; when the
// refresh is refused, the call's 401 stands and the refresher has ended the session.
import { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

/** Renews the session cookies: true when renewed, false when refused; throws when the API was not reached. */
export type SessionRefresher = () => Promise<boolean>;

/** Calls whose 401 a refresh cannot cure: the logout ends the session anyway. */
const NO_REFRESH = /\/auth\/logout$/;

interface SentConfig extends InternalAxiosRequestConfig {
  /** Set on the second sending, which is never refreshed again. */
  sessionRetried?: boolean;
  /** The last renewal that had ended when the call went out. */
  renewalAtSend?: Promise<boolean>;
}

/**
 * The last renewal that ended, by refresher (every client of a page shares one; calls failing together share one
 * renewal). A call sent with the old cookies whose 401 arrives once a renewal has ended is only sent again: a
 * renewal of its own would spend the refresh token that renewal just rotated.
 */
const lastRenewal = new WeakMap<SessionRefresher, Promise<boolean>>();

export function attachSessionRefresh(client: AxiosInstance, refresh: SessionRefresher): void {
  client.interceptors.request.use((config: SentConfig) => {
    if (!config.sessionRetried) config.renewalAtSend = lastRenewal.get(refresh);
    return config;
  });
  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!(error instanceof AxiosError) || error.response?.status !== 401) throw error;
    const config = error.config as SentConfig | undefined;
    if (!config || config.sessionRetried || NO_REFRESH.test(config.url ?? '')) throw error;
    if (lastRenewal.get(refresh) === config.renewalAtSend) {
      const renewal = refresh();
      if (!(await renewal)) throw error;
      lastRenewal.set(refresh, renewal);
    }
    return client.request({ ...config, sessionRetried: true } as SentConfig);
  });
}
