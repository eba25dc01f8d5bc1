import { expect, type Locator, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { completeProfile, signInInModal } from '../support/auth/login';
import { headerCity, headerLogin, headerProfile } from '../support/header';
import { HOST_URL } from '../support/ports';
import { signIn, signInThroughApi } from '../support/session';

/** How a link looks: its colour and its line, which tell the current section apart without colour alone. */
const look = (link: Locator) =>
  link.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, line: style.textDecorationLine };
  });

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

  test('the section the page is in is marked, for the eye and for a screen reader, and follows the navigation', async ({
    page,
  }) => {
    await page.goto('/moscow/blog');
    await appStarted(page);
    const sections = page.getByRole('navigation', { name: 'Разделы' });
    const journal = sections.getByRole('link', { name: 'Журнал', exact: true });
    const places = sections.getByRole('link', { name: 'Места', exact: true });
    await expect(journal).toHaveAttribute('aria-current', 'page');
    await expect(sections.locator('[aria-current]')).toHaveCount(1);
    const [current, other] = [await look(journal), await look(places)];
    expect([current.line, other.line]).toEqual(['underline', 'none']);
    expect(current.color).not.toBe(other.color);

    await places.click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/places`);
    await expect(places).toHaveAttribute('aria-current', 'page');
    await expect(journal).not.toHaveAttribute('aria-current');
    // A page in the section (a listing of the events) marks it as the place one is in, not as this very page.
    await page.goto('/moscow/events/listings/concerts');
    await expect(sections.getByRole('link', { name: 'Афиша', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('a sign-in from the header by keyboard leaves the focus on the profile link that replaced «Войти»', async ({
    page,
  }) => {
    const session = await signInThroughApi();
    await completeProfile(session.accessToken);
    await page.goto('/moscow');
    await appStarted(page);
    await headerLogin(page).focus();
    await page.keyboard.press('Enter');
    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await signInInModal(modal, session.phone);
    await expect(modal).toHaveCount(0);
    await expect(headerProfile(page)).toBeFocused();
  });
});
