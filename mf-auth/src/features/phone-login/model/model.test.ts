import {
  $runtimeConfig,
  ApiError,
  type RuntimeConfig,
  type SendCodeResult,
  type TokenResponse,
} from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { loginModalReset, tokensObtained } from '../../../shared/model';
import {
  $code,
  $codeRejected,
  $devSmsCode,
  $isPhoneFormLoading,
  $isPhoneValid,
  $phone,
  $phoneFocusWanted,
  $phoneInput,
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
        async (params: { phone: string; code: string }) => {
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
