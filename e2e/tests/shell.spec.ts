import { expect, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { headerCity } from '../support/header';
import { HOST_URL } from '../support/ports';

test.describe('host shell', () => {
  test('home renders the city grid from the catalog remote', async ({ page }) => {
    await page.goto('/');
    const grid = page.locator('#cities');
    await expect(grid.getByRole('heading', { name: 'Выбери город' })).toBeVisible();
    // 22 cities; open ones are links to /{alias}, the others greyed out without a link.
    await expect(grid.locator('[data-city]')).toHaveCount(22);
    const moscow = grid.locator('a[data-city="moscow"]');
    await expect(moscow).toHaveAttribute('href', '/moscow');
    const closed = grid.locator('span[data-city][aria-disabled="true"]');
    expect(await closed.count()).toBeGreaterThan(0);
    await expect(closed.locator('xpath=ancestor-or-self::a')).toHaveCount(0);
    // Rostov-on-Don's non-breaking hyphens are shown as normal ones.
    await expect(grid.locator('[data-city="rostov-na-donu"]')).toContainText('Ростов-на-Дону');
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toContainText('18+');
  });

  test("an unknown path shows 'У нас нет такой страницы' with the status and a way home", async ({
    page,
  }) => {
    await page.goto('/documents/no-such-document');
    const error = page.getByTestId('error-page');
    await expect(error.getByText('404', { exact: true })).toBeVisible();
    await expect(error.getByRole('heading', { name: 'У нас нет такой страницы' })).toBeVisible();
    await expect(error).toContainText('ковёр');
    await expect(page).toHaveTitle('Ошибка');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Page Not Found: /documents/no-such-document',
    );
    await error.getByRole('link', { name: 'Вернуться на главную' }).click();
    await expect(page).toHaveURL(`${HOST_URL}/`);
    await expect(page.locator('#cities')).toBeVisible();
  });

  test("an unknown city shows 'У нас нет такого города'", async ({ page }) => {
    await page.goto('/atlantis/events');
    const error = page.getByTestId('error-page');
    await expect(error.getByRole('heading', { name: 'У нас нет такого города' })).toBeVisible();
    await expect(error.getByText('404', { exact: true })).toBeVisible();
  });

  test('the error page swaps its carpet background', async ({ page }) => {
    await page.goto('/no/such/page/here');
    const error = page.getByTestId('error-page');
    const first = await error.getAttribute('data-carpet');
    await expect
      .poll(async () => error.getAttribute('data-carpet'), { timeout: 3_000, intervals: [200] })
      .not.toBe(first);
  });

  test('the city comes from the route, is kept in the city cookie and used on pages without a city', async ({
    page,
    context,
  }) => {
    await page.goto('/kazan');
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'city')?.value)
      .toBe('kazan');
    const cookie = (await context.cookies()).find((c) => c.name === 'city');
    // Written with the maximum lifetime (2147483647 s); Chromium caps any cookie at 400 days.
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 399 * 24 * 3600);
    await page.goto('/about');
    await expect(headerCity(page)).toHaveText(/Казань/);
    await page.goto('/');
    await expect(page.locator('a[data-city="kazan"]')).toHaveAttribute('aria-current', 'true');
  });

  test('/profile without an access token goes to /', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(`${HOST_URL}/`);
  });

  test('links navigate on the client without reloading the page', async ({ page }) => {
    await page.goto('/');
    await appStarted(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same page';
    });
    await page.locator('footer').getByRole('link', { name: 'Все документы' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
  });
});

test.describe('crawlers', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)' });

  test('are not shown an error page: empty body, noindex and the status in the head', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.locator('head meta[name="prerender-status-code"]')).toHaveAttribute('content', '404');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    // Real pages still render for them.
    await page.goto('/');
    await expect(page.locator('#cities a[data-city="moscow"]')).toBeVisible();
  });
});
