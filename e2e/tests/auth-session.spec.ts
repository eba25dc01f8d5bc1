import { type BrowserContext, expect, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { refuseFirstDeletion } from '../support/auth/fresh-sign-in';
import { apiAccepts, completeProfile, lastSmsCode } from '../support/auth/login';
import { headerLogin, headerProfile } from '../support/header';
import { API_URL, HOST_URL } from '../support/ports';
import { signIn } from '../support/session';

// The session lives in the API's HttpOnly cookies (issue 11.5): the access cookie lasts an hour, then the
// server (page loads) or the API clients (calls from the page) renew it with the refresh cookie.

const cookieValue = async (context: BrowserContext, name: string) =>
  (await context.cookies(HOST_URL)).find((cookie) => cookie.name === name)?.value;

/** What the browser does when the access cookie's hour is over: it drops the cookie. */
const expireAccessCookie = (context: BrowserContext) => context.clearCookies({ name: 'access_token' });

test.describe('session cookies', () => {
  test('a page load after the access cookie expired is rendered signed in, with renewed cookies', async ({
    page,
    context,
  }) => {
    const session = await signIn(context);
    await completeProfile(session.accessToken, 'Вера Соколова');
    await expireAccessCookie(context);
    await page.goto('/profile');
    await expect(page).toHaveURL(`${HOST_URL}/profile`);
    await expect(page.getByTestId('profile-page').getByTestId('profile-name')).toHaveText('Вера Соколова');
    const renewed = await cookieValue(context, 'access_token');
    expect(renewed).toBeTruthy();
    expect(await apiAccepts(renewed ?? '')).toBe(true);
    expect(await cookieValue(context, 'refresh_token')).not.toBe(session.refreshToken);
    expect(await page.evaluate(() => document.cookie)).not.toContain(renewed ?? 'no token');
  });

  test('a call from the page that meets an expired access cookie refreshes once and goes through', async ({
    page,
    context,
  }) => {
    const session = await signIn(context);
    await completeProfile(session.accessToken);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/kaver/auth/token/refresh')) refreshes.push(request.method());
    });
    await page.goto('/profile');
    const profile = page.getByTestId('profile-page');
    await expect(profile.getByTestId('profile-name')).toHaveText('Анна Петрова');
    // The app's own start-up must not be what meets the expired cookie.
    await appStarted(page);

    await expireAccessCookie(context);
    await profile.getByTestId('profile-edit').click();
    const form = profile.getByTestId('edit-profile-form');
    await form.getByLabel('Имя').fill('Мария');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(profile.getByText('Профиль сохранён')).toBeVisible();
    await expect(profile.getByTestId('profile-name')).toHaveText('Мария');
    expect(refreshes).toEqual(['POST']);
    expect(await cookieValue(context, 'access_token')).toBeTruthy();
  });

  test('a session the API ended is signed out on the page', async ({ page, context }) => {
    const session = await signIn(context);
    await completeProfile(session.accessToken);
    await page.goto('/');
    await expect(headerProfile(page)).toBeVisible();
    // Logged out elsewhere: every token of this sign-in is revoked.
    await fetch(`${API_URL}/kaver/web/v1/auth/logout`, {
      method: 'POST',
      headers: { access_token: session.accessToken },
    });
    await expireAccessCookie(context);
    await page.goto('/');
    await expect(headerLogin(page)).toBeVisible();
    await expect.poll(() => cookieValue(context, 'refresh_token')).toBeUndefined();
  });

  test('deleting the account after an old sign-in asks to sign in again, then deletes', async ({
    page,
    context,
  }) => {
    const session = await signIn(context);
    await completeProfile(session.accessToken);
    await refuseFirstDeletion(context, HOST_URL);
    await page.goto('/services/account-deleting');
    const content = page.getByTestId('account-deleting-page');
    await content.getByTestId('delete-account').click();
    await content.getByTestId('delete-account-confirm').click();
    await expect(content.getByText('Для удаления аккаунта войди ещё раз — это займёт минуту.')).toBeVisible();

    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await modal.getByTestId('phone-input').pressSequentially(session.phone.slice(1));
    await modal.getByTestId('phone-submit').click();
    await expect(modal.getByRole('heading', { name: 'Код из СМС' })).toBeVisible();
    const code = await lastSmsCode(session.phone);
    await modal.getByTestId('code-box-0').focus();
    await modal.getByTestId('code-box-0').pressSequentially(code);
    await modal.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(modal).toHaveCount(0);

    await expect(content.getByText('Для удаления аккаунта войди ещё раз')).toHaveCount(0);
    await content.getByTestId('delete-account-confirm').click();
    await expect(content.getByTestId('account-deleted')).toContainText('Аккаунт удалён');
    await expect(headerLogin(page)).toBeVisible();
    expect(await cookieValue(context, 'access_token')).toBeUndefined();
    expect(await apiAccepts(session.accessToken)).toBe(false);
  });
});
