/**
 * Before a social login leaves the page (Google/Apple redirect, VK ID redirect), mf-auth writes the provider under
 * this sessionStorage key. At start the host finds it and asks for the login modal again (SPEC.md 4: "After a
 * social-login redirect the auth modal reopens"), so the auth remote is fetched only when it is really needed.
 */
export const SOCIAL_RETURN_STORAGE_KEY = 'kaver:social-return';

export type SocialReturnProvider = 'google' | 'apple' | 'vk_id';

export function readSocialReturn(
  storage: Pick<Storage, 'getItem'> = window.sessionStorage,
): SocialReturnProvider | null {
  const value = storage.getItem(SOCIAL_RETURN_STORAGE_KEY);
  return value === 'google' || value === 'apple' || value === 'vk_id' ? value : null;
}
