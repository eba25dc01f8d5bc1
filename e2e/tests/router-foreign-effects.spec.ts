import { expect, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { HOST_URL } from '../support/ports';

// A navigation waits for the next page's data (at most 2.5 s) before it shows the page. It must wait for that page's
// data only: not for whatever else is under way in the tab, here a location request the visitor has not answered.
test.describe('a navigation beside something else under way', () => {
  test.beforeEach(async ({ page }) => {
    // The browser's location prompt left unanswered: the request neither succeeds nor fails.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'geolocation', {
        value: { getCurrentPosition: () => undefined, watchPosition: () => 0, clearWatch: () => undefined },
      });
    });
  });

  test('an unanswered location request does not hold the next page', async ({ page }) => {
    await page.goto('/moscow/places');
    await appStarted(page);
    await page.getByRole('button', { name: 'Рядом со мной' }).click();
    // The nearby list waits for the position.
    await expect(page.getByRole('list', { name: 'Места рядом' })).toHaveCount(0);

    const link = page.getByRole('navigation').getByRole('link', { name: 'Афиша', exact: true }).first();
    const begun = Date.now();
    await link.click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events`);
    await expect(page.getByTestId('events-count')).toBeVisible();
    const took = Date.now() - begun;
    // Held, it took the whole data wait (2.5 s) at least; its data alone comes in well under it.
    expect(took).toBeLessThan(2_000);
  });

  test('the next page of a list is shown with its cards, not its skeleton: its data is what the navigation waits for', async ({
    page,
  }) => {
    await page.goto('/moscow/events');
    await appStarted(page);
    // The page's list in the browser is slower than a blink, as on a phone's network.
    await page.route(
      (url) => url.pathname.endsWith('/kaver/web/v1/events') && url.searchParams.get('page') === '2',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      },
    );
    await page.getByRole('link', { name: 'Страница 2', exact: true }).click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?page=2`);
    await expect(page.getByRole('status', { name: 'Загружаем' })).toHaveCount(0, { timeout: 50 });
    await expect(page.getByTestId('events-count')).toBeVisible();
  });
});
