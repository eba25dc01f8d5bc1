import { ApiError } from '@kaver/shared-contracts';
import { errorText, socialErrorText } from './error-text';

const apiError = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ status: 400, code: 'validation_error', message: 'x', method: 'PUT', url: '/user', ...init });

describe('errorText', () => {
  it('names the field the API refused', () => {
    expect(errorText(apiError({ field: 'first_name' }))).toBe('Имя должно быть не короче 2 символов');
    expect(errorText(apiError({ field: 'birth_dt', code: 'too_young' }))).toBe(
      'Сервисом можно пользоваться только с 18 лет',
    );
  });

  it('tells a network failure, a rate limit and a server failure apart', () => {
    expect(errorText(apiError({ status: 0, code: 'network_error', isNetworkError: true }))).toMatch(
      /интернет/,
    );
    expect(errorText(apiError({ status: 429, code: 'too_many_sms' }))).toMatch(/Слишком много попыток/);
    expect(errorText(apiError({ status: 429, code: 'rate_limited', retryAfter: 20 }))).toBe(
      'Слишком много запросов. Попробуй через 20 секунд',
    );
    expect(errorText(apiError({ status: 429, code: 'rate_limited' }))).toBe(
      'Слишком много запросов. Попробуй чуть позже',
    );
    expect(errorText(apiError({ status: 503, code: 'http_503' }))).toMatch(/Сервер временно недоступен/);
  });

  it('speaks on «ты», as the login, the onboarding and the profile do', () => {
    const texts = [
      ...['first_name', 'birth_dt', 'id_city', 'email', 'gender'].map((field) =>
        errorText(apiError({ field })),
      ),
      errorText(apiError({ status: 0, code: 'network_error', isNetworkError: true })),
      errorText(apiError({ status: 429, code: 'too_many_sms' })),
      errorText(apiError({ status: 429, code: 'rate_limited', retryAfter: 20 })),
      errorText(apiError({ status: 429, code: 'rate_limited' })),
      errorText(apiError({ status: 401, code: 'unauthorized' })),
      errorText(apiError({ status: 503, code: 'http_503' })),
      socialErrorText(apiError({ status: 401, code: 'unauthorized' })),
      socialErrorText(apiError({ status: 401, code: 'sign_in_proof_used' })),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/(^|[^а-яё])(вы|вас|вам|ваш[а-яё]*)([^а-яё]|$)|[а-яё](ите|йте)([^а-яё]|$)/i);
    }
  });

  it("falls back to 'Неизвестная ошибка'", () => {
    expect(errorText(new Error('boom'))).toBe('Неизвестная ошибка');
    expect(errorText(apiError({ status: 418, code: 'teapot' }))).toBe('Неизвестная ошибка');
  });

  it('a refused social proof is not an expired session', () => {
    expect(socialErrorText(apiError({ status: 401, code: 'unauthorized' }))).toBe(
      'Не удалось подтвердить вход. Попробуй ещё раз.',
    );
    expect(errorText(apiError({ status: 401, code: 'unauthorized' }))).toBe('Сессия истекла. Войди снова.');
    expect(socialErrorText(apiError({ status: 401, code: 'sign_in_proof_used' }))).toBe(
      'Этот вход уже использован. Войди снова.',
    );
  });
});
