import { isApiError, type PageError, rateLimitedText } from '@kaver/shared-contracts';
import { type EventCallable, sample, type Unit } from 'effector';

/** The API answered that the thing does not exist (unknown slug, collection, id). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

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

/**
 * A data-level miss (the API's 404 for a slug the route let through) shows the host's error page:
 * 404 'Page Not Found: {path}'.
 */
export function raiseNotFoundOn<Params extends { path: string }>(
  failed: Unit<{ params: Params; error: unknown }>,
  raise: EventCallable<PageError>,
) {
  sample({
    clock: failed,
    filter: ({ error }) => isNotFound(error),
    fn: ({ params }) => ({ statusCode: 404, message: `Page Not Found: ${params.path}` }),
    target: raise,
  });
}
