import { apiClients, type RedirectRule } from '@kaver/shared-contracts';
import type { RedirectTarget } from '../../app/router/page-loader';

const answers = new Map<string, Promise<RedirectTarget | null>>();

/**
 * The per-route redirect lookup (SPEC.md 2.1): the API's rules may answer a target for a path; an absolute target
 * means a full page load. No answer, or an error, means no redirect. Answers are kept for the page's lifetime.
 */
export function lookupRedirect(path: string): Promise<RedirectTarget | null> {
  let answer = answers.get(path);
  if (!answer) {
    answer = apiClients()
      .web.get<RedirectRule>('/redirects', { params: { path } })
      .then(({ data: { target, status } }) => (target ? { target, status } : null))
      .catch(() => null);
    answers.set(path, answer);
  }
  return answer;
}

/** The server followed the lookup for the page it rendered: hydration does not ask again. */
export function rememberNoRedirect(path: string): void {
  answers.set(path, Promise.resolve(null));
}
