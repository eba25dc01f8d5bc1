import {
  $runtimeConfig,
  ApiError,
  type RuntimeConfig,
  type SendCodeResult,
  type TokenResponse,
} from '@kaver/shared-contracts';
import { allSettled, fork, type Scope } from 'effector';
import { loginModalReset, tokensObtained } from '../../../shared/model';
import { networkFailure } from '../../../shared/testing';
import {
  $code,
  $codeRejected,
  $devSmsCode,
  $isCodeLoading,
  $isPhoneFormLoading,
  $isPhoneValid,
  $phone,
  $phoneFocusWanted,
  $phoneInput,
  $resendAvailableAt,
  $sentTo,
  $smsError,
  $step,
  changePhoneClicked,
  codeChanged,
  codeSubmitted,
  confirmCodeFx,
  logFailureFx,
  phoneChanged,
  phoneFocused,
  phonePasted,
  phoneSubmitted,
  resendClicked,
  SECOND_SEND_DELAY_MS,
  sendCodeFx,
} from './model';

const tokens: TokenResponse = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresIn: 1,
  refreshExpiresIn: 2,
  isNewUser: true,
};

/** What the auth client throws for a refused call (a 429 with Retry-After, say). */
const refused = (code: string, status: number, retryAfter?: number) =>
  new ApiError({
    status,
    code,
    message: code,
    method: 'POST',
    url: '/kaver/auth/',
    ...(retryAfter !== undefined && { retryAfter }),
  });

function setup(
  environment: RuntimeConfig['environment'],
  sendResult: Partial<SendCodeResult> = {},
  refusals: { send?: ApiError[]; confirm?: ApiError } = {},
) {
  const sends: { phone: string; repeat: boolean; at: number }[] = [];
  const confirms: { phone: string; code: string }[] = [];
  const logged: string[] = [];
  const obtained: TokenResponse[] = [];
  const scope = fork({
    values: [[$runtimeConfig, { environment } as RuntimeConfig]],
    handlers: [
      [
        sendCodeFx,
        async (params: { phone: string; repeat: boolean }) => {
          sends.push({ ...params, at: Date.now() });
          const refusal = refusals.send?.shift();
          if (refusal) throw refusal;
          return { phone: params.phone, resendIn: 60, securityData: '4821', ...sendResult };
        },
      ],
      [
        confirmCodeFx,
        async ({ phone, code }: { phone: string; code: string }) => {
          const params = { phone, code };
          confirms.push(params);
          if (refusals.confirm) throw refusals.confirm;
          if (params.code !== '4821') throw refused('wrong_code', 400);
          return tokens;
        },
      ],
      [logFailureFx, ({ action }: { action: string }) => void logged.push(action)],
    ],
  });
  tokensObtained.watch((value) => obtained.push(value));
  return { scope, sends, confirms, logged, obtained };
}

/**
 * Sends and code checks that answer only when the test says so (a slow POST /kaver/auth/), except the
 * non-production second send, which answers at once.
 */
function slowSetup(environment: RuntimeConfig['environment']) {
  const sends: { phone: string; repeat: boolean }[] = [];
  const pending: { settle: (error?: ApiError) => void }[] = [];
  const obtained: TokenResponse[] = [];
  const hold = <T>(result: T) =>
    new Promise<T>((resolve, reject) =>
      pending.push({ settle: (error) => (error ? reject(error) : resolve(result)) }),
    );
  const scope = fork({
    values: [[$runtimeConfig, { environment } as RuntimeConfig]],
    handlers: [
      [
        sendCodeFx,
        (params: { phone: string; repeat: boolean }) => {
          sends.push({ phone: params.phone, repeat: params.repeat });
          const result = { phone: params.phone, resendIn: 60, securityData: '4821' };
          return params.repeat ? Promise.resolve(result) : hold(result);
        },
      ],
      [confirmCodeFx, () => hold(tokens)],
      [logFailureFx, () => undefined],
    ],
  });
  tokensObtained.watch((value) => obtained.push(value));
  /** Answers the oldest request still waiting: with success, or with the error given. */
  const answer = (error?: ApiError) => pending.shift()?.settle(error);
  return { scope, sends, answer, obtained };
}

async function typePhone(scope: ReturnType<typeof fork>, typed: string) {
  let value = scope.getState($phoneInput);
  for (const char of typed) {
    value += char;
    await allSettled(phoneChanged, { scope, params: value });
    value = scope.getState($phoneInput);
  }
}

describe('phone login', () => {
  it('normalises the masked phone and allows a submit only at 11 characters', async () => {
    const { scope, sends } = setup('production');
    await typePhone(scope, '999123456');
    expect(scope.getState($phoneInput)).toBe('+7 (999) 123-45-6');
    expect(scope.getState($isPhoneValid)).toBe(false);
    await allSettled(phoneSubmitted, { scope });
    expect(sends).toHaveLength(0);

    await typePhone(scope, '7');
    expect(scope.getState($phone)).toBe('89991234567');
    expect(scope.getState($isPhoneValid)).toBe(true);
    await allSettled(phoneSubmitted, { scope });
    expect(sends).toEqual([expect.objectContaining({ phone: '89991234567', repeat: false })]);
    expect(scope.getState($step)).toBe('sms');
    expect(scope.getState($sentTo)).toBe('89991234567');
  });

  it('a pasted ten-digit number is one without the country code, ready to submit', async () => {
    const { scope, sends } = setup('production');
    await typePhone(scope, '8');
    await allSettled(phonePasted, { scope, params: { text: '8121234567', start: 4, end: 4 } });
    expect(scope.getState($phoneInput)).toBe('+7 (812) 123-45-67');
    expect(scope.getState($isPhoneValid)).toBe(true);
    await allSettled(phoneSubmitted, { scope });
    expect(sends).toEqual([expect.objectContaining({ phone: '88121234567' })]);
  });

  it('a paste of part of a number goes in at the caret, over a selection, and a whole number replaces the field', async () => {
    const { scope, sends } = setup('production');
    await typePhone(scope, '8 916');
    expect(scope.getState($phoneInput)).toBe('+7 (916');
    await allSettled(phonePasted, { scope, params: { text: '1234567', start: 7, end: 7 } });
    expect(scope.getState($phoneInput)).toBe('+7 (916) 123-45-67');
    expect(scope.getState($phone)).toBe('89161234567');
    expect(scope.getState($isPhoneValid)).toBe(true);
    // '+7 (916) |123|-45-67' selected.
    await allSettled(phonePasted, { scope, params: { text: '555', start: 9, end: 12 } });
    expect(scope.getState($phoneInput)).toBe('+7 (916) 555-45-67');
    // A whole number replaces the field, wherever the caret is.
    await allSettled(phonePasted, { scope, params: { text: '+7 903 111-22-33', start: 6, end: 6 } });
    expect(scope.getState($phoneInput)).toBe('+7 (903) 111-22-33');
    await allSettled(phoneSubmitted, { scope });
    expect(sends).toEqual([expect.objectContaining({ phone: '89031112233' })]);
  });

  it("a whole number put in after the first 8 as an edit (a keyboard's clipboard chip) is ready to submit", async () => {
    const { scope, sends } = setup('production');
    await typePhone(scope, '8');
    await allSettled(phoneChanged, { scope, params: '+7 (+7 916 123-45-67' });
    expect(scope.getState($phoneInput)).toBe('+7 (916) 123-45-67');
    expect(scope.getState($isPhoneValid)).toBe(true);
    await allSettled(phoneSubmitted, { scope });
    expect(sends).toEqual([expect.objectContaining({ phone: '89161234567' })]);
  });

  it('ignores a submit while the code is being sent', async () => {
    const { scope, sends } = setup('production');
    await allSettled(phoneChanged, { scope, params: '+7 (999) 123-45-67' });
    const first = allSettled(phoneSubmitted, { scope });
    expect(scope.getState($isPhoneFormLoading)).toBe(true);
    await allSettled(phoneSubmitted, { scope });
    await first;
    expect(sends).toHaveLength(1);
    expect(scope.getState($isPhoneFormLoading)).toBe(false);
  });

  it('in production sends once and never shows the test code', async () => {
    const { scope, sends } = setup('production');
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    await allSettled(phoneSubmitted, { scope });
    expect(sends).toHaveLength(1);
    expect(scope.getState($devSmsCode)).toBeNull();
  });

  it("outside production sends a second time 1 s after the first and shows 'Тестовый код'", async () => {
    const { scope, sends } = setup('development');
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    await allSettled(phoneSubmitted, { scope });
    expect(sends.map((send) => send.repeat)).toEqual([false, true]);
    const [first, second] = sends as [(typeof sends)[0], (typeof sends)[0]];
    expect(second.at - first.at).toBeGreaterThanOrEqual(SECOND_SEND_DELAY_MS - 5);
    expect(second.phone).toBe(first.phone);
    expect(scope.getState($devSmsCode)).toBe('4821');
    expect(scope.getState($step)).toBe('sms');
  });

  it('skips the second send when the modal was closed meanwhile', async () => {
    const { scope, sends } = setup('development');
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    const sending = allSettled(phoneSubmitted, { scope });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await allSettled(loginModalReset, { scope });
    await sending;
    expect(sends).toHaveLength(1);
  });

  it('a send the closed modal was waiting for changes nothing when it lands, and no second send follows', async () => {
    const { scope, sends, answer } = slowSetup('development');
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    // Not awaited: allSettled waits for the whole scope, the held send included.
    const sending = allSettled(phoneSubmitted, { scope });
    expect(scope.getState($isPhoneFormLoading)).toBe(true);
    // ✕ or Escape at once; POST /kaver/auth/ answers after.
    const closing = allSettled(loginModalReset, { scope });
    answer();
    await Promise.all([sending, closing]);

    expect(scope.getState($step)).toBe('phone');
    expect(scope.getState($sentTo)).toBe('');
    expect(scope.getState($devSmsCode)).toBeNull();
    expect(scope.getState($resendAvailableAt)).toBeNull();
    expect(scope.getState($isPhoneFormLoading)).toBe(false);
    expect(sends).toEqual([{ phone: '89991234567', repeat: false }]);
  });

  it("the closed modal's second send stays away when the reopened modal sends to the same number", async () => {
    const { scope, sends } = setup('development');
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    // The first code went out; its test second send is due in 1 s. The modal closes, reopens, sends again.
    const first = allSettled(phoneSubmitted, { scope });
    const closing = allSettled(loginModalReset, { scope });
    const typing = allSettled(phoneChanged, { scope, params: '89991234567' });
    const second = allSettled(phoneSubmitted, { scope });
    await Promise.all([first, closing, typing, second]);
    expect(sends.map((send) => send.repeat)).toEqual([false, false, true]);
  });

  it('after a close and a new send, only the new send counts: an answer of the closed modal is dropped', async () => {
    const { scope, sends, answer } = slowSetup('production');
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    const first = allSettled(phoneSubmitted, { scope });
    const closing = allSettled(loginModalReset, { scope });
    // Reopened at once; a new number is typed and sent while the first send is still held.
    const typing = allSettled(phoneChanged, { scope, params: '89161234567' });
    const second = allSettled(phoneSubmitted, { scope });
    expect(sends.map((send) => send.phone)).toEqual(['89991234567', '89161234567']);

    // The closed modal's send is refused: no message, and the new send still shows loading.
    answer(refused('too_many_sms', 429, 300));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($smsError)).toBeNull();
    expect(scope.getState($isPhoneFormLoading)).toBe(true);
    expect(scope.getState($step)).toBe('phone');

    answer();
    await Promise.all([first, closing, typing, second]);
    expect(scope.getState($step)).toBe('sms');
    expect(scope.getState($sentTo)).toBe('89161234567');
    expect(scope.getState($isPhoneFormLoading)).toBe(false);
  });

  it('a code check the closed modal was waiting for leaves no message or red boxes when it is refused', async () => {
    const { scope, answer } = slowSetup('production');
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    const sending = allSettled(phoneSubmitted, { scope });
    answer();
    await sending;
    await allSettled(codeChanged, { scope, params: ['1', '2', '3', '4'] });
    const checking = allSettled(codeSubmitted, { scope });
    expect(scope.getState($isCodeLoading)).toBe(true);
    const closing = allSettled(loginModalReset, { scope });
    expect(scope.getState($isCodeLoading)).toBe(false);
    answer(refused('too_many_attempts', 429, 0));
    await Promise.all([checking, closing]);
    expect(scope.getState($smsError)).toBeNull();
    expect(scope.getState($codeRejected)).toBe(false);
    expect(scope.getState($step)).toBe('phone');
  });

  it('a code the API accepted after the modal closed still signs the person in (the API set the session)', async () => {
    const { scope, answer, obtained } = slowSetup('production');
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    const sending = allSettled(phoneSubmitted, { scope });
    answer();
    await sending;
    await allSettled(codeChanged, { scope, params: ['4', '8', '2', '1'] });
    const checking = allSettled(codeSubmitted, { scope });
    const closing = allSettled(loginModalReset, { scope });
    answer();
    await Promise.all([checking, closing]);
    expect(obtained).toContainEqual(tokens);
  });

  it('submits the code joined only when all four boxes are filled', async () => {
    const { scope, confirms, obtained } = setup('production');
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    await allSettled(phoneSubmitted, { scope });
    await allSettled(codeChanged, { scope, params: ['4', '8', '2', ''] });
    await allSettled(codeSubmitted, { scope });
    expect(confirms).toHaveLength(0);
    await allSettled(codeChanged, { scope, params: ['4', '8', '2', '1'] });
    await allSettled(codeSubmitted, { scope });
    expect(confirms).toEqual([{ phone: '89991234567', code: '4821' }]);
    expect(obtained).toContainEqual(tokens);
  });

  it('a refused code is only logged: the boxes are cleared and outlined, no message', async () => {
    const { scope, logged } = setup('production');
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    await allSettled(phoneSubmitted, { scope });
    await allSettled(codeChanged, { scope, params: ['1', '1', '1', '1'] });
    await allSettled(codeSubmitted, { scope });
    expect(logged).toEqual(['SMS code confirmation']);
    expect(scope.getState($code)).toEqual(['', '', '', '']);
    expect(scope.getState($codeRejected)).toBe(true);
    expect(scope.getState($smsError)).toBeNull();
    await allSettled(codeChanged, { scope, params: ['4', '', '', ''] });
    expect(scope.getState($codeRejected)).toBe(false);
  });

  /** A code typed in all four boxes and confirmed, on the SMS step of a send to 89991234567. */
  async function confirmCode(scope: Scope) {
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    await allSettled(phoneSubmitted, { scope });
    await allSettled(codeChanged, { scope, params: ['4', '8', '2', '1'] });
    await allSettled(codeSubmitted, { scope });
  }

  it.each([
    ['no network', networkFailure(), 'Нет связи с сервером. Проверь интернет и попробуй ещё раз.'],
    ['a 5xx', refused('http_503', 503), 'Сервер временно недоступен. Попробуй ещё раз через минуту.'],
  ])('a check that failed with %s keeps the digits, unmarked, to confirm again', async (_, error, text) => {
    const { scope, confirms } = setup('production', {}, { confirm: error });
    await confirmCode(scope);
    expect(scope.getState($code)).toEqual(['4', '8', '2', '1']);
    expect(scope.getState($codeRejected)).toBe(false);
    expect(scope.getState($smsError)).toBe(text);
    expect(scope.getState($isCodeLoading)).toBe(false);
    await allSettled(codeSubmitted, { scope });
    expect(confirms).toHaveLength(2);
  });

  it.each([
    ['too_many_attempts', 429],
    ['code_expired', 400],
    ['phone_locked', 429],
  ])('a code the API refused as %s is emptied and outlined, with its message', async (code, status) => {
    const { scope } = setup('production', {}, { confirm: refused(code, status) });
    await confirmCode(scope);
    expect(scope.getState($code)).toEqual(['', '', '', '']);
    expect(scope.getState($codeRejected)).toBe(true);
    expect(scope.getState($smsError)).not.toBeNull();
  });

  it('tells the person when a rate-limited send may be tried again, and forgets it once they edit the phone', async () => {
    const { scope, sends, logged } = setup('production', {}, { send: [refused('too_many_sms', 429, 300)] });
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    await allSettled(phoneSubmitted, { scope });
    expect(sends).toHaveLength(1);
    expect(scope.getState($step)).toBe('phone');
    expect(scope.getState($smsError)).toBe('Слишком много попыток. Попробуй через 5 минут');
    expect(logged).toEqual(['SMS send']);
    await allSettled(phoneChanged, { scope, params: '8999123456' });
    expect(scope.getState($smsError)).toBeNull();
  });

  it('shows a failed resend and a locked code on the SMS step', async () => {
    const { scope } = setup(
      'production',
      {},
      {
        send: [undefined as unknown as ApiError, refused('sms_not_sent', 424, 60)],
        confirm: refused('too_many_attempts', 429, 0),
      },
    );
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    await allSettled(phoneSubmitted, { scope });
    expect(scope.getState($step)).toBe('sms');
    await allSettled(resendClicked, { scope });
    expect(scope.getState($smsError)).toBe('Не удалось отправить СМС. Попробуй через 1 минуту');
    await allSettled(codeChanged, { scope, params: ['1', '2', '3', '4'] });
    await allSettled(codeSubmitted, { scope });
    expect(scope.getState($smsError)).toBe('Слишком много неверных попыток. Запроси новый код');
    expect(scope.getState($step)).toBe('sms');
  });

  it('ignores a failure of the non-production second send', async () => {
    const { scope, sends } = setup(
      'development',
      {},
      { send: [undefined as unknown as ApiError, refused('sms_not_sent', 424, 60)] },
    );
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    await allSettled(phoneSubmitted, { scope });
    expect(sends.map((send) => send.repeat)).toEqual([false, true]);
    expect(scope.getState($step)).toBe('sms');
    expect(scope.getState($smsError)).toBeNull();
  });

  it('«Изменить номер» goes back to the phone step with the number kept and asks its field to take the focus', async () => {
    const { scope } = setup('production');
    expect(scope.getState($phoneFocusWanted)).toBe(false);
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    await allSettled(phoneSubmitted, { scope });
    expect(scope.getState($step)).toBe('sms');
    expect(scope.getState($phoneFocusWanted)).toBe(false);

    await allSettled(changePhoneClicked, { scope });
    expect(scope.getState($step)).toBe('phone');
    expect(scope.getState($phoneInput)).toBe('+7 (999) 123-45-67');
    expect(scope.getState($phoneFocusWanted)).toBe(true);
    await allSettled(phoneFocused, { scope });
    expect(scope.getState($phoneFocusWanted)).toBe(false);

    // Closing the modal before the field took it: the next opening leaves the focus to the dialog.
    await allSettled(phoneSubmitted, { scope });
    await allSettled(changePhoneClicked, { scope });
    await allSettled(loginModalReset, { scope });
    expect(scope.getState($phoneFocusWanted)).toBe(false);
  });

  it('closing the modal resets everything', async () => {
    const { scope } = setup('development');
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    await allSettled(phoneSubmitted, { scope });
    await allSettled(loginModalReset, { scope });
    expect(scope.getState($phoneInput)).toBe('');
    expect(scope.getState($step)).toBe('phone');
    expect(scope.getState($devSmsCode)).toBeNull();
  });
});
