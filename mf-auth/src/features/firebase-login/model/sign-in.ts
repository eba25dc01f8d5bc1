import type { TokenResponse } from '@kaver/shared-contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { socialLogin } from '../../../shared/api';
import { $firebaseConfig, type FirebaseConfig } from '../../../shared/config';
import { rememberSocialReturn } from '../../../shared/lib';
import {
  $signInInProgress,
  type IdpButtonState,
  idpButtonState,
  loginModalOpened,
  loginModalReset,
  signInStarted,
  signInStopped,
  tokensObtained,
} from '../../../shared/model';
import {
  FIREBASE_CONFIG_MISSING,
  FIREBASE_PROVIDERS,
  type FirebaseProvider,
  firebaseCode,
  firebaseErrorText,
  isCancellation,
  loadFirebase,
} from '../lib';

interface SignInParams {
  provider: FirebaseProvider;
  config: FirebaseConfig;
}

export const providerClicked = createEvent<FirebaseProvider>();

/** Fetches the SDK as soon as the modal opens, so that the click opens the popup without a wait. */
export const preloadFirebaseFx = createEffect((config: FirebaseConfig) =>
  loadFirebase(config).then(() => undefined),
);
export const popupSignInFx = createEffect<SignInParams, string>(async ({ provider, config }) =>
  (await loadFirebase(config)).withPopup(provider),
);
/** The popup was blocked: once more with a full-page redirect; the host reopens the modal on return. */
export const redirectSignInFx = createEffect<SignInParams, void>(async ({ provider, config }) => {
  const firebase = await loadFirebase(config);
  rememberSocialReturn(provider);
  await firebase.withRedirect(provider);
});
export const firebaseLoginFx = createEffect<{ provider: FirebaseProvider; idToken: string }, TokenResponse>(
  ({ idToken }) => socialLogin({ sourceAuth: 'firebase', data: { idToken } }),
);

export const $completed = createStore(false).reset(loginModalReset);
export const $firebaseError = createStore<string | null>(null)
  .on(providerClicked, () => null)
  .reset(loginModalReset);

/** Disabled while any other sign-in is under way, Google's and Apple's included (a closed popup tells 8 s later). */
export const $buttonStates = combine(
  $signInInProgress,
  $completed,
  (active, completed): Record<FirebaseProvider, IdpButtonState> => ({
    google: idpButtonState(active, 'google', completed),
    apple: idpButtonState(active, 'apple', completed),
  }),
);

sample({
  clock: loginModalOpened,
  source: $firebaseConfig,
  filter: (config): config is FirebaseConfig => config !== null,
  target: preloadFirebaseFx,
});

sample({
  clock: providerClicked,
  source: { config: $firebaseConfig, active: $signInInProgress },
  filter: ({ config, active }) => config === null && active === null,
  fn: () => FIREBASE_CONFIG_MISSING,
  target: $firebaseError,
});

const popupOpening = sample({
  clock: providerClicked,
  source: { config: $firebaseConfig, active: $signInInProgress },
  filter: ({ config, active }) => config !== null && active === null,
  fn: ({ config }, provider): SignInParams => ({ provider, config: config as FirebaseConfig }),
});
sample({ clock: popupOpening, fn: ({ provider }) => provider, target: signInStarted });
sample({ clock: popupOpening, target: popupSignInFx });

sample({
  clock: popupSignInFx.fail,
  filter: ({ error }) => firebaseCode(error) === 'auth/popup-blocked',
  fn: ({ params }) => params,
  target: redirectSignInFx,
});
sample({
  clock: popupSignInFx.done,
  fn: ({ params, result }) => ({ provider: params.provider, idToken: result }),
  target: firebaseLoginFx,
});
sample({ clock: firebaseLoginFx.doneData, target: tokensObtained });
$completed.on(firebaseLoginFx.done, () => true);

// A cancelled popup just returns the buttons to idle; any other failure is told to the person. A blocked one
// goes on by redirect.
sample({
  clock: [popupSignInFx.fail, redirectSignInFx.fail, firebaseLoginFx.fail],
  filter: ({ error }) => firebaseCode(error) !== 'auth/popup-blocked',
  fn: ({ params }) => params.provider,
  target: signInStopped,
});
sample({
  clock: [popupSignInFx.fail, redirectSignInFx.fail, firebaseLoginFx.fail],
  filter: ({ error }) => !isCancellation(error) && firebaseCode(error) !== 'auth/popup-blocked',
  fn: ({ params, error }) =>
    `Произошла ошибка при входе через ${FIREBASE_PROVIDERS[params.provider].title}: ${firebaseErrorText(error)}`,
  target: $firebaseError,
});
