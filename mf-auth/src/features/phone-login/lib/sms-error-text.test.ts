import { ApiError } from '@kaver/shared-contracts';
import { smsErrorText, waitText } from './sms-error-text';

const refused = (code: string, status: number, retryAfter?: number) =>
  new ApiError({
    status,
    code,
    message: 'x',
    method: 'POST',
    url: '/kaver/auth/',
    ...(retryAfter !== undefined && { retryAfter }),
  });

describe('waitText', () => {
  it.each([
    [1, 'через 1 секунду'],
    [3, 'через 3 секунды'],
    [45, 'через 45 секунд'],
    [59.2, 'через 1 минуту'],
    [60, 'через 1 минуту'],
    [61, 'через 2 минуты'],
    [300, 'через 5 минут'],
    [21 * 60, 'через 21 минуту'],
    [22 * 60, 'через 22 минуты'],
    [25 * 60, 'через 25 минут'],
    [3600, 'через 1 час'],
    [3 * 3600, 'через 3 часа'],
  ])('%p s -> %p', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

describe('smsErrorText', () => {
  it('says when another SMS may be sent after a rate limit', () => {
    expect(smsErrorText(refused('too_many_sms', 429, 300))).toBe(
      'Слишком много попыток. Попробуйте через 5 минут',
    );
    expect(smsErrorText(refused('too_many_sms', 429, 2400))).toBe(
      'Слишком много попыток. Попробуйте через 40 минут',
    );
    expect(smsErrorText(refused('too_many_sms', 429))).toBe('Слишком много попыток. Попробуйте позже');
  });

  it('asks for a new code after too many wrong ones, and says when', () => {
    expect(smsErrorText(refused('too_many_attempts', 429, 0))).toBe(
      'Слишком много неверных попыток. Запросите новый код',
    );
    expect(smsErrorText(refused('too_many_attempts', 429, 42))).toBe(
      'Слишком много неверных попыток. Новый код можно запросить через 42 секунды',
    );
  });

  it('reports a failed send and an expired code', () => {
    expect(smsErrorText(refused('sms_not_sent', 424, 60))).toBe(
      'Не удалось отправить СМС. Попробуйте через 1 минуту',
    );
    expect(smsErrorText(refused('code_expired', 400))).toBe('Код устарел. Запросите новый');
  });

  it('leaves a wrong code to the red boxes and falls back to the general texts', () => {
    expect(smsErrorText(refused('wrong_code', 400))).toBeNull();
    expect(smsErrorText(refused('http_503', 503))).toMatch(/Сервер временно недоступен/);
    expect(smsErrorText(new Error('boom'))).toBe('Неизвестная ошибка');
  });
});
