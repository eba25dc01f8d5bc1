import { isApiError, rateLimitedText } from '@kaver/shared-contracts';

/** A person-readable reason for a failed load, for the error state above its retry button. */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return 'Нет связи с сервером. Проверь интернет и попробуй ещё раз.';
    if (error.status === 403) return 'Доступно только по подписке';
    if (error.status === 429) return rateLimitedText(error.retryAfter);
    if (error.status >= 500) return 'Сервер сейчас не отвечает. Попробуй ещё раз через минуту.';
  }
  return 'Не удалось загрузить данные. Попробуй ещё раз.';
}
