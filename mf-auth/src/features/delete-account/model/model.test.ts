import {
  $session,
  ANONYMOUS_SESSION,
  ApiError,
  type LoginRequest,
  loginCompleted,
  loginRequested,
  logoutRequested,
  revokeSessionFx,
  sessionExpired,
  type User,
} from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $accountDeletingSignInFocusDue, accountDeletingSignedIn } from '../../../shared/model';
import { freshSignInRefusal } from '../../../shared/testing';
import {
  $deleteError,
  $deleteFocusDue,
  $isConfirming,
  $isDeleted,
  deleteAccountFx,
  deleteCancelled,
  deleteClicked,
  deleteConfirmed,
  deleteFocusMoved,
  deleteReset,
  FRESH_SIGN_IN_TEXT,
} from './model';

describe('account deletion', () => {
  it('deletes only after confirmation, then forgets the session without a logout call', async () => {
    let calls = 0;
    const logouts: unknown[] = [];
    const cleared: unknown[] = [];
    const stopLogout = logoutRequested.watch(() => logouts.push(1));
    const stopCleared = sessionExpired.watch(() => cleared.push(1));
    const scope = fork({ handlers: [[deleteAccountFx, async () => void calls++]] });
    await allSettled(deleteConfirmed, { scope });
    expect(calls).toBe(0);
    await allSettled(deleteClicked, { scope });
    await allSettled(deleteCancelled, { scope });
    await allSettled(deleteConfirmed, { scope });
    expect(calls).toBe(0);
    await allSettled(deleteClicked, { scope });
    expect(scope.getState($isConfirming)).toBe(true);
    await allSettled(deleteConfirmed, { scope });
    expect(calls).toBe(1);
    expect(scope.getState($isDeleted)).toBe(true);
    // DELETE /user ended the sessions: POST /auth/logout would only get a 401.
    expect(logouts).toHaveLength(0);
    expect(cleared).toHaveLength(1);
    stopLogout();
    stopCleared();
  });

  it('the session service clears the session and never calls POST /auth/logout, which would answer 401', async () => {
    const revoke = jest.fn(async () => undefined);
    const signedIn = { status: 'authenticated', user: { id: 1 } as User, subscription: null } as const;
    const scope = fork({
      values: [[$session, signedIn]],
      handlers: [
        [deleteAccountFx, async () => undefined],
        [revokeSessionFx, revoke],
      ],
    });
    await allSettled(deleteClicked, { scope });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($isDeleted)).toBe(true);
    expect(scope.getState($session)).toEqual(ANONYMOUS_SESSION);
    expect(revoke).not.toHaveBeenCalled();
  });

  it('tells what went wrong and lets the person try again', async () => {
    const scope = fork({
      handlers: [
        [
          deleteAccountFx,
          async () => {
            throw new ApiError({
              status: 0,
              code: 'network_error',
              message: 'x',
              isNetworkError: true,
              method: 'DELETE',
              url: '/user',
            });
          },
        ],
      ],
    });
    await allSettled(deleteClicked, { scope });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($deleteError)).toMatch(/интернет/);
    expect(scope.getState($isConfirming)).toBe(true);
    expect(scope.getState($isDeleted)).toBe(false);
  });

  it('asks for a fresh sign-in when the API wants one, then lets the person delete', async () => {
    let calls = 0;
    const logins: LoginRequest[] = [];
    const stop = loginRequested.watch((request) => logins.push(request));
    const scope = fork({
      handlers: [
        [
          deleteAccountFx,
          async () => {
            calls += 1;
            if (calls === 1) throw freshSignInRefusal();
          },
        ],
      ],
    });
    await allSettled(deleteClicked, { scope });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($deleteError)).toBe('Для удаления аккаунта войди ещё раз — это займёт минуту.');
    expect(FRESH_SIGN_IN_TEXT).toBe(scope.getState($deleteError));
    expect(logins).toEqual([{ source: 'account-deleting' }]);
    expect(scope.getState($isConfirming)).toBe(true);

    await allSettled(loginCompleted, { scope, params: { id: 1 } as User });
    expect(scope.getState($deleteError)).toBeNull();
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($isDeleted)).toBe(true);
    stop();
  });
});

describe('where the deletion sends the focus', () => {
  it('to what replaced the pressed control, until it has moved there; a new visit owes none', async () => {
    const scope = fork({ handlers: [[deleteAccountFx, async () => undefined]] });
    expect(scope.getState($deleteFocusDue)).toBeNull();
    for (const pressed of [deleteClicked, deleteCancelled, deleteClicked, deleteConfirmed]) {
      await allSettled(pressed, { scope });
      expect(scope.getState($deleteFocusDue)).toBe('replaced');
      await allSettled(deleteFocusMoved, { scope });
      expect(scope.getState($deleteFocusDue)).toBeNull();
    }
    await allSettled(deleteReset, { scope });
    await allSettled(deleteClicked, { scope });
    await allSettled(deleteReset, { scope });
    expect(scope.getState($deleteFocusDue)).toBeNull();
  });

  it('to what the person presses next after the login it asked for, on a page entered after the login too', async () => {
    const scope = fork();
    await allSettled(accountDeletingSignedIn, { scope });
    // VK ID's redirect: the login ends on another page, then the deletion's page is entered.
    await allSettled(deleteReset, { scope });
    expect(scope.getState($deleteFocusDue)).toBe('signed-in');
    await allSettled(deleteFocusMoved, { scope });
    expect(scope.getState($deleteFocusDue)).toBeNull();
    expect(scope.getState($accountDeletingSignInFocusDue)).toBe(false);
  });
});
