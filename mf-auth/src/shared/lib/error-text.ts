import { isApiError, rateLimitedText } from '@kaver/shared-contracts';

/** Field-specific texts for the API's validation errors (api/src/routes/profile.ts). */
const FIELD_TEXT: Record<string, string> = {
  first_name: 'Имя должно быть не короче 2 символов',
  birth_dt: 'Укажи настоящую дату рождения в формате ДД.ММ.ГГГГ',
  id_city: 'Выбери город из списка',
  email: 'Проверь адрес почты',
  gender: 'Выбери пол',
};

/**
 * What a person is told when a call failed, in Russian and on «ты» like the rest of the product (the profile's form
 * says the same as its own checks, validate.ts); 'Неизвестная ошибка' when nothing better is known.
 */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return 'Неизвестная ошибка';
  if (error.isNetworkError) return 'Нет связи с сервером. Проверь интернет и попробуй ещё раз.';
  if (error.code === 'too_young') return 'Сервисом можно пользоваться только с 18 лет';
  if (error.code === 'rate_limited') return rateLimitedText(error.retryAfter);
  if (error.status === 429) return 'Слишком много попыток. Подожди немного и попробуй снова.';
  if (error.status === 401) return 'Сессия истекла. Войди снова.';
  if (error.code === 'provider_not_configured') return 'Этот способ входа пока не настроен';
  if (error.status === 400 && error.field && FIELD_TEXT[error.field])
    return FIELD_TEXT[error.field] as string;
  if (error.status >= 500) return 'Сервер временно недоступен. Попробуй ещё раз через минуту.';
  return 'Неизвестная ошибка';
}

/** For a social sign-in: the API refusing the provider's proof is not an expired session. */
export function socialErrorText(error: unknown): string {
  if (isApiError(error) && error.code === 'sign_in_proof_used')
    return 'Этот вход уже использован. Войди снова.';
  if (isApiError(error) && error.status === 401) return 'Не удалось подтвердить вход. Попробуй ещё раз.';
  return errorText(error);
}
