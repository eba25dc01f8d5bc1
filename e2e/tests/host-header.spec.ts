import { expect, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { headerCity, headerProfile } from '../support/header';
import { HOST_URL } from '../support/ports';
import { signIn } from '../support/session';

test.describe('the header', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the city chip leads to the cities, on the screen', async ({ page }) => {
      await page.goto('/moscow/events');
      await appStarted(page);
      await headerCity(page).click();
      await expect(page).toHaveURL(`${HOST_URL}/#cities`);
      await expect(page.locator('#cities a[data-city]').first()).toBeInViewport();
    });
  });

  test('«Войти» pressed before the app started does not open the login for a visitor already signed in', async ({
    page,
    context,
  }) => {
    await signIn(context);
    // What a press on the server's «Войти» (a link to #login) leaves for the app.
    await page.goto('/moscow#login');
    await appStarted(page);
    await expect(headerProfile(page)).toBeVisible();
    await expect(page).toHaveURL(`${HOST_URL}/moscow`);
    // The login's remote would have come by now.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
  });
});
