import { $runtimeConfig, type TokenResponse } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { loginModalOpened, tokensObtained } from '../../../shared/model';
import type { VkIdCode, VkIdSignIn } from '../lib';
import { exchangeVkCode } from './exchange';
import {
  $vkButtonState,
  $vkError,
  $vkSignIn,
  loadVkIdFx,
  oneTapLoggedIn,
  redirectLoginFx,
  vkButtonClicked,
  vkLoginFx,
  windowLoginFx,
} from './sign-in';

const vkid = { appId: 51000001, redirectUrl: 'https://kaver.ru/' };
const pkce = { state: 's'.repeat(48), codeVerifier: 'v'.repeat(64), redirectUrl: vkid.redirectUrl };
const vk = { pkce } as VkIdSignIn;
const code: VkIdCode = { code: 'c0de', deviceId: 'device', state: pkce.state };
const tokens = { accessToken: 'a', refreshToken: 'r', expiresIn: 1, refreshExpiresIn: 1, isNewUser: true };

function setup(window: () => Promise<VkIdCode>, signIn: VkIdSignIn = vk) {
  const calls: string[] = [];
  const obtained: TokenResponse[] = [];
  const scope = fork({
    values: [
      [$runtimeConfig, { vkid }],
      [$vkSignIn, signIn],
    ],
    handlers: [
      [
        windowLoginFx,
        async () => {
          calls.push('window');
          return window();
        },
      ],
      [redirectLoginFx, async () => void calls.push('redirect')],
      [
        vkLoginFx,
        async (params: { code: VkIdCode }) => {
          calls.push(`api:${params.code.code}`);
          return tokens;
        },
      ],
    ],
  });
  const stop = tokensObtained.watch((value) => obtained.push(value));
  return { scope, calls, obtained, stop };
}

describe('VK ID sign-in', () => {
  it("goes straight to the redirect when config.json's vkid.authMode is 'redirect'", async () => {
    const { scope, calls, stop } = setup(async () => code, { ...vk, redirectOnly: true });
    await allSettled(vkButtonClicked, { scope });
    expect(calls).toEqual(['redirect']);
    stop();
  });

  it('logs in in a new window and sends the code with our verifier to the API', async () => {
    const { scope, calls, obtained, stop } = setup(async () => code);
    await allSettled(vkButtonClicked, { scope });
    expect(calls).toEqual(['window', 'api:c0de']);
    expect(obtained).toEqual([tokens]);
    expect(scope.getState($vkButtonState)).toBe('loading');
    stop();
  });

  it('goes by redirect when no window could be opened (101)', async () => {
    const { scope, calls, stop } = setup(async () =>
      Promise.reject({ code: 101, error: 'Cannot create new tab. Try checking your browser settings' }),
    );
    await allSettled(vkButtonClicked, { scope });
    expect(calls).toEqual(['window', 'redirect']);
    expect(scope.getState($vkError)).toBeNull();
    stop();
  });

  it('a closed window (102) is no error; a failed authorisation is told', async () => {
    const closed = setup(async () => Promise.reject({ code: 102, error: 'New tab has been closed' }));
    await allSettled(vkButtonClicked, { scope: closed.scope });
    expect(closed.scope.getState($vkError)).toBeNull();
    expect(closed.scope.getState($vkButtonState)).toBe('idle');
    closed.stop();

    const failed = setup(async () =>
      Promise.reject({ code: 103, error: 'Authorization failed with an error' }),
    );
    await allSettled(vkButtonClicked, { scope: failed.scope });
    expect(failed.scope.getState($vkError)).toBe(
      'Произошла ошибка при входе через VK ID: VK ID не подтвердил вход',
    );
    failed.stop();
  });

  it("the one-tap widget's code goes the same way", async () => {
    const { scope, calls, stop } = setup(async () => code);
    await allSettled(oneTapLoggedIn, { scope, params: code });
    expect(calls).toEqual(['api:c0de']);
    stop();
  });

  it("says what is wrong when the SDK refused its config ('app is required parameter')", async () => {
    const scope = fork({
      values: [[$runtimeConfig, { vkid }]],
      handlers: [
        [
          loadVkIdFx,
          async () => {
            throw new Error('app is required parameter');
          },
        ],
      ],
    });
    await allSettled(loginModalOpened, { scope, params: {} });
    expect(scope.getState($vkError)).toBe('VK ID настроен неверно: app is required parameter');
  });

  it('without a config says so', async () => {
    const scope = fork();
    await allSettled(vkButtonClicked, { scope });
    expect(scope.getState($vkError)).toBe('Вход через VK ID не настроен');
  });

  it('refuses a code issued for another state before calling the API', async () => {
    await expect(exchangeVkCode({ code: { ...code, state: 'other' }, pkce })).rejects.toEqual({
      code: 104,
      error: 'The received state does not match the expected state',
    });
  });
});

describe('VK ID unreachable (the real @vkid/sdk, every fetch failing)', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("redirect: the button leaves for VK ID; its failed statistics call is no 'ошибка при входе'", async () => {
    // jsdom cannot navigate to VK ID and says so in the console.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const scope = fork({ values: [[$runtimeConfig, { vkid: { ...vkid, authMode: 'redirect' } }]] });
    await allSettled(loginModalOpened, { scope, params: {} });
    expect(scope.getState($vkSignIn)).not.toBeNull();
    await allSettled(vkButtonClicked, { scope });
    // Before: 'Произошла ошибка при входе через VK ID: VK ID настроен неверно: Failed to fetch', the button idle.
    expect(scope.getState($vkError)).toBeNull();
    expect(scope.getState($vkButtonState)).toBe('loading');
    consoleError.mockRestore();
  });
});
