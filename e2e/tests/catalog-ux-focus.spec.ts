import { expect, type Locator, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { API_URL, HOST_URL } from '../support/ports';

/**
 * Keyboard focus across the catalog's loads in place: a control that goes away with what it loaded (a retry, a page
 * number) hands the focus on to what came, never to <body>.
 */

const CATALOG_CALLS = `${API_URL}/kaver/web/v1/**`;

/** What has the focus, as the test reads it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? null,
      text: (element?.textContent ?? '').trim().slice(0, 60),
      isBody: element === document.body,
    };
  });

/** Whether `locator` (one element) has the focus. */
const hasFocus = (locator: Locator) => locator.evaluate((node) => node === document.activeElement);

/** The focus is on `locator`, and stays there once the page has settled (no late move to <body>). */
async function expectFocusOn(page: Page, locator: Locator) {
  // Polled as `true`, or what has the focus instead.
  await expect.poll(async () => (await hasFocus(locator)) || (await focused(page))).toBe(true);
  await page.waitForTimeout(300);
  expect(await hasFocus(locator), JSON.stringify(await focused(page))).toBe(true);
}

test.describe('catalog ux: focus after a retry', () => {
  test('search: «Попробовать ещё раз» keeps the focus while it loads, then hands it to the results’ heading', async ({
    page,
  }) => {
    await page.goto('/moscow/search');
    await appStarted(page);
    await page.route(CATALOG_CALLS, (route) => route.abort());
    await page.locator('input[name="q"]').fill('джаз');
    await page.getByRole('button', { name: 'Найти' }).click();
    const retry = page.getByRole('button', { name: 'Попробовать ещё раз' });
    await expect(retry).toBeVisible();

    // The next answers come, a moment late.
    await page.unroute(CATALOG_CALLS);
    await page.route(CATALOG_CALLS, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await retry.focus();
    await page.keyboard.press('Enter');
    const busy = page.getByRole('button', { name: 'Загружаем…' });
    await expect(busy).toBeVisible();
    expect(await hasFocus(busy)).toBe(true);

    const results = page.getByTestId('search-results');
    await expect(results).toBeVisible();
    await expectFocusOn(page, results.getByRole('heading', { level: 2 }).first());
    // The next Tab goes on into the results.
    await page.keyboard.press('Tab');
    expect(await results.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  });
});

test.describe('catalog ux: focus after a search sent with Enter', () => {
  test('/moscow/search: the field keeps the focus through the search and its results', async ({ page }) => {
    await page.goto('/moscow/search');
    await appStarted(page);
    const field = page.locator('input[name="q"]');
    await field.focus();
    await page.keyboard.type('джаз');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${HOST_URL}/moscow/search?q=${encodeURIComponent('джаз')}`);
    await expect(page.getByTestId('search-results')).toBeVisible();
    await expectFocusOn(page, field);
    await expect(field).toHaveValue('джаз');

    // A second search from the results.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('бар');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${HOST_URL}/moscow/search?q=${encodeURIComponent('бар')}`);
    await expect(page.getByTestId('search-results')).toBeVisible();
    await expectFocusOn(page, field);
  });
});

/**
 * Opens `path`'s page `to` through its paging (the link named `link`: by keyboard, Enter on it, or a mouse click)
 * and waits until that page's list is shown.
 */
async function pageThrough(page: Page, path: string, link: string, to: number, by: 'keyboard' | 'mouse') {
  await page.goto(path);
  await appStarted(page);
  const paging = page.getByRole('navigation', { name: 'Страницы' });
  const control = paging.getByRole('link', { name: link, exact: true });
  if (by === 'keyboard') {
    await control.focus();
    await page.keyboard.press('Enter');
  } else await control.click();
  await expect(page).toHaveURL(`${HOST_URL}${path.split('?')[0]}?page=${to}`);
  await expect(paging.getByRole('link', { name: `Страница ${to}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

test.describe('catalog ux: focus after a page number', () => {
  for (const width of [360, 1280]) {
    test(`${width} px, /moscow/events: «Дальше →» by keyboard hands the focus to the heading of the next page’s events`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await pageThrough(page, '/moscow/events', 'Дальше →', 2, 'keyboard');
      const count = page.getByTestId('events-count');
      await expectFocusOn(page, count);
      // The page is at its top, as after any navigation, with the focused heading on the screen.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(count).toBeInViewport();
      // The next Tab goes to the first card.
      await page.keyboard.press('Tab');
      expect(
        await page
          .getByRole('list', { name: 'События' })
          .evaluate((node) => node.contains(document.activeElement)),
      ).toBe(true);
    });
  }

  test('/moscow/events: a page number clicked with the mouse does the same', async ({ page }) => {
    await pageThrough(page, '/moscow/events?page=2', 'Страница 3', 3, 'mouse');
    await expectFocusOn(page, page.getByTestId('events-count'));
  });

  test('/moscow/places: a list without a heading takes the focus itself', async ({ page }) => {
    await pageThrough(page, '/moscow/places', 'Дальше →', 2, 'keyboard');
    await expectFocusOn(page, page.getByRole('list', { name: 'Места' }));
  });
});
