import { SOCIAL_RETURN_STORAGE_KEY } from '@kaver/shared-contracts';
import { clearLoginSessionStorage, forgetSocialReturn, rememberSocialReturn } from './social-return';

describe('social return storage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('remembers and forgets the provider under the contracts key', () => {
    rememberSocialReturn('apple');
    expect(window.sessionStorage.getItem(SOCIAL_RETURN_STORAGE_KEY)).toBe('apple');
    forgetSocialReturn();
    expect(window.sessionStorage.getItem(SOCIAL_RETURN_STORAGE_KEY)).toBeNull();
  });

  it("'вернуться назад' clears what the sign-in left and keeps other apps' keys", () => {
    rememberSocialReturn('google');
    window.sessionStorage.setItem('kaver:auth:vkid', '{}');
    window.sessionStorage.setItem('firebase:pendingRedirect:key:[DEFAULT]', '"true"');
    window.sessionStorage.setItem('kaver:reload:/moscow', '1');
    clearLoginSessionStorage();
    expect(Object.keys(window.sessionStorage)).toEqual(['kaver:reload:/moscow']);
  });
});
