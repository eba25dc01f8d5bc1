import { apiClients, createSingleFlight, type RedirectRule } from '@kaver/shared-contracts';
import { REDIRECT_TIMEOUT_MS, type RedirectTarget } from '../../app/router/page-loader';

/** The answers of this page's lifetime, for the paths a visitor goes through (a bounded few hundred). */
const answers = createSingleFlight<string, RedirectTarget | null>({
  max: 300,
  ttlMs: Number.POSITIVE_INFINITY,
});

/**
 * The per-route redirect lookup (SPEC.md 2.1): the API's rules may answer a target for a path; an absolute target
 * means a full page load. No answer within REDIRECT_TIMEOUT_MS (every navigation waits for it), or an error, means
 * no redirect. Answers are kept for the page's lifetime.
 */
export function lookupRedirect(path: string): Promise<RedirectTarget | null> {
  return answers.get(path, () =>
    apiClients()
      .web.get<RedirectRule>('/redirects', { params: { path }, timeout: REDIRECT_TIMEOUT_MS })
      .then(({ data: { target, status } }) => (target ? { target, status } : null))
      .catch(() => null),
  );
}

/** The server followed the lookup for the page it rendered: hydration does not ask again. */
export function rememberNoRedirect(path: string): void {
  answers.set(path, null);
}
