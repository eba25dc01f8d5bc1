import { $runtimeConfig, type TokenResponse } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $loginRequest, loginModalOpened, tokensObtained } from '../../../shared/model';
import {
  $returnError,
  $returnState,
  backClicked,
  clearLoginStorageFx,
  forgetSocialReturnFx,
  redirectLoginFx,
  redirectResultFx,
  redirectReturnStarted,
} from './redirect-return';

const firebase = { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-kaver' };
const tokens = { accessToken: 'a', refreshToken: 'r', expiresIn: 1, refreshExpiresIn: 1, isNewUser: false };

function setup(
  result: () => Promise<string | null>,
  login: () => Promise<TokenResponse> = async () => tokens,
) {
  const calls: string[] = [];
  const obtained: TokenResponse[] = [];
  const scope = fork({
    values: [[$runtimeConfig, { firebase }]],
    handlers: [
      [forgetSocialReturnFx, () => void calls.push('forget')],
      [clearLoginStorageFx, () => void calls.push('clear-storage')],
      [redirectResultFx, result],
      [redirectLoginFx, login],
    ],
  });
  const stop = tokensObtained.watch((value) => obtained.push(value));
  return { scope, calls, obtained, stop };
}

describe('social redirect return', () => {
  it('loads, sends the ID token and completes', async () => {
    const { scope, calls, obtained, stop } = setup(async () => 'id-token');
    const running = allSettled(redirectReturnStarted, { scope, params: 'google' });
    expect(scope.getState($returnState)).toBe('loading');
    await running;
    expect(calls).toEqual(['forget']);
    expect(obtained).toEqual([tokens]);
    expect(scope.getState($returnState)).toBe('complete');
    stop();
  });

  it("an empty redirect result is 'Неизвестная ошибка'", async () => {
    const { scope, obtained, stop } = setup(async () => null);
    await allSettled(redirectReturnStarted, { scope, params: 'apple' });
    expect(scope.getState($returnState)).toBe('error');
    expect(scope.getState($returnError)).toBe('Неизвестная ошибка');
    expect(obtained).toEqual([]);
    stop();
  });

  it("a refused login is an error; 'вернуться назад' clears the storage and goes back to the picker", async () => {
    const { scope, calls, stop } = setup(
      async () => 'id-token',
      async () => Promise.reject(new Error('nope')),
    );
    await allSettled(loginModalOpened, { scope, params: { socialReturn: { provider: 'google' } } });
    await allSettled(redirectReturnStarted, { scope, params: 'google' });
    expect(scope.getState($returnState)).toBe('error');
    expect(scope.getState($returnError)).toBe('Неизвестная ошибка');
    await allSettled(backClicked, { scope });
    expect(calls).toEqual(['forget', 'clear-storage']);
    expect(scope.getState($loginRequest).socialReturn).toBeUndefined();
    expect(scope.getState($returnError)).toBeNull();
    stop();
  });

  it("any provider but Apple or Google is 'Неизвестный провайдер'", async () => {
    const { scope, stop } = setup(async () => 'id-token');
    await allSettled(redirectReturnStarted, { scope, params: 'facebook' });
    expect(scope.getState($returnState)).toBe('error');
    expect(scope.getState($returnError)).toBe('Неизвестный провайдер');
    stop();
  });

  it("without a Firebase config: 'Firebase конфигурация не найдена'", async () => {
    const scope = fork({ handlers: [[forgetSocialReturnFx, () => undefined]] });
    await allSettled(redirectReturnStarted, { scope, params: 'google' });
    expect(scope.getState($returnError)).toBe('Firebase конфигурация не найдена');
  });
});
