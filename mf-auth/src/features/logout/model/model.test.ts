import { loggedOut, logoutRequested, navigationRequested, revokeSessionFx } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $isLoggingOut, $logoutFailed, logoutClicked } from './model';

describe('logout', () => {
  it('asks the session service once, then goes home after it logged out', async () => {
    const log: string[] = [];
    const stops = [
      logoutRequested.watch(() => log.push('logoutRequested')),
      navigationRequested.watch(({ to }) => log.push(`navigate:${to}`)),
    ];
    let revoke: () => void = () => undefined;
    const scope = fork({
      handlers: [[revokeSessionFx, () => new Promise<void>((resolve) => (revoke = resolve))]],
    });
    void allSettled(logoutClicked, { scope });
    void allSettled(logoutClicked, { scope });
    expect(scope.getState($isLoggingOut)).toBe(true);
    expect(log).toEqual(['logoutRequested']);
    // The session service revokes the token (POST /auth/logout), clears everything and fires loggedOut.
    revoke();
    await allSettled(scope);
    expect(scope.getState($isLoggingOut)).toBe(false);
    expect(log).toEqual(['logoutRequested', 'navigate:/']);
    for (const stop of stops) stop();
  });

  it('a logout the API did not get stays on the page, says so, and may be tried again', async () => {
    const navigated = jest.fn();
    const stop = navigationRequested.watch(navigated);
    let calls = 0;
    const scope = fork({
      handlers: [
        [
          revokeSessionFx,
          async () => {
            calls++;
            if (calls === 1) throw new Error('Network Error');
          },
        ],
      ],
    });
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($isLoggingOut)).toBe(false);
    expect(scope.getState($logoutFailed)).toBe(true);
    expect(navigated).not.toHaveBeenCalled();

    await allSettled(logoutClicked, { scope });
    expect(calls).toBe(2);
    expect(scope.getState($logoutFailed)).toBe(false);
    expect(navigated).toHaveBeenCalledWith({ to: '/' });
    stop();
  });

  it('a logout from elsewhere (token refused) does not navigate from here', async () => {
    const log: string[] = [];
    const stop = navigationRequested.watch(({ to }) => log.push(to));
    await allSettled(loggedOut, { scope: fork() });
    expect(log).toEqual([]);
    stop();
  });
});
