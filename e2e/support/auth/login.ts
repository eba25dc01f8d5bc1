import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { headerLogin, headerProfile } from '../header';
import { API_URL, HOST_URL, PORTS } from '../ports';

/** The goals the host's analytics sink prints outside production ('[goal] open-popup-voiti {}'). */
export function collectGoals(page: Page): string[] {
  const goals: string[] = [];
  page.on('console', (message) => {
    const match = /^\[goal\] (\S+)/.exec(message.text());
    if (match?.[1]) goals.push(match[1]);
  });
  return goals;
}

/**
 * Clicks the button of a provider's window that signs in and closes the window. The window may close before
 * Playwright's click has finished ("Target page, context or browser has been closed"): that is the click
 * working, any other error is not.
 */
export async function clickClosingPopup(popup: Page, selector: string): Promise<void> {
  await popup
    .locator(selector)
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
}

/** Opens the login modal from the header, as a visitor does. */
export async function openLoginModal(page: Page) {
  await headerLogin(page).click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible({ timeout: 20_000 });
  return modal;
}

/** Signs in by phone in the open login modal: the number, then the code the SMS stand-in received. */
export async function signInInModal(modal: Locator, phone: string): Promise<void> {
  await modal.getByTestId('phone-input').pressSequentially(phone.slice(1));
  await modal.getByTestId('phone-submit').click();
  // The code step shows once the new code was sent (an account's earlier sign-in sent one before it).
  await expect(modal.getByRole('heading', { name: 'Код из СМС' })).toBeVisible();
  await modal.getByTestId('code-box-0').focus();
  await modal.getByTestId('code-box-0').pressSequentially(await lastSmsCode(phone));
  await modal.getByRole('button', { name: 'Подтвердить' }).click();
}

/** The last SMS the API sent to a phone, read from the SMS stand-in's outbox. */
export async function lastSmsCode(phone: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORTS.sms}/messages/last?phone=${phone}`);
  if (!response.ok) throw new Error(`no SMS for ${phone}: ${response.status}`);
  const { text } = (await response.json()) as { text: string };
  const code = /\b(\d{4})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the SMS: ${text}`);
  return code;
}

/** Gives an account a name and a birth date (PUT /user), so that signing in does not start onboarding. */
export async function completeProfile(accessToken: string, firstName = 'Анна Петрова'): Promise<void> {
  const response = await fetch(`${API_URL}/kaver/web/v1/user`, {
    method: 'PUT',
    headers: { access_token: accessToken, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: firstName, birth_dt: '15.03.1994', gender: 'female', id_city: 1 }),
  });
  if (!response.ok) throw new Error(`PUT /user failed: ${response.status} ${await response.text()}`);
}

/** Whether the API accepts a token (GET /profile/-1). */
export async function apiAccepts(accessToken: string): Promise<boolean> {
  const response = await fetch(`${API_URL}/kaver/web/v1/profile/-1`, {
    headers: { access_token: accessToken },
  });
  return response.ok;
}

/** POST /auth/social answers a second late, so that the completion view can be seen before the modal closes. */
export async function slowSocialLogin(context: BrowserContext): Promise<void> {
  await context.route(`${API_URL}/kaver/web/v1/auth/social`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
}

/** Waits until the header shows the signed-in user; the access token cookie the login wrote. */
export async function signedInToken(page: Page): Promise<string> {
  await expect(headerProfile(page)).toBeVisible();
  const token = (await page.context().cookies(HOST_URL)).find(
    (cookie) => cookie.name === 'access_token',
  )?.value;
  expect(token).toBeTruthy();
  return token as string;
}
