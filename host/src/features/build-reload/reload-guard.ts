/** At most one reload per path every 10 s (SPEC.md 4, 9), remembered across the reload in sessionStorage. */
export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'kaver:reload:';

export function tryClaimReload(
  path: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  now: number = Date.now(),
): boolean {
  const key = KEY_PREFIX + path;
  const last = storage.getItem(key);
  if (last !== null && now - Number(last) < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}
