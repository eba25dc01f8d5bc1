import { $location, navigationRequested, type TokenResponse } from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { clearLoginSessionStorage, forgetSocialReturn } from '../../../shared/lib';
import { loginModalReset, socialReturnDismissed, tokensObtained } from '../../../shared/model';
import { type VkIdCode, type VkIdPkce, vkErrorText } from '../lib';
import { exchangeVkCode } from './exchange';
import { takePending } from './pending';

/** What VK ID appends to redirectUrl (SPEC.md 7.5); removed from the address once read. */
const RETURN_PARAMS = [
  'code',
  'state',
  'device_id',
  'type',
  'expires_in',
  'ext_id',
  'error',
  'error_description',
];

export type VkReturnState = 'loading' | 'complete' | 'error';

/** The code in the address after the redirect back, or null. */
export function readVkReturn(search: string): VkIdCode | null {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const deviceId = query.get('device_id');
  const state = query.get('state');
  return code && deviceId && state ? { code, deviceId, state } : null;
}

/** The address without the provider's parameters. */
export function withoutVkParams(location: { pathname: string; search: string; hash: string }): string {
  const query = new URLSearchParams(location.search);
  for (const name of RETURN_PARAMS) query.delete(name);
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

export const vkReturnStarted = createEvent<string>();
export const vkBackClicked = createEvent<void>();

export const takePendingFx = createEffect(() => {
  forgetSocialReturn();
  return takePending();
});
export const clearVkStorageFx = createEffect(() => clearLoginSessionStorage());
export const vkReturnLoginFx = createEffect<{ code: VkIdCode; pkce: VkIdPkce }, TokenResponse>(
  exchangeVkCode,
);

export const $vkReturnState = createStore<VkReturnState>('loading').reset(loginModalReset, vkBackClicked);
export const $vkReturnError = createStore<string | null>(null).reset(loginModalReset, vkBackClicked);
const $returnCode = createStore<VkIdCode | null>(null).reset(loginModalReset);

const failed = createEvent<string>();
$vkReturnState.on(failed, () => 'error').on(vkReturnStarted, () => 'loading');
$vkReturnError.on(failed, (_, message) => message);
$returnCode.on(vkReturnStarted, (_, search) => readVkReturn(search));

sample({ clock: vkReturnStarted, target: takePendingFx });

// Nothing to finish with: no code in the address, or no verifier kept for it.
sample({
  clock: takePendingFx.doneData,
  source: $returnCode,
  filter: (code, pending) => code === null || pending === null,
  fn: () => 'Неизвестная ошибка',
  target: failed,
});
sample({
  clock: takePendingFx.doneData,
  source: $returnCode,
  filter: (code, pending) => code !== null && pending !== null,
  fn: (code, pending) => ({ code: code as VkIdCode, pkce: pending as VkIdPkce }),
  target: vkReturnLoginFx,
});
sample({ clock: vkReturnLoginFx.doneData, target: tokensObtained });
$vkReturnState.on(vkReturnLoginFx.done, () => 'complete');
sample({ clock: vkReturnLoginFx.failData, fn: vkErrorText, target: failed });

// The code is single-use: drop it from the address whatever happens.
sample({
  clock: vkReturnStarted,
  source: $location,
  fn: (location) => ({ to: withoutVkParams(location), replace: true }),
  target: navigationRequested,
});

sample({ clock: vkBackClicked, target: [clearVkStorageFx, socialReturnDismissed] });
