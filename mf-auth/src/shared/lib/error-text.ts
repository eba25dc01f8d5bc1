import { isApiError, rateLimitedText } from '@kaver/shared-contracts';

/** Field-specific texts for the API's validation errors (api/src/routes/profile.ts). */
const FIELD_TEXT: Record<string, string> = {
  first_name: 'Имя должно быть не короче 2 символов',
  birth_dt: 'Укажите настоящую дату рождения в формате ДД.ММ.ГГГГ',
  id_city: 'Выберите город из списка',
  email: 'Проверьте адрес почты',
  gender: 'Выберите пол',
};

/** What a person is told when a call failed, in Russian; 'Неизвестная ошибка' when nothing better is known. */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return 'Неизвестная ошибка';
  if (error.isNetworkError) return 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.';
  if (error.code === 'too_young') return 'Сервисом можно пользоваться только с 18 лет';
  if (error.code === 'rate_limited') return rateLimitedText(error.retryAfter);
  if (error.status === 429) return 'Слишком много попыток. Подождите немного и попробуйте снова.';
  if (error.status === 401) return 'Сессия истекла. Войдите снова.';
  if (error.code === 'provider_not_configured') return 'Этот способ входа пока не настроен';
  if (error.status === 400 && error.field && FIELD_TEXT[error.field])
    return FIELD_TEXT[error.field] as string;
  if (error.status >= 500) return 'Сервер временно недоступен. Попробуйте ещё раз через минуту.';
  return 'Неизвестная ошибка';
}

/** For a social sign-in: the API refusing the provider's proof is not an expired session. */
export function socialErrorText(error: unknown): string {
  if (isApiError(error) && error.code === 'sign_in_proof_used')
    return 'Этот вход уже использован. Войдите снова.';
  if (isApiError(error) && error.status === 401) return 'Не удалось подтвердить вход. Попробуйте ещё раз.';
  return errorText(error);
}
