import { expect, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { HOST_URL } from '../support/ports';
import { isOneEventCall } from './catalog-support';

test('an event page that failed while the server was down offers to try again, and trying again shows it', async ({
  page,
}) => {
  await page.goto('/moscow/events');
  await appStarted(page);
  await page.route(isOneEventCall, (route) => route.fulfill({ status: 503, body: '{}' }));
  const card = page.locator('a[data-event]').first();
  const href = await card.getAttribute('href');
  await card.click();

  const error = page.getByTestId('error-page');
  await expect(error).toContainText('503');
  const again = error.getByRole('link', { name: 'Попробовать ещё раз' });
  await expect(again).toHaveAttribute('href', href ?? '');
  await page.unroute(isOneEventCall);
  await again.click();
  await expect(page).toHaveURL(`${HOST_URL}${href}`);
  await expect(page.getByTestId('event-page')).toBeVisible();
});
