// Kept apart from session-refresh.ts: the registry needs this before axios has loaded.
import type { SessionRefresher } from './session-refresh';

/** One refresh at a time: callers that arrive while it runs share its outcome. */
export function singleFlight(refresh: SessionRefresher): SessionRefresher {
  let running: Promise<boolean> | null = null;
  return () => {
    running ??= refresh().finally(() => {
      running = null;
    });
    return running;
  };
}
