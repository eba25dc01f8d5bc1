// VK ID: the authorization code is exchanged on the server (POST /oauth2/auth, PKCE code_verifier), then the
// user is read with POST /oauth2/user_info. The base URL is configurable (tests run a fake VK ID server).
import type { Config } from '../../config';
import { ApiError, unauthorized } from '../../http/errors';
import { isJsonObject } from '../../http/validation';
import { fetchJson } from '../http-json';
import { positiveIntegerDigits, type VerifiedIdentity } from './identity';

/** A JSON object the provider answered, or an empty one for anything else (null, an array, a string). */
const objectOf = (value: unknown): Record<string, unknown> => (isJsonObject(value) ? value : {});

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
  const tokens = objectOf(token.body);
  if (
    token.status !== 200 ||
    typeof tokens.access_token !== 'string' ||
    !tokens.access_token ||
    tokens.error
  ) {
    const error = typeof tokens.error === 'string' ? `: ${tokens.error}` : '';
    throw unauthorized(`VK ID refused the code${error}`, 'data.code');
  }
  if (payload.state !== undefined && tokens.state !== undefined && tokens.state !== payload.state) {
    throw unauthorized('VK ID state does not match', 'data.state');
  }
  const info = await fetchJson('VK ID', `${config.baseUrl}/oauth2/user_info?client_id=${config.appId}`, {
    method: 'POST',
    body: new URLSearchParams({ access_token: tokens.access_token }),
  });
  const user = objectOf(objectOf(info.body).user);
  const id = user.user_id ?? tokens.user_id;
  if (info.status !== 200 || id === undefined) {
    throw unauthorized('VK ID did not return the user of the code', 'data.code');
  }
  // The id names the account: anything but a positive whole number would sign different people in as one.
  const subject = positiveIntegerDigits(id);
  if (subject === null)
    throw unauthorized('VK ID returned a user id that is not a positive integer', 'data.code');
  return { provider: 'vk_id', subject, firstName: user.first_name, email: user.email };
}
