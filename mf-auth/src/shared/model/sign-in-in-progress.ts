import { createEvent, createStore } from 'effector';
import { loginModalReset } from './login-lifecycle';

/** Every way into an account the login modal offers. */
export type SignInMethod = 'google' | 'apple' | 'telegram' | 'vk_id' | 'phone';

/**
 * SPEC.md 4 'Identity-provider button': idle, loading, complete; and disabled (SPEC.md 2.5) while another sign-in
 * is under way.
 */
export type IdpButtonState = 'idle' | 'loading' | 'complete' | 'disabled';

/** A sign-in began: a popup, a window or a redirect opened, or a code is being sent. */
export const signInStarted = createEvent<SignInMethod>();
/** It ended without tokens (a closed window, a failure), or the phone's code went out: the others are free again. */
export const signInStopped = createEvent<SignInMethod>();

/**
 * The one sign-in under way in the modal, or null. Every other one waits: a second sign-in in parallel (a popup
 * closed by hand is reported only seconds later) would end in two logins. A success keeps it until the modal goes.
 */
export const $signInInProgress = createStore<SignInMethod | null>(null)
  .on(signInStarted, (current, method) => current ?? method)
  .on(signInStopped, (current, method) => (current === method ? null : current))
  .reset(loginModalReset);

export function idpButtonState(
  inProgress: SignInMethod | null,
  method: SignInMethod,
  completed = false,
): IdpButtonState {
  if (inProgress === null) return 'idle';
  if (inProgress !== method) return 'disabled';
  return completed ? 'complete' : 'loading';
}
