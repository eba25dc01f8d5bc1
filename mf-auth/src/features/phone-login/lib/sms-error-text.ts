// What the login modal's phone and code steps say when the API refused an SMS send or a code (issue 11 part
// 7, issue 22): rate limits, the day's lock of a phone after too many wrong codes, and failed sends, with when to
// try again, in Russian with the right plural forms.
import { isApiError, rateLimitedText, waitText } from '@kaver/shared-contracts';
import { errorText } from '../../../shared/lib';

/** The message for a refused send or code; null for a wrong code, which the red boxes already show. */
export function smsErrorText(error: unknown): string | null {
  if (!isApiError(error)) return errorText(error);
  const wait = error.retryAfter !== undefined && error.retryAfter > 0 ? waitText(error.retryAfter) : null;
  switch (error.code) {
    case 'wrong_code':
      return null;
    case 'too_many_sms':
      return wait ? `Слишком много попыток. Попробуйте ${wait}` : 'Слишком много попыток. Попробуйте позже';
    case 'too_many_attempts':
      return wait
        ? `Слишком много неверных попыток. Новый код можно запросить ${wait}`
        : 'Слишком много неверных попыток. Запросите новый код';
    case 'phone_locked':
      return wait
        ? `Слишком много неверных кодов для этого номера. Войти по нему можно будет ${wait}`
        : 'Слишком много неверных кодов для этого номера. Попробуйте завтра';
    case 'rate_limited':
      return rateLimitedText(error.retryAfter);
    case 'code_expired':
      return 'Код устарел. Запросите новый';
    case 'sms_not_sent':
      return wait
        ? `Не удалось отправить СМС. Попробуйте ${wait}`
        : 'Не удалось отправить СМС. Попробуйте ещё раз';
    default:
      return errorText(error);
  }
}
