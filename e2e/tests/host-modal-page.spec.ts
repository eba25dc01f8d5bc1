import { expect, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { openLoginModal } from '../support/auth/login';
import { headerLogin } from '../support/header';
import { HOST_URL } from '../support/ports';

// A modal of the host's outlet over a page: the page under it stays where it was, and leaving the page closes it.
test.describe('a modal over the page', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 720 },
  ]) {
    test(`${viewport.width} px: opening and closing the login from the sticky header keeps the page where it was`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/moscow/events');
      await appStarted(page);
      await page.waitForLoadState('networkidle');
      const scrollY = () => page.evaluate(() => window.scrollY);
      await page.evaluate(() => window.scrollTo(0, 1100));
      await expect.poll(scrollY).toBe(1100);

      // A tap where «Войти» is: a locator's click would first scroll the sticky header "into view" itself.
      const login = await headerLogin(page).boundingBox();
      if (!login) throw new Error('no «Войти» on the screen');
      await page.mouse.click(login.x + login.width / 2, login.y + login.height / 2);
      const modal = page.getByTestId('login-modal');
      await expect(modal).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      expect(await scrollY()).toBe(1100);
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await expect(headerLogin(page)).toBeFocused();
      expect(await scrollY()).toBe(1100);
    });
  }

  test('Back with the login open goes back, closes it and lets the page scroll again', async ({ page }) => {
    await page.goto('/moscow');
    await appStarted(page);
    await page.getByRole('banner').getByRole('link', { name: 'Журнал', exact: true }).click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/blog`);
    const modal = await openLoginModal(page);
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked');

    await page.goBack();
    await expect(page).toHaveURL(`${HOST_URL}/moscow`);
    await expect(modal).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked');
    await expect(page.getByRole('heading', { level: 1, name: 'Куда сходить в Москве' })).toBeVisible();
  });
});
