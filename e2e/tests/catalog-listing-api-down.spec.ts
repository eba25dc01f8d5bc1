import { expect, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { API_URL, HOST_URL } from '../support/ports';

/** From now on every call of the catalog's API fails, as the browser asks for it. */
const failApi = (page: Page) =>
  page.route(`${API_URL}/kaver/web/v1/**`, (route) => route.fulfill({ status: 500, body: '{}' }));

/** The page's trail, heading and title, its list in error with a retry. */
async function expectHeadingsKept(page: Page, heading: string, title: string) {
  await expect(page.getByTestId('error-state')).toBeVisible();
  await expect(page.getByTestId('listing-title')).toHaveText(heading);
  const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(trail.getByRole('link', { name: 'Афиша' })).toHaveAttribute('href', '/moscow/events');
  await expect(trail.locator('[aria-current="page"]')).toHaveText(heading.replace(/^\S+ /, ''));
  await expect(page).toHaveTitle(title);
}

// SPEC.md 2.1: listing and list pages take their titles from templates with the city's declensions; they need no
// API, so a failing API leaves them their heading, trail and title, as the events, places and search pages keep theirs.
test.describe('catalog: a listing or list page opened in place while the API fails', () => {
  test('a listing from the city page, then a list with a time from its chip', async ({ page }) => {
    await page.goto('/moscow');
    await appStarted(page);
    await failApi(page);
    await page.getByTestId('listing-links').locator('a[data-listing="concerts"]').click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events/listings/concerts`);
    await expectHeadingsKept(
      page,
      '🎸 Концерты в Москве',
      'Концерты в Москве — афиша концертов и билеты | Kaver',
    );
    await page.unroute(`${API_URL}/kaver/web/v1/**`);

    await page.goto('/moscow/events/lists/concerts');
    await appStarted(page);
    await failApi(page);
    await page.locator('a[data-chip="today"]').click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events/lists/concerts/today`);
    await expectHeadingsKept(page, '🎸 Концерты в Москве сегодня', 'Концерты в Москве сегодня | Kaver');
  });
});
