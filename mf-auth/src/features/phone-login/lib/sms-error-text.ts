// What the login modal's phone and code steps say when the API refused an SMS send or a code (issue 11 part
// 7): rate limits and failed sends with when to try again, in Russian with the right plural forms.
import { isApiError, type PluralForms, pluralRu } from '@kaver/shared-contracts';
import { errorText } from '../../../shared/lib';

const SECONDS: PluralForms = ['секунду', 'секунды', 'секунд'];
const MINUTES: PluralForms = ['минуту', 'минуты', 'минут'];
const HOURS: PluralForms = ['час', 'часа', 'часов'];

/** 'через 45 секунд', 'через 5 минут', 'через 1 час': the wait rounded up to the unit a person reads. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `через ${whole} ${pluralRu(whole, SECONDS)}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `через ${minutes} ${pluralRu(minutes, MINUTES)}`;
  const hours = Math.ceil(minutes / 60);
  return `через ${hours} ${pluralRu(hours, HOURS)}`;
}

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
