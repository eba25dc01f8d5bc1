import {
  $runtimeConfig,
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
  $phoneInput,
  $sentTo,
  $step,
  codeChanged,
  codeSubmitted,
  confirmCodeFx,
  logFailureFx,
  phoneChanged,
  phoneSubmitted,
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

function setup(environment: RuntimeConfig['environment'], sendResult: Partial<SendCodeResult> = {}) {
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
          return { phone: params.phone, resendIn: 60, securityData: '4821', ...sendResult };
        },
      ],
      [
        confirmCodeFx,
        async (params: { phone: string; code: string }) => {
          confirms.push(params);
          if (params.code !== '4821') throw Object.assign(new Error('Wrong code'), { code: 'wrong_code' });
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
    await allSettled(codeChanged, { scope, params: ['4', '', '', ''] });
    expect(scope.getState($codeRejected)).toBe(false);
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
