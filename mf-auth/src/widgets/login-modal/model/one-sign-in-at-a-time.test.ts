import { $runtimeConfig, type SendCodeResult } from '@kaver/shared-contracts';
import { allSettled, fork, type Scope } from 'effector';
import { $buttonStates, popupSignInFx, providerClicked } from '../../../features/firebase-login/model';
import {
  $isPhoneFormBlocked,
  $isPhoneFormLoading,
  $phoneInput,
  phoneSubmitted,
  sendCodeFx,
} from '../../../features/phone-login/model';
import {
  $telegramButtonState,
  $widgetLoaded,
  telegramAuthFx,
  telegramClicked,
} from '../../../features/telegram-login/model';
import type { VkIdSignIn } from '../../../features/vkid-login/lib';
import {
  $vkButtonState,
  $vkSignIn,
  vkButtonClicked,
  windowLoginFx,
} from '../../../features/vkid-login/model';
import type { SignInMethod } from '../../../shared/model';

const config = {
  environment: 'production' as const,
  firebase: { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-kaver' },
  telegram: { botName: 'kaver_bot', botId: 1, widgetUrl: 'https://telegram.org/js/telegram-widget.js?22' },
  vkid: { appId: 51000001, redirectUrl: 'https://kaver.ru/' },
};
const vk = { pkce: { state: 's', codeVerifier: 'v', redirectUrl: config.vkid.redirectUrl } } as VkIdSignIn;
const METHODS: SignInMethod[] = ['google', 'apple', 'telegram', 'vk_id', 'phone'];

/** A press on each method's button (the phone's: «Получить код» with a whole number typed). */
const press: Record<SignInMethod, (scope: Scope) => Promise<void>> = {
  google: (scope) => allSettled(providerClicked, { scope, params: 'google' }),
  apple: (scope) => allSettled(providerClicked, { scope, params: 'apple' }),
  telegram: (scope) => allSettled(telegramClicked, { scope }),
  vk_id: (scope) => allSettled(vkButtonClicked, { scope }),
  phone: (scope) => allSettled(phoneSubmitted, { scope }),
};

function buttonStates(scope: Scope): Record<SignInMethod, string> {
  const firebase = scope.getState($buttonStates);
  const phone = scope.getState($isPhoneFormBlocked)
    ? 'disabled'
    : scope.getState($isPhoneFormLoading)
      ? 'loading'
      : 'idle';
  return {
    google: firebase.google,
    apple: firebase.apple,
    telegram: scope.getState($telegramButtonState),
    vk_id: scope.getState($vkButtonState),
    phone,
  };
}

/**
 * Each provider's popup, window or code send stays open until the test ends it the way a person gives up: the
 * popup or window closed, or (the phone) the code sent.
 */
function setup() {
  const started: string[] = [];
  let giveUp: () => void = () => undefined;
  const held = <T>(
    name: string,
    settle: (resolve: (value: T) => void, reject: (error: unknown) => void) => void,
  ) =>
    new Promise<T>((resolve, reject) => {
      started.push(name);
      giveUp = () => settle(resolve, reject);
    });
  const scope = fork({
    values: [
      [$runtimeConfig, config],
      [$widgetLoaded, true],
      [$vkSignIn, vk],
      [$phoneInput, '+7 (999) 123-45-67'],
    ],
    handlers: [
      [
        popupSignInFx,
        ({ provider }: { provider: string }) =>
          held<string>(provider, (_, reject) =>
            reject(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' })),
          ),
      ],
      [telegramAuthFx, () => held<null>('telegram', (resolve) => resolve(null))],
      [
        windowLoginFx,
        () => held('vk_id', (_, reject) => reject({ code: 102, error: 'New tab has been closed' })),
      ],
      [
        sendCodeFx,
        () => held<SendCodeResult>('phone', (resolve) => resolve({ resendIn: 60 } as SendCodeResult)),
      ],
    ],
  });
  return { scope, started, giveUp: () => giveUp() };
}

describe('one sign-in at a time in the login modal', () => {
  it.each(METHODS)(
    'while %s is under way, every other way in is disabled and takes no press',
    async (method) => {
      const { scope, started, giveUp } = setup();
      const running = press[method](scope);
      const others = METHODS.filter((other) => other !== method);
      expect(buttonStates(scope)).toEqual(
        Object.fromEntries(METHODS.map((each) => [each, each === method ? 'loading' : 'disabled'])),
      );

      // Not awaited: allSettled waits for the whole scope, the open popup included.
      for (const other of others) void press[other](scope);
      expect(started).toEqual([method]);

      giveUp();
      await running;
      expect(buttonStates(scope)).toEqual(Object.fromEntries(METHODS.map((each) => [each, 'idle'])));
      const next = others[0] as SignInMethod;
      void press[next](scope);
      expect(started).toEqual([method, next]);
    },
  );
});
