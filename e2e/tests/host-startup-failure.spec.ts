import { expect, test } from '@playwright/test';
import { HOST_URL } from '../support/ports';

// When the app cannot start on a page the server rendered, the page stays: it reads, and its links work without
// the app. Only an empty page (the development server's) says «Сайт не загрузился».
test('a page whose app cannot start keeps the server’s content and its links', async ({ page }) => {
  await page.route(`${HOST_URL}/moscow/events`, async (route) => {
    const response = await route.fetch();
    // The page's state without its stores: the app finds no runtime config in it and cannot start.
    const body = (await response.text()).replace('"state":{', '"state":{},"unread":{');
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)),
    );
    await route.fulfill({ response, body, headers });
  });
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });

  await page.goto('/moscow/events');
  await expect.poll(() => failures.some((text) => text.includes('Kaver could not start'))).toBe(true);
  await expect(page.getByText('Сайт не загрузился')).toHaveCount(0);
  await expect(page.getByTestId('events-count')).toBeVisible();
  const card = page.locator('a[data-event]').first();
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(`${HOST_URL}${href}`);
  await expect(page.getByTestId('event-page')).toBeVisible();
});
