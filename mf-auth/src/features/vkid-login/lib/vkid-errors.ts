import { isApiError } from '@kaver/shared-contracts';
import { socialErrorText } from '../../../shared/lib';
import type { VkIdError } from './vkid-sdk';

/** SDK AuthErrorCode (SPEC.md 8). */
export const VK_CANNOT_CREATE_NEW_TAB = 101;
export const VK_NEW_TAB_CLOSED = 102;
const SDK_TEXTS: Record<string, number> = {
  'Cannot create new tab. Try checking your browser settings': VK_CANNOT_CREATE_NEW_TAB,
  'New tab has been closed': VK_NEW_TAB_CLOSED,
};

/** The SDK's AuthErrorCode of an error, also when the one-tap widget wraps it as a widget error 2. */
export function vkAuthCode(error: unknown): number | null {
  const value = error as Partial<VkIdError> | null;
  if (!value || typeof value !== 'object') return null;
  const text = value.error ?? value.text;
  if (typeof text === 'string' && SDK_TEXTS[text] !== undefined) return SDK_TEXTS[text] as number;
  return typeof value.code === 'number' && value.code >= 100 ? value.code : null;
}

const RUSSIAN: Record<number, string> = {
  100: 'VK ID ответил непонятным событием',
  101: 'Браузер не дал открыть окно VK ID',
  103: 'VK ID не подтвердил вход',
  104: 'Ответ VK ID не совпал с запросом. Попробуй ещё раз.',
};

/** What went wrong, in Russian, with the SDK's own text kept for the curious ('OAuth list can't be empty'...). */
export function vkErrorText(error: unknown): string {
  if (isApiError(error)) return socialErrorText(error);
  const code = vkAuthCode(error);
  if (code !== null && RUSSIAN[code]) return RUSSIAN[code] as string;
  if (error instanceof Error) return `VK ID настроен неверно: ${error.message}`;
  return 'Неизвестная ошибка';
}
