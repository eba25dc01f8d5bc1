// The calls of SPEC.md 7.2 and 7.3 this remote makes. Shapes and error codes: api/src/routes/{auth,social,profile}.ts.
import {
  apiClients,
  type Profile,
  type ProfileUpdate,
  type SendCodeResult,
  type SocialLoginPayload,
  type TokenResponse,
} from '@kaver/shared-contracts';

/** Send code: POST / on the auth base with headers auth_type=1 and phone ('8XXXXXXXXXX'). */
export function requestSmsCode(phone: string): Promise<SendCodeResult> {
  return apiClients().auth.post<SendCodeResult>('/', { headers: { auth_type: 1, phone } });
}

/** Confirm code: POST /token/sms/v2 with headers code, phone and platform_id=3 (web). */
export function confirmSmsCode({ phone, code }: { phone: string; code: string }): Promise<TokenResponse> {
  return apiClients().auth.post<TokenResponse>('/token/sms/v2', {
    headers: { code, phone, platform_id: 3 },
  });
}

/** POST /auth/social { source_auth, data }: the API verifies the provider's proof itself. */
export function socialLogin(payload: SocialLoginPayload): Promise<TokenResponse> {
  return apiClients().web.post<TokenResponse>('/auth/social', { body: payload });
}

/** PUT /user: name, birth date (DD.MM.YYYY, 18+), gender, city id (0 = unset), optional email. */
export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiClients().web.put<Profile>('/user', { body: update });
}

/** DELETE /user: the API removes the profile, sessions, favourites and codes. */
export async function deleteAccount(): Promise<void> {
  await apiClients().web.delete('/user');
}
