import { expect, type Route, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { HOST_URL } from '../support/ports';
import { isOneEventCall } from './catalog-support';

test('a navigation whose page is slow to come shows a bar along the top until the page is there', async ({
  page,
}) => {
  await page.goto('/moscow/events');
  await appStarted(page);
  const held: Route[] = [];
  await page.route(isOneEventCall, (route) => void held.push(route));
  const card = page.locator('a[data-event]').first();
  const slug = await card.getAttribute('data-event');
  const progress = page.getByRole('status', { name: 'Загружаем страницу' });
  await expect(progress).toHaveCount(0);

  await card.click();
  // The list stays while the event's data is held, and the bar says the click was taken.
  await expect(progress).toBeVisible();
  await expect(page).toHaveURL(`${HOST_URL}/moscow/events`);
  expect((await progress.boundingBox())?.y).toBe(0);

  await Promise.all(held.map((route) => route.continue()));
  await page.route(isOneEventCall, (route) => route.continue());
  await expect(page).toHaveURL(`${HOST_URL}/moscow/events/${slug}`);
  await expect(progress).toHaveCount(0);
  await expect(page.locator('h1')).toBeVisible();
});
