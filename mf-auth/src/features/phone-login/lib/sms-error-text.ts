// What the login modal's phone and code steps say when the API refused an SMS send or a code (issue 11 part
// 7, issue 22): rate limits, the day's lock of a phone after too many wrong codes, and failed sends, with when to
// try again, in Russian with the right plural forms, on «ты» like the rest of the login.
import { isApiError, waitText } from '@kaver/shared-contracts';
import { errorText } from '../../../shared/lib';

/** The message for a refused send or code; null for a wrong code, which the red boxes already show. */
export function smsErrorText(error: unknown): string | null {
  if (!isApiError(error)) return errorText(error);
  const wait = error.retryAfter !== undefined && error.retryAfter > 0 ? waitText(error.retryAfter) : null;
  switch (error.code) {
    case 'wrong_code':
      return null;
    case 'too_many_sms':
      return wait ? `Слишком много попыток. Попробуй ${wait}` : 'Слишком много попыток. Попробуй позже';
    case 'too_many_attempts':
      return wait
        ? `Слишком много неверных попыток. Новый код можно запросить ${wait}`
        : 'Слишком много неверных попыток. Запроси новый код';
    case 'phone_locked':
      return wait
        ? `Слишком много неверных кодов для этого номера. Войти по нему можно будет ${wait}`
        : 'Слишком много неверных кодов для этого номера. Попробуй завтра';
    case 'code_expired':
      return 'Код устарел. Запроси новый';
    case 'sms_not_sent':
      return wait
        ? `Не удалось отправить СМС. Попробуй ${wait}`
        : 'Не удалось отправить СМС. Попробуй ещё раз';
    default:
      // rate_limited too: errorText says it with the wait.
      return errorText(error);
  }
}
