import type { BrowserContext } from '@playwright/test';
import { API_URL, HOST_URL, PORTS } from './ports';

export interface TestSession {
  phone: string;
  accessToken: string;
  refreshToken: string;
}

let counter = 0;

/** A fresh Russian mobile number per call, so per-phone SMS limits never bite between tests. */
export function uniquePhone(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}${counter}`.slice(-7).padStart(7, '0');
  return `8999${tail}`;
}

/** Signs in through the real API (send code, read securityData, confirm) and returns the tokens. */
export async function signInThroughApi(phone: string = uniquePhone()): Promise<TestSession> {
  const sent = await fetch(`${API_URL}/kaver/auth/`, { method: 'POST', headers: { auth_type: '1', phone } });
  if (!sent.ok) throw new Error(`send code failed: ${sent.status} ${await sent.text()}`);
  const { security_data: code } = (await sent.json()) as { security_data?: string };
  if (!code) throw new Error('the API did not return securityData (is it running outside production?)');
  const confirmed = await fetch(`${API_URL}/kaver/auth/token/sms/v2`, {
    method: 'POST',
    headers: { code, phone, platform_id: '3' },
  });
  if (!confirmed.ok) throw new Error(`confirm failed: ${confirmed.status} ${await confirmed.text()}`);
  const tokens = (await confirmed.json()) as { access_token: string; refresh_token: string };
  return { phone, accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
}

/** Puts a session into the browser's cookies as the API's sign-in answer does: HttpOnly tokens, `signed_in`. */
export async function addSessionCookies(context: BrowserContext, session: TestSession): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const cookie = (name: string, value: string, lifetime: number, httpOnly: boolean) =>
    [HOST_URL, `http://127.0.0.1:${PORTS.host}`].map((url) => ({
      name,
      value,
      url,
      expires: now + lifetime,
      httpOnly,
      sameSite: 'Lax' as const,
    }));
  await context.addCookies([
    ...cookie('access_token', session.accessToken, 3600, true),
    ...cookie('refresh_token', session.refreshToken, 365 * 24 * 3600, true),
    ...cookie('signed_in', '1', 365 * 24 * 3600, false),
  ]);
}

/** A signed-in browser context in one call. */
export async function signIn(context: BrowserContext): Promise<TestSession> {
  const session = await signInThroughApi();
  await addSessionCookies(context, session);
  return session;
}

export { PORTS };
