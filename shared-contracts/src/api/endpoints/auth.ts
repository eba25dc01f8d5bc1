// Sign-in calls of SPEC.md 7.2: the auth base for codes and tokens, the web base for social login and logout.
import type { SendCodeResult, SocialLoginPayload, TokenResponse } from '../../domain/auth';
import type { ApiClients } from '../http';
import { apiClients } from '../registry';

/** POST / with headers auth_type=1 and phone; securityData holds the code outside production. */
export function sendCode(phone: string, clients: ApiClients = apiClients()): Promise<SendCodeResult> {
  return clients.auth.post<SendCodeResult>('/', { headers: { auth_type: 1, phone } });
}

/** POST /token/sms/v2 with headers code, phone and platform_id=3. */
export function confirmCode(
  phone: string,
  code: string,
  clients: ApiClients = apiClients(),
): Promise<TokenResponse> {
  return clients.auth.post<TokenResponse>('/token/sms/v2', { headers: { code, phone, platform_id: 3 } });
}

/** POST /token/refresh: a new pair; the old one stops working. */
export function refreshTokens(
  refreshToken: string,
  clients: ApiClients = apiClients(),
): Promise<TokenResponse> {
  return clients.auth.post<TokenResponse>('/token/refresh', { headers: { refresh_token: refreshToken } });
}

/** POST /auth/social { source_auth, data }; links to the signed-in user when a token is present. */
export function socialLogin(
  payload: SocialLoginPayload,
  clients: ApiClients = apiClients(),
): Promise<TokenResponse> {
  return clients.web.post<TokenResponse>('/auth/social', { body: payload });
}

export async function logout(clients: ApiClients = apiClients()): Promise<void> {
  await clients.web.post('/auth/logout');
}
