import { $location, navigationRequested, type TokenResponse } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { tokensObtained } from '../../../shared/model';
import type { VkIdPkce } from '../lib';
import {
  $vkReturnError,
  $vkReturnState,
  readVkReturn,
  takePendingFx,
  vkReturnLoginFx,
  vkReturnStarted,
  withoutVkParams,
} from './redirect-return';

const pkce: VkIdPkce = { state: 'st', codeVerifier: 'ver', redirectUrl: 'https://kaver.ru/' };
const tokens = { accessToken: 'a', refreshToken: 'r', expiresIn: 1, refreshExpiresIn: 1, isNewUser: false };
const search = '?code=c1&state=st&device_id=d1&type=code_v2&expires_in=600&utm_source=x';

function setup(
  pending: VkIdPkce | null,
  login: (params: { code: { code: string } }) => Promise<TokenResponse>,
) {
  const navigations: string[] = [];
  const obtained: TokenResponse[] = [];
  const scope = fork({
    values: [[$location, { pathname: '/', search, hash: '' }]],
    handlers: [
      [takePendingFx, () => pending],
      [vkReturnLoginFx, login],
    ],
  });
  const stops = [
    navigationRequested.watch(({ to }) => navigations.push(to)),
    tokensObtained.watch((value) => obtained.push(value)),
  ];
  return {
    scope,
    navigations,
    obtained,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

describe('VK ID redirect return', () => {
  it('reads the code from the address and strips it', () => {
    expect(readVkReturn(search)).toEqual({ code: 'c1', deviceId: 'd1', state: 'st' });
    expect(readVkReturn('?state=st')).toBeNull();
    expect(withoutVkParams({ pathname: '/moscow', search, hash: '#top' })).toBe('/moscow?utm_source=x#top');
  });

  it('exchanges the code with the kept verifier and completes', async () => {
    const logins: string[] = [];
    const { scope, navigations, obtained, stop } = setup(pkce, async ({ code }) => {
      logins.push(code.code);
      return tokens;
    });
    await allSettled(vkReturnStarted, { scope, params: search });
    expect(logins).toEqual(['c1']);
    expect(obtained).toEqual([tokens]);
    expect(scope.getState($vkReturnState)).toBe('complete');
    expect(navigations).toEqual(['/?utm_source=x']);
    stop();
  });

  it("without a kept verifier it is 'Неизвестная ошибка'", async () => {
    const { scope, stop } = setup(null, async () => tokens);
    await allSettled(vkReturnStarted, { scope, params: search });
    expect(scope.getState($vkReturnState)).toBe('error');
    expect(scope.getState($vkReturnError)).toBe('Неизвестная ошибка');
    stop();
  });

  it('a state mismatch is an error', async () => {
    const { scope, stop } = setup({ ...pkce, state: 'other' }, async () =>
      Promise.reject({ code: 104, error: 'The received state does not match the expected state' }),
    );
    await allSettled(vkReturnStarted, { scope, params: search });
    expect(scope.getState($vkReturnError)).toBe('Ответ VK ID не совпал с запросом. Попробуй ещё раз.');
    stop();
  });
});
