// How long to wait, as a person reads it after «Попробуй»: 'через 45 секунд', 'через 5 минут', 'через 3 часа'.
// Every app says what a rate limit or a lock of the API (`retry_after`, seconds) means with it.
import { type PluralForms, pluralRu } from './plural';

const SECONDS: PluralForms = ['секунду', 'секунды', 'секунд'];
const MINUTES: PluralForms = ['минуту', 'минуты', 'минут'];
const HOURS: PluralForms = ['час', 'часа', 'часов'];

/** The wait rounded up to the unit a person reads. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `через ${whole} ${pluralRu(whole, SECONDS)}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `через ${minutes} ${pluralRu(minutes, MINUTES)}`;
  const hours = Math.ceil(minutes / 60);
  return `через ${hours} ${pluralRu(hours, HOURS)}`;
}

/** The API's general rate limit (429 rate_limited) in words: «Слишком много запросов. Попробуй через 30 секунд». */
export function rateLimitedText(retryAfter: number | undefined): string {
  const wait = retryAfter !== undefined && retryAfter > 0 ? waitText(retryAfter) : 'чуть позже';
  return `Слишком много запросов. Попробуй ${wait}`;
}
