/** Whether the API answers, as far as this server process knows. */
export interface ApiStatus {
  /** The API answered its last health check. */
  readonly up: boolean;
  /** Asks the API now (or joins the check under way): whether it answers. A call that got no answer asks this. */
  check(): Promise<boolean>;
  stop(): void;
}

const PROBE_TIMEOUT_MS = 1000;
/** While the API is down it is asked again this often. */
const DOWN_PROBE_MS = 500;

/**
 * Watches the API's /health: a page needs the API, so until the API has answered, and again from the moment it
 * stops answering, the server answers pages 503 at once (with Retry-After) instead of rendering loading states or
 * keeping visitors waiting. Checked every `probeMs` while it answers, every half second while it does not, and at
 * once when a render's call finds it unreachable.
 */
export function watchApi(
  apiOrigin: string,
  { probeMs, log = console }: { probeMs: number; log?: Pick<Console, 'info' | 'warn'> },
): ApiStatus {
  const healthUrl = `${apiOrigin.replace(/\/+$/, '')}/health`;
  let up = false;
  let everUp = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let probing: Promise<void> | null = null;

  const set = (answered: boolean) => {
    if (answered && !up) {
      log.info(`[api] ${everUp ? 'answers again' : 'answers'}: ${healthUrl}`);
      everUp = true;
    } else if (!answered && up) {
      log.warn(`[api] does not answer: ${healthUrl}; pages answer 503 until it does`);
    }
    up = answered;
  };

  const probe = (): Promise<void> => {
    probing ??= fetch(healthUrl, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
      .then(
        async (response) => {
          await response.body?.cancel();
          set(response.ok);
        },
        () => set(false),
      )
      .finally(() => {
        probing = null;
        schedule();
      });
    return probing;
  };

  const schedule = () => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void probe(), up ? probeMs : DOWN_PROBE_MS);
    timer.unref();
  };

  void probe();

  return {
    get up() {
      return up;
    },
    check: () => probe().then(() => up),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
