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
}

export function attachSessionRefresh(client: AxiosInstance, refresh: SessionRefresher): void {
  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!(error instanceof AxiosError) || error.response?.status !== 401) throw error;
    const config = error.config as SentConfig | undefined;
    if (!config || config.sessionRetried || NO_REFRESH.test(config.url ?? '')) throw error;
    if (!(await refresh())) throw error;
    return client.request({ ...config, sessionRetried: true } as SentConfig);
  });
}
