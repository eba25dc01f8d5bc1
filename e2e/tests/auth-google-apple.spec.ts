import { expect, test } from '@playwright/test';
import {
  apiAccepts,
  clickClosingPopup,
  collectGoals,
  openLoginModal,
  signedInToken,
  slowSocialLogin,
} from '../support/auth/login';
import { FIREBASE_EMULATOR_URL } from '../support/auth/providers';
import { HOST_URL } from '../support/ports';

const SOCIAL_RETURN_KEY = 'kaver:social-return';

/**
 * The stack serves the development config.json: Firebase points at the auth stand-in (emulator API, helper iframe,
 * IdP page and Google's gapi loader), exactly as `npm start` does. No Playwright route stands in for anything.
 */
test.describe('Google and Apple through Firebase Auth (real SDK, emulator stand-in)', () => {
  for (const [provider, title] of [
    ['google', 'Google'],
    ['apple', 'Apple'],
  ] as const) {
    test(`'Войти с ${title}' signs in with a popup and the API accepts the session`, async ({ page }) => {
      const goals = collectGoals(page);
      await page.goto('/');
      const modal = await openLoginModal(page);
      const button = modal.getByTestId(`login-${provider}`);
      await expect(button).toHaveText(`Войти с ${title}`);
      const popupOpened = page.waitForEvent('popup');
      await button.click();
      const popup = await popupOpened;
      await expect(popup.locator('#provider')).toHaveText(`${provider}.com`);
      await expect(button).toHaveAttribute('aria-busy', 'true');
      // A new account each run: the stand-in keys accounts by provider and email.
      await popup.locator('#email-input').fill(`${provider}-${Date.now()}@example.com`);
      await clickClosingPopup(popup, '#sign-in');

      const token = await signedInToken(page);
      expect(await apiAccepts(token)).toBe(true);
      expect(goals).toContain('uspeshnaya-avtorizaciya');
      await expect(page.getByTestId('login-modal')).toHaveCount(0);
    });
  }

  test('a blocked popup is retried once with a full-page redirect, completed by the return view', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      window.open = () => null;
    });
    await slowSocialLogin(context);
    // Offline as a developer is: nothing may be fetched from Google (the gapi loader comes from the stand-in).
    const google: string[] = [];
    context.on('request', (request) => {
      if (/google(apis)?\.com$/.test(new URL(request.url()).hostname)) google.push(request.url());
    });
    await page.goto('/');
    const modal = await openLoginModal(page);
    await modal.getByTestId('login-google').click();
    // The same tab goes to the provider, and the provider sends it back.
    await page.waitForURL(`${FIREBASE_EMULATOR_URL}/emulator/auth/handler**`);
    await page.locator('#sign-in').click();
    await page.waitForURL(`${HOST_URL}/`);
    await expect(page.getByText('Загружаем твои данные из аккаунта Google...')).toBeVisible();
    const token = await signedInToken(page);
    expect(await apiAccepts(token)).toBe(true);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SOCIAL_RETURN_KEY)).toBeNull();
    expect(google).toEqual([]);
  });

  test("an empty redirect result shows the error view; 'вернуться назад' clears session storage", async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate((key) => {
      sessionStorage.setItem(key, 'apple');
      sessionStorage.setItem('firebase:pendingRedirect:stale', '"true"');
    }, SOCIAL_RETURN_KEY);
    await page.reload();
    const modal = page.getByTestId('login-modal');
    const error = modal.getByTestId('social-return-error');
    await expect(error.getByText('Произошла ошибка при входе через Apple')).toBeVisible({ timeout: 20_000 });
    await expect(error.getByText('Неизвестная ошибка')).toBeVisible();
    await error.getByRole('button', { name: 'вернуться назад' }).click();
    await expect(modal.getByTestId('phone-input')).toBeVisible();
    await expect(modal.getByTestId('login-apple')).toBeVisible();
    const left = await page.evaluate(() => Object.keys(sessionStorage));
    expect(left.filter((key) => key.startsWith('kaver:social') || key.startsWith('firebase:'))).toEqual([]);
  });
});
