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
export async function requestSmsCode(phone: string): Promise<SendCodeResult> {
  const { data } = await apiClients().auth.post<SendCodeResult>('/', undefined, {
    headers: { auth_type: 1, phone },
  });
  return data;
}

/** Confirm code: POST /token/sms/v2 with headers code, phone and platform_id=3 (web). */
export async function confirmSmsCode({
  phone,
  code,
}: {
  phone: string;
  code: string;
}): Promise<TokenResponse> {
  const { data } = await apiClients().auth.post<TokenResponse>('/token/sms/v2', undefined, {
    headers: { code, phone, platform_id: 3 },
  });
  return data;
}

/** POST /auth/social { source_auth, data }: the API verifies the provider's proof itself. */
export async function socialLogin(payload: SocialLoginPayload): Promise<TokenResponse> {
  const { data } = await apiClients().web.post<TokenResponse>('/auth/social', payload);
  return data;
}

/** PUT /user: name, birth date (DD.MM.YYYY, 18+), gender, city id (0 = unset), optional email. */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  const { data } = await apiClients().web.put<Profile>('/user', update);
  return data;
}

/** DELETE /user: the API removes the profile, sessions, favourites and codes. */
export async function deleteAccount(): Promise<void> {
  await apiClients().web.delete('/user');
}
