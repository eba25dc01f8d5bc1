// VK ID: the authorization code is exchanged on the server (POST /oauth2/auth, PKCE code_verifier), then the
// user is read with POST /oauth2/user_info. The base URL is configurable (tests run a fake VK ID server).
import type { Config } from '../../config';
import { ApiError, unauthorized } from '../../http/errors';
import { fetchJson } from '../http-json';
import type { VerifiedIdentity } from './identity';

export interface VkCodePayload {
  code: string;
  device_id: string;
  code_verifier: string;
  state?: string;
  redirect_uri?: string;
}

export async function verifyVkId(payload: VkCodePayload, config: Config['vk']): Promise<VerifiedIdentity> {
  if (!config.appId) throw new ApiError(503, 'provider_not_configured', 'VK ID login is not configured');
  const redirectUri = payload.redirect_uri ?? config.redirectUri ?? '';
  const query = new URLSearchParams({
    grant_type: 'authorization_code',
    redirect_uri: redirectUri,
    client_id: config.appId,
    code_verifier: payload.code_verifier,
    device_id: payload.device_id,
    state: payload.state ?? '',
  });
  const token = await fetchJson('VK ID', `${config.baseUrl}/oauth2/auth?${query}`, {
    method: 'POST',
    body: new URLSearchParams({ code: payload.code }),
  });
  const tokens = token.body as {
    access_token?: string;
    user_id?: number | string;
    state?: string;
    error?: string;
  };
  if (token.status !== 200 || !tokens.access_token || tokens.error) {
    throw unauthorized(`VK ID refused the code${tokens.error ? `: ${tokens.error}` : ''}`, 'data.code');
  }
  if (payload.state !== undefined && tokens.state !== undefined && tokens.state !== payload.state) {
    throw unauthorized('VK ID state does not match', 'data.state');
  }
  const info = await fetchJson('VK ID', `${config.baseUrl}/oauth2/user_info?client_id=${config.appId}`, {
    method: 'POST',
    body: new URLSearchParams({ access_token: tokens.access_token }),
  });
  const user = (info.body as { user?: { user_id?: string | number; first_name?: string; email?: string } })
    .user;
  const subject = user?.user_id ?? tokens.user_id;
  if (info.status !== 200 || subject === undefined) {
    throw unauthorized('VK ID did not return the user of the code', 'data.code');
  }
  return { provider: 'vk_id', subject: String(subject), firstName: user?.first_name, email: user?.email };
}
