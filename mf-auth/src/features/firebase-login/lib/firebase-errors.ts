import { isApiError } from '@kaver/shared-contracts';
import { socialErrorText } from '../../../shared/lib';
import { UNKNOWN_ERROR } from './providers';

/** The Firebase error code ('auth/popup-blocked'), or null for anything else. */
export function firebaseCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

/** The person closed the popup or started another one: not an error worth a message. */
export function isCancellation(error: unknown): boolean {
  const code = firebaseCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}

const FIREBASE_TEXT: Record<string, string> = {
  'auth/network-request-failed': 'Нет связи. Проверь интернет и попробуй ещё раз.',
  'auth/unauthorized-domain': 'Этот сайт не подключён к входу через провайдера',
  'auth/invalid-api-key': 'Вход через провайдера настроен неверно',
  'auth/auth-domain-config-required': 'Вход через провайдера настроен неверно',
  'auth/web-storage-unsupported': 'Браузер не даёт сохранить данные входа: разреши cookies и хранилище сайта',
  'auth/operation-not-supported-in-this-environment': 'В этом браузере такой вход не работает',
  'auth/account-exists-with-different-credential': 'Этот адрес почты уже привязан к другому способу входа',
  'auth/user-disabled': 'Аккаунт у провайдера заблокирован',
};

/** What went wrong, in Russian: a Firebase code, our API's answer, or 'Неизвестная ошибка'. */
export function firebaseErrorText(error: unknown): string {
  const code = firebaseCode(error);
  if (code) return FIREBASE_TEXT[code] ?? UNKNOWN_ERROR;
  return isApiError(error) ? socialErrorText(error) : UNKNOWN_ERROR;
}
