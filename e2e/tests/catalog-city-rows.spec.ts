import { expect, type Locator, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { API_URL, HOST_URL } from '../support/ports';

/** The city page's rows: today, tomorrow and the weekend, then the editors' lists, places and articles. */

const CATALOG_CALLS = `${API_URL}/kaver/web/v1/**`;

/** Whether it is Sunday in Moscow (and Saint Petersburg): the weekend left is then today only. */
const sundayInMoscow = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Moscow', weekday: 'short' }).format(new Date()) ===
  'Sun';

/** The events a row links to, in its order. */
const rowLinks = (html: string, testId: string) => {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) return null;
  const section = html.slice(start, html.indexOf('</section>', start));
  return [...section.matchAll(/href="(\/moscow\/events\/[^"?]+)"/g)].map((match) => match[1]);
};

/** Whether `locator` (one element) has the focus. */
const hasFocus = (locator: Locator) => locator.evaluate((node) => node === document.activeElement);

/** Presses Enter on the focused arrow until the row reaches that end (the arrow then disabled), at most 20 times. */
async function pressToTheEnd(page: Page, arrow: Locator) {
  for (let presses = 0; presses < 20; presses += 1) {
    if ((await arrow.getAttribute('aria-disabled')) === 'true') return;
    await page.keyboard.press('Enter');
    await page.waitForTimeout(600);
  }
  throw new Error('the row never reached its end');
}

test.describe('catalog: the city page rows', () => {
  test('«На выходных» never repeats «Сегодня»: on a Sunday, when the weekend left is today, there is no such row', async ({
    page,
  }) => {
    const html = await (await fetch(`${HOST_URL}/moscow`)).text();
    const today = rowLinks(html, 'city-today');
    const weekend = rowLinks(html, 'city-weekend');
    if (sundayInMoscow()) expect(weekend).toBeNull();
    if (weekend && weekend.length > 0) expect(weekend).not.toEqual(today);

    // The browser shows what the server rendered.
    await page.goto('/moscow');
    await appStarted(page);
    await expect(page.getByTestId('city-weekend')).toHaveCount(weekend === null ? 0 : 1);
  });

  test('keyboard: an arrow pressed to its end of the row keeps the focus, disabled, and hides once left', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/moscow');
    await appStarted(page);
    const row = page.getByTestId('city-today');
    const forward = row.getByRole('button', { name: 'Прокрутить вперёд' });
    const back = row.getByRole('button', { name: 'Прокрутить назад' });
    await expect(forward).toBeVisible();
    await expect(back).toBeHidden();

    // Tab reaches the arrow from the last card, which the browser scrolled into view: back to the start first.
    await row.locator('ul a, ul button').last().focus();
    await row.getByRole('list').evaluate((list) => list.scrollTo({ left: 0, behavior: 'instant' }));
    await expect(forward).toHaveAttribute('aria-disabled', 'false');
    await page.keyboard.press('Tab');
    expect(await hasFocus(forward)).toBe(true);
    await pressToTheEnd(page, forward);
    await expect(forward).toBeVisible();
    expect(await hasFocus(forward)).toBe(true);
    // A press at the end does nothing, and keeps the focus.
    await page.keyboard.press('Enter');
    await page.waitForTimeout(600);
    expect(await hasFocus(forward)).toBe(true);

    await back.focus();
    await expect(forward).toBeHidden();
    await pressToTheEnd(page, back);
    await expect(back).toBeVisible();
    expect(await hasFocus(back)).toBe(true);
    await expect(forward).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(back).toBeHidden();
  });

  test('opened in place with the API failing: each row keeps its title above its own error and retry', async ({
    page,
  }) => {
    await page.goto('/');
    await appStarted(page);
    await page.route(CATALOG_CALLS, (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.locator('a[data-city="saint-petersburg"]').click();
    await expect(page).toHaveURL(`${HOST_URL}/saint-petersburg`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Куда сходить в Санкт-Петербурге');

    const titles = [
      'Сегодня',
      'Завтра',
      ...(sundayInMoscow() ? [] : ['На выходных']),
      'Списки редакции',
      'Популярные места',
      'Свежее в журнале',
    ];
    /** The section whose own heading is this title. */
    const rowTitled = (title: string) => page.locator(`xpath=//section[h2[normalize-space()="${title}"]]`);
    for (const title of titles) {
      await expect(rowTitled(title).getByTestId('error-state')).toHaveCount(1);
      await expect(rowTitled(title).getByRole('button', { name: 'Попробовать ещё раз' })).toBeVisible();
    }
    await expect(page.getByTestId('error-state')).toHaveCount(titles.length);

    // The API is back: «Сегодня»'s retry brings its row (or says there is nothing left today).
    await page.unroute(CATALOG_CALLS);
    await rowTitled('Сегодня').getByRole('button', { name: 'Попробовать ещё раз' }).click();
    await expect(page.getByTestId('error-state')).toHaveCount(titles.length - 1);
    await expect(page.getByTestId('city-today').or(page.getByText('Сегодня событий уже нет'))).toBeVisible();
  });
});
