import { AUTH_STORAGE_PREFIX } from '../../../shared/lib';
import type { VkIdPkce } from '../lib';

/** The state and code verifier of a VK ID redirect, kept for the return (sessionStorage: this tab only). */
export const VK_PENDING_KEY = `${AUTH_STORAGE_PREFIX}vkid`;

export function savePending(pkce: VkIdPkce, storage: Storage = window.sessionStorage): void {
  storage.setItem(VK_PENDING_KEY, JSON.stringify(pkce));
}

export function takePending(storage: Storage = window.sessionStorage): VkIdPkce | null {
  const raw = storage.getItem(VK_PENDING_KEY);
  storage.removeItem(VK_PENDING_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<VkIdPkce>;
    return typeof value.state === 'string' &&
      typeof value.codeVerifier === 'string' &&
      typeof value.redirectUrl === 'string'
      ? (value as VkIdPkce)
      : null;
  } catch {
    return null;
  }
}
