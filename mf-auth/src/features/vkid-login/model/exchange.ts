import type { TokenResponse } from '@kaver/shared-contracts';
import { socialLogin } from '../../../shared/api';
import type { VkIdCode, VkIdError, VkIdPkce } from '../lib';

const STATE_MISMATCH: VkIdError = {
  code: 104,
  error: 'The received state does not match the expected state',
};

/** Our API exchanges the code with the verifier (PKCE); a code for another state is refused here first. */
export function exchangeVkCode({ code, pkce }: { code: VkIdCode; pkce: VkIdPkce }): Promise<TokenResponse> {
  if (code.state !== pkce.state) return Promise.reject(STATE_MISMATCH);
  return socialLogin({
    sourceAuth: 'vk_id',
    data: {
      code: code.code,
      deviceId: code.deviceId,
      codeVerifier: pkce.codeVerifier,
      state: pkce.state,
      redirectUri: pkce.redirectUrl,
    },
  });
}
