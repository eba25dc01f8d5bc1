import { ApiError } from '@kaver/shared-contracts';
import { smsErrorText } from './sms-error-text';

const refused = (code: string, status: number, retryAfter?: number) =>
  new ApiError({
    status,
    code,
    message: 'x',
    method: 'POST',
    url: '/kaver/auth/',
    ...(retryAfter !== undefined && { retryAfter }),
  });

describe('smsErrorText', () => {
  it("tells that the phone is locked for the day's wrong codes, and until when", () => {
    expect(smsErrorText(refused('phone_locked', 429, 23 * 3600 + 10))).toBe(
      'Слишком много неверных кодов для этого номера. Войти по нему можно будет через 24 часа',
    );
    expect(smsErrorText(refused('phone_locked', 429, 90))).toBe(
      'Слишком много неверных кодов для этого номера. Войти по нему можно будет через 2 минуты',
    );
    expect(smsErrorText(refused('phone_locked', 429))).toBe(
      'Слишком много неверных кодов для этого номера. Попробуй завтра',
    );
  });

  it('says when to try again after the general rate limit', () => {
    expect(smsErrorText(refused('rate_limited', 429, 30))).toBe(
      'Слишком много запросов. Попробуй через 30 секунд',
    );
  });

  it('says when another SMS may be sent after a rate limit', () => {
    expect(smsErrorText(refused('too_many_sms', 429, 300))).toBe(
      'Слишком много попыток. Попробуй через 5 минут',
    );
    expect(smsErrorText(refused('too_many_sms', 429, 2400))).toBe(
      'Слишком много попыток. Попробуй через 40 минут',
    );
    expect(smsErrorText(refused('too_many_sms', 429))).toBe('Слишком много попыток. Попробуй позже');
  });

  it('asks for a new code after too many wrong ones, and says when', () => {
    expect(smsErrorText(refused('too_many_attempts', 429, 0))).toBe(
      'Слишком много неверных попыток. Запроси новый код',
    );
    expect(smsErrorText(refused('too_many_attempts', 429, 42))).toBe(
      'Слишком много неверных попыток. Новый код можно запросить через 42 секунды',
    );
  });

  it('reports a failed send and an expired code', () => {
    expect(smsErrorText(refused('sms_not_sent', 424, 60))).toBe(
      'Не удалось отправить СМС. Попробуй через 1 минуту',
    );
    expect(smsErrorText(refused('code_expired', 400))).toBe('Код устарел. Запроси новый');
  });

  it('leaves a wrong code to the red boxes and falls back to the general texts', () => {
    expect(smsErrorText(refused('wrong_code', 400))).toBeNull();
    expect(smsErrorText(refused('http_503', 503))).toMatch(/Сервер временно недоступен/);
    expect(smsErrorText(new Error('boom'))).toBe('Неизвестная ошибка');
  });
});
