import type { TokenResponse } from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { $vkIdConfig, type VkIdConfig } from '../../../shared/config';
import { rememberSocialReturn } from '../../../shared/lib';
import {
  $signInInProgress,
  idpButtonState,
  loginModalOpened,
  loginModalReset,
  signInStarted,
  signInStopped,
  tokensObtained,
} from '../../../shared/model';
import {
  loadVkId,
  VK_CANNOT_CREATE_NEW_TAB,
  VK_NEW_TAB_CLOSED,
  type VkIdCode,
  type VkIdPkce,
  type VkIdSignIn,
  vkAuthCode,
  vkErrorText,
} from '../lib';
import { exchangeVkCode } from './exchange';
import { oneTapFailed } from './one-tap';
import { savePending } from './pending';

export const VK_NOT_CONFIGURED = 'Вход через VK ID не настроен';

export const vkButtonClicked = createEvent<void>();
/** The one-tap widget's LOGIN_SUCCESS: a code in callback mode. */
export const oneTapLoggedIn = createEvent<VkIdCode>();
/** The one-tap widget could not open its window: go by redirect, as the button does. */
export const oneTapWindowBlocked = createEvent<void>();

export const loadVkIdFx = createEffect<VkIdConfig, VkIdSignIn>((config) => loadVkId(config));
export const windowLoginFx = createEffect<VkIdSignIn, VkIdCode>((vk) => vk.loginInWindow());
/** Before the page leaves: the provider for the host, the verifier and state for the return. */
export const redirectLoginFx = createEffect<VkIdSignIn, void>(async (vk) => {
  savePending(vk.pkce);
  rememberSocialReturn('vk_id');
  await vk.loginByRedirect();
});
export const vkLoginFx = createEffect<{ code: VkIdCode; pkce: VkIdPkce }, TokenResponse>(exchangeVkCode);

export const $vkSignIn = createStore<VkIdSignIn | null>(null, { serialize: 'ignore' })
  .on(loadVkIdFx.doneData, (_, vk) => vk)
  .reset(loginModalReset);
/** Loading while its window, redirect or code exchange is under way; disabled while another sign-in is. */
export const $vkButtonState = $signInInProgress.map((inProgress) => idpButtonState(inProgress, 'vk_id'));
export const $vkError = createStore<string | null>(null)
  .on([vkButtonClicked, oneTapLoggedIn], () => null)
  .reset(loginModalReset);

sample({
  clock: loginModalOpened,
  source: $vkIdConfig,
  filter: (config): config is VkIdConfig => config !== null,
  target: loadVkIdFx,
});
// Config.init refused the parameters ('app is required parameter', 'app should be number').
sample({ clock: loadVkIdFx.failData, fn: vkErrorText, target: $vkError });

sample({
  clock: vkButtonClicked,
  source: { config: $vkIdConfig, vk: $vkSignIn, sdkLoading: loadVkIdFx.pending },
  filter: ({ config, vk, sdkLoading }) => config === null || (vk === null && !sdkLoading),
  fn: ({ config }) => (config === null ? VK_NOT_CONFIGURED : 'VK ID сейчас недоступен. Попробуй позже.'),
  target: $vkError,
});
const buttonSignIn = sample({
  clock: vkButtonClicked,
  source: { vk: $vkSignIn, inProgress: $signInInProgress },
  filter: ({ vk, inProgress }) => vk !== null && inProgress === null,
  fn: ({ vk }) => vk as VkIdSignIn,
});
sample({ clock: buttonSignIn, filter: (vk) => !vk.redirectOnly, target: windowLoginFx });
// config.json's vkid.authMode 'redirect' (a stand-in that cannot answer a window): straight to the redirect.
sample({ clock: buttonSignIn, filter: (vk) => vk.redirectOnly, target: redirectLoginFx });
sample({
  clock: [windowLoginFx, redirectLoginFx, vkLoginFx],
  fn: () => 'vk_id' as const,
  target: signInStarted,
});

// No window could be opened (a blocked popup): once more by redirect.
sample({
  clock: windowLoginFx.fail,
  filter: ({ error }) => vkAuthCode(error) === VK_CANNOT_CREATE_NEW_TAB,
  fn: ({ params }) => params,
  target: redirectLoginFx,
});
// The one-tap widget signs in by itself: what it brings while another sign-in is under way is dropped.
sample({
  clock: oneTapWindowBlocked,
  source: { vk: $vkSignIn, inProgress: $signInInProgress },
  filter: ({ vk, inProgress }) => vk !== null && inProgress === null,
  fn: ({ vk }) => vk as VkIdSignIn,
  target: redirectLoginFx,
});

sample({
  clock: windowLoginFx.done,
  fn: ({ params, result }) => ({ code: result, pkce: params.pkce }),
  target: vkLoginFx,
});
sample({
  clock: oneTapLoggedIn,
  source: { vk: $vkSignIn, inProgress: $signInInProgress },
  filter: ({ vk, inProgress }) => vk !== null && inProgress === null,
  fn: ({ vk }, code) => ({ code, pkce: (vk as VkIdSignIn).pkce }),
  target: vkLoginFx,
});
sample({ clock: vkLoginFx.doneData, target: tokensObtained });

// A closed window is the person changing their mind; a blocked one goes by redirect; the rest is told.
sample({
  clock: windowLoginFx.failData,
  filter: (error) => vkAuthCode(error) !== VK_CANNOT_CREATE_NEW_TAB,
  fn: () => 'vk_id' as const,
  target: signInStopped,
});
sample({ clock: [redirectLoginFx.fail, vkLoginFx.fail], fn: () => 'vk_id' as const, target: signInStopped });
sample({
  clock: [windowLoginFx.failData, redirectLoginFx.failData, vkLoginFx.failData],
  filter: (error: unknown) => {
    const code = vkAuthCode(error);
    return code !== VK_NEW_TAB_CLOSED && code !== VK_CANNOT_CREATE_NEW_TAB;
  },
  fn: (error: unknown) => `Произошла ошибка при входе через VK ID: ${vkErrorText(error)}`,
  target: $vkError,
});

// The one-tap widget reports its own authorisation failures as widget error 2 with the SDK's text.
sample({
  clock: oneTapFailed,
  filter: (error) => vkAuthCode(error) === VK_CANNOT_CREATE_NEW_TAB,
  target: oneTapWindowBlocked,
});
sample({
  clock: oneTapFailed,
  filter: (error) => {
    const code = vkAuthCode(error);
    return error.code === 2 && code !== VK_CANNOT_CREATE_NEW_TAB && code !== VK_NEW_TAB_CLOSED;
  },
  fn: (error) => `Произошла ошибка при входе через VK ID: ${vkErrorText(error)}`,
  target: $vkError,
});
