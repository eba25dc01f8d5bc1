import { isApiError, loginCompleted, loginRequested, sessionExpired } from '@kaver/shared-contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { deleteAccount } from '../../../shared/api';
import { errorText } from '../../../shared/lib';
import {
  $accountDeletingSignInFocusDue,
  ACCOUNT_DELETING_LOGIN_SOURCE,
  accountDeletingSignInFocused,
} from '../../../shared/model';

export const deleteClicked = createEvent<void>();
export const deleteCancelled = createEvent<void>();
export const deleteConfirmed = createEvent<void>();
/** The deletion page is entered: no confirmation open, nothing left of an earlier visit. */
export const deleteReset = createEvent<void>();

export const deleteAccountFx = createEffect<void, void>(deleteAccount);

/** The API deletes an account only within 5 minutes of a sign-in (api/src/routes/profile.ts). */
export const FRESH_SIGN_IN_TEXT = 'Для удаления аккаунта войди ещё раз — это займёт минуту.';
const isFreshSignInRequired = (error: unknown) =>
  isApiError(error) && error.code === 'fresh_sign_in_required';
const freshSignInRequired = createEvent<void>();

/** The person has to confirm: the deletion cannot be undone. */
export const $isConfirming = createStore(false)
  .on(deleteClicked, () => true)
  .on(deleteCancelled, () => false)
  .on(deleteAccountFx.done, () => false)
  .reset(deleteReset);
export const $isDeleted = createStore(false)
  .on(deleteAccountFx.done, () => true)
  .reset(deleteReset);
export const $isDeleting = deleteAccountFx.pending;
export const $deleteError = createStore<string | null>(null)
  .on(deleteAccountFx.failData, (_, error) => errorText(error))
  .reset(deleteClicked, deleteCancelled, deleteConfirmed, deleteReset);

/** The focus due ($deleteFocusDue) has been given. */
export const deleteFocusMoved = createEvent<void>();
/**
 * The control that had the focus is gone (the button swapped for the confirmation and back, the confirmation for
 * the result): what replaced it takes the focus, so that it does not fall to the page's body.
 */
const $replacedFocusDue = createStore(false, { serialize: 'ignore' })
  .on(deleteClicked, () => true)
  .on(deleteCancelled, () => true)
  .on(deleteAccountFx.done, () => true)
  .reset(deleteFocusMoved, deleteReset);
/**
 * 'replaced': what replaced the pressed control takes the focus. 'signed-in': a login the deletion asked for has
 * ended, and what the person presses next takes it: «Да, удалить навсегда» when the confirmation is open, else
 * «Удалить аккаунт».
 */
export const $deleteFocusDue = combine(
  $replacedFocusDue,
  $accountDeletingSignInFocusDue,
  (replaced, signedIn): 'replaced' | 'signed-in' | null =>
    replaced ? 'replaced' : signedIn ? 'signed-in' : null,
);
sample({ clock: deleteFocusMoved, target: accountDeletingSignInFocused });

sample({
  clock: deleteConfirmed,
  source: { confirming: $isConfirming, deleting: $isDeleting },
  filter: ({ confirming, deleting }) => confirming && !deleting,
  target: deleteAccountFx,
});
// An old sign-in: the login modal opens; once signed in again, the confirmation is still there to press.
$deleteError.on(freshSignInRequired, () => FRESH_SIGN_IN_TEXT).reset(loginCompleted);
sample({
  clock: deleteAccountFx.failData,
  filter: isFreshSignInRequired,
  fn: () => undefined,
  target: freshSignInRequired,
});
sample({
  clock: freshSignInRequired,
  fn: () => ({ source: ACCOUNT_DELETING_LOGIN_SOURCE }),
  target: loginRequested,
});
// The account is gone and DELETE /user has ended its sessions and cleared the cookies: the session service only
// forgets it here. A logout (POST /auth/logout) would be refused with 401, an error in the console for nothing.
sample({ clock: deleteAccountFx.done, target: sessionExpired });
