import type { TokenResponse } from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { socialLogin } from '../../../shared/api';
import { $firebaseConfig, type FirebaseConfig } from '../../../shared/config';
import { clearLoginSessionStorage, forgetSocialReturn } from '../../../shared/lib';
import { loginModalReset, socialReturnDismissed, tokensObtained } from '../../../shared/model';
import {
  FIREBASE_CONFIG_MISSING,
  firebaseErrorText,
  isFirebaseProvider,
  loadFirebase,
  UNKNOWN_ERROR,
  UNKNOWN_PROVIDER,
} from '../lib';

/** SPEC.md 4 'Redirect login form': loading, then complete on success, or error. */
export type RedirectReturnState = 'loading' | 'complete' | 'error';

/** The modal was reopened after a Google or Apple redirect (any other provider is refused). */
export const redirectReturnStarted = createEvent<string>();
/** 'вернуться назад' on the error view. */
export const backClicked = createEvent<void>();

export const forgetSocialReturnFx = createEffect(() => forgetSocialReturn());
export const clearLoginStorageFx = createEffect(() => clearLoginSessionStorage());
/** The ID token from the redirect result; null when the result is empty. */
export const redirectResultFx = createEffect<FirebaseConfig, string | null>(async (config) =>
  (await loadFirebase(config)).redirectResult(),
);
export const redirectLoginFx = createEffect<string, TokenResponse>((idToken) =>
  socialLogin({ sourceAuth: 'firebase', data: { idToken } }),
);

export const $returnState = createStore<RedirectReturnState>('loading').reset(loginModalReset, backClicked);
export const $returnError = createStore<string | null>(null).reset(loginModalReset, backClicked);

const failed = createEvent<string>();
$returnState.on(failed, () => 'error');
$returnError.on(failed, (_, message) => message);

sample({ clock: redirectReturnStarted, target: forgetSocialReturnFx });
sample({ clock: redirectReturnStarted, fn: () => 'loading' as const, target: $returnState });

sample({
  clock: redirectReturnStarted,
  filter: (provider) => !isFirebaseProvider(provider),
  fn: () => UNKNOWN_PROVIDER,
  target: failed,
});
sample({
  clock: redirectReturnStarted,
  source: $firebaseConfig,
  filter: (config, provider) => isFirebaseProvider(provider) && config === null,
  fn: () => FIREBASE_CONFIG_MISSING,
  target: failed,
});
sample({
  clock: redirectReturnStarted,
  source: $firebaseConfig,
  filter: (config, provider): config is FirebaseConfig => isFirebaseProvider(provider) && config !== null,
  fn: (config) => config as FirebaseConfig,
  target: redirectResultFx,
});
sample({
  clock: redirectResultFx.doneData,
  filter: (idToken): idToken is string => idToken !== null,
  target: redirectLoginFx,
});
// An empty redirect result is the 'Неизвестная ошибка' of SPEC.md 8.
sample({
  clock: redirectResultFx.doneData,
  filter: (idToken) => idToken === null,
  fn: () => UNKNOWN_ERROR,
  target: failed,
});
sample({ clock: redirectLoginFx.doneData, target: tokensObtained });
// Success emits the complete event: the profile overlay takes over until the modal closes.
$returnState.on(redirectLoginFx.done, () => 'complete');

sample({
  clock: [redirectResultFx.failData, redirectLoginFx.failData],
  fn: (error: unknown) => firebaseErrorText(error),
  target: failed,
});

sample({ clock: backClicked, target: [clearLoginStorageFx, socialReturnDismissed] });
