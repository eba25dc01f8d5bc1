import { expect, type Page, type Route, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { HOST_URL } from '../support/ports';
import { isOneEventCall } from './catalog-support';

/** The API's answers about one event (`/events/{slug}`), held until `release` is called. */
async function holdEventAnswers(page: Page) {
  const held: Route[] = [];
  await page.route(isOneEventCall, (route) => void held.push(route));
  return {
    held: () => held.length,
    /** Answers what was held, each with `how`, and waits until the browser has read the answers. */
    async release(how: (route: Route) => Promise<void>) {
      const finished = held.map((route) =>
        page.waitForEvent('requestfinished', (request) => request === route.request()),
      );
      await Promise.all(held.map(how));
      await Promise.all(finished);
      // The app's models run on the answer within a task or two; two frames later they have.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    },
  };
}

/**
 * An event page entered in place whose data is still on its way, then left for the city page (back): the event's
 * answer comes when the visitor is already elsewhere.
 */
async function leaveEventWhileItLoads(page: Page) {
  await page.goto('/moscow/events');
  await appStarted(page);
  const cityTitle = await page.title();
  const answers = await holdEventAnswers(page);
  const card = page.locator('a[data-event]').first();
  const slug = await card.getAttribute('data-event');
  await card.click();
  // The navigation shows the event page with its loading state once its data wait is over.
  await expect(page).toHaveURL(`${HOST_URL}/moscow/events/${slug}`, { timeout: 10_000 });
  expect(answers.held()).toBeGreaterThan(0);
  await page.goBack();
  await expect(page).toHaveURL(`${HOST_URL}/moscow/events`);
  await expect(page).toHaveTitle(cityTitle);
  return { answers, cityTitle };
}

test.describe('a page left before its data came', () => {
  test('its late failure does not turn the next page into an error page', async ({ page }) => {
    const { answers, cityTitle } = await leaveEventWhileItLoads(page);
    await answers.release((route) => route.fulfill({ status: 503, body: '{}' }));
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await expect(page).toHaveTitle(cityTitle);
    await expect(page.locator('a[data-event]').first()).toBeVisible();
  });

  test('its late head does not replace the next page’s title and canonical link', async ({ page }) => {
    const { answers, cityTitle } = await leaveEventWhileItLoads(page);
    await answers.release((route) => route.continue());
    await expect(page).toHaveTitle(cityTitle);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${HOST_URL}/moscow/events`);
  });
});
