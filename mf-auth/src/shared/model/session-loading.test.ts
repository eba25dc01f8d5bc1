import { $session, ANONYMOUS_SESSION } from '@kaver/shared-contracts';
import { fork } from 'effector';
import { page as accountDeletingPage } from '../../app/parcels/account-deleting-page';
import { page as profilePage } from '../../app/parcels/profile-page';
import { $sessionLoading } from './session-loading';

describe('mf-auth pages: their data on its way', () => {
  test('is the session while the host loads it, for the profile and the account deletion', () => {
    expect(profilePage.$loading).toBe($sessionLoading);
    expect(accountDeletingPage.$loading).toBe($sessionLoading);
    const loading = fork({ values: [[$session, { ...ANONYMOUS_SESSION, status: 'loading' }]] });
    expect(loading.getState($sessionLoading)).toBe(true);
    const anonymous = fork({ values: [[$session, ANONYMOUS_SESSION]] });
    expect(anonymous.getState($sessionLoading)).toBe(false);
  });
});
