import {
  ApiError,
  loggedOut,
  logoutRequested,
  navigationRequested,
  revokeSessionFx,
} from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { networkFailure } from '../../../shared/testing';
import { $isLoggingOut, $logoutError, logoutClicked, logoutReset } from './model';

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

  it('a logout the API did not get stays on the page, says why, and may be tried again', async () => {
    const navigated = jest.fn();
    const stop = navigationRequested.watch(navigated);
    const failures = [
      networkFailure('POST', '/auth/logout'),
      new ApiError({ status: 503, code: 'http_503', message: 'x', method: 'POST', url: '/auth/logout' }),
    ];
    let calls = 0;
    const scope = fork({
      handlers: [
        [
          revokeSessionFx,
          async () => {
            const failure = failures[calls++];
            if (failure) throw failure;
          },
        ],
      ],
    });
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($isLoggingOut)).toBe(false);
    expect(scope.getState($logoutError)).toBe(
      'Не удалось выйти. Нет связи с сервером. Проверь интернет и попробуй ещё раз.',
    );
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($logoutError)).toBe(
      'Не удалось выйти. Сервер временно недоступен. Попробуй ещё раз через минуту.',
    );
    expect(navigated).not.toHaveBeenCalled();
    // The profile entered again from another page says nothing of it.
    await allSettled(logoutReset, { scope });
    expect(scope.getState($logoutError)).toBeNull();

    await allSettled(logoutClicked, { scope });
    expect(calls).toBe(3);
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
