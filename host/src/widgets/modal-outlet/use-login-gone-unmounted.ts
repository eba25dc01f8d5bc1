import type { ModalId } from '@kaver/shared-contracts';
import { useEffect, useRef } from 'react';

/**
 * The login modal went (its frame closed, or the page left) before mf-auth mounted it: nobody can have signed in,
 * and mf-auth, which says `loginAbandoned` for the logins it showed, never knew of this one. `gone` is called
 * instead, so that what was asked for with the login (a purchase's plan) is given up all the same.
 */
export function useLoginGoneUnmounted(
  active: { id: ModalId; key: number } | null,
  openIds: readonly ModalId[],
  gone: () => void,
) {
  const loginKey = active?.id === 'login' ? active.key : null;
  const mounted = useRef(false);
  const latestGone = useRef(gone);
  latestGone.current = gone;
  useEffect(() => {
    if (loginKey !== null && openIds.includes('login')) mounted.current = true;
  }, [loginKey, openIds]);
  useEffect(() => {
    if (loginKey === null) return;
    return () => {
      if (!mounted.current) latestGone.current();
      mounted.current = false;
    };
  }, [loginKey]);
}
