import { apiClients, locationChanged, navigationRequested } from '@kaver/shared-contracts';
import { createEffect, sample } from 'effector';

const answers = new Map<string, string | null>();

/**
 * The per-route redirect lookup (SPEC.md 2.1): the API's rules may answer a target for a path. A relative target
 * navigates in place; an absolute one loads the page from there. No answer or an error means no redirect.
 */
export const lookupRedirectFx = createEffect(async (path: string): Promise<string | null> => {
  if (answers.has(path)) return answers.get(path) ?? null;
  try {
    const { data } = await apiClients().web.get<{ target: string | null }>('/redirects', {
      params: { path },
    });
    answers.set(path, data.target ?? null);
    return data.target ?? null;
  } catch {
    answers.set(path, null);
    return null;
  }
});

export const followRedirectFx = createEffect((target: string) => {
  if (/^https?:\/\//i.test(target)) window.location.assign(target);
  else navigationRequested({ to: target, replace: true });
});

sample({ clock: locationChanged, fn: ({ pathname }) => pathname, target: lookupRedirectFx });
sample({
  clock: lookupRedirectFx.done,
  filter: ({ params, result }) => result !== null && result !== params && window.location.pathname === params,
  fn: ({ result }) => result as string,
  target: followRedirectFx,
});
