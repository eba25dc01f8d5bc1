import { SOCIAL_RETURN_STORAGE_KEY, type SocialReturnProvider } from '@kaver/shared-contracts';

/** Our own keys in sessionStorage while a social sign-in is away at the provider ('kaver:auth:vkid'). */
export const AUTH_STORAGE_PREFIX = 'kaver:auth:';
/** Firebase keeps its pending redirect under keys starting with this. */
const FIREBASE_STORAGE_PREFIX = 'firebase:';

/** Before a redirect leaves the page: the host reopens the login modal for this provider on return. */
export function rememberSocialReturn(provider: SocialReturnProvider): void {
  window.sessionStorage.setItem(SOCIAL_RETURN_STORAGE_KEY, provider);
}

/** The return is being handled: a reload must not start it again. */
export function forgetSocialReturn(): void {
  window.sessionStorage.removeItem(SOCIAL_RETURN_STORAGE_KEY);
}

/**
 * 'вернуться назад' clears session storage (SPEC.md 2.5): everything the sign-in left there (the return marker, the
 * VK ID state and verifier, Firebase's pending redirect). Other apps' keys stay.
 */
export function clearLoginSessionStorage(storage: Storage = window.sessionStorage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string =>
      key !== null &&
      (key === SOCIAL_RETURN_STORAGE_KEY ||
        key.startsWith(AUTH_STORAGE_PREFIX) ||
        key.startsWith(FIREBASE_STORAGE_PREFIX)),
  );
  for (const key of keys) storage.removeItem(key);
}
