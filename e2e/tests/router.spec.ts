import { expect, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { HOST_URL } from '../support/ports';
import { filesOfExpose } from '../support/remote-manifest';

/** Marks the page so that a later check can tell a client-side navigation from a page load. */
async function markPage(page: Page) {
  await appStarted(page);
  await page.evaluate(() => {
    (window as unknown as { routerMarker: string }).routerMarker = 'same page';
  });
}

async function expectSamePage(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { routerMarker?: string }).routerMarker)).toBe(
    'same page',
  );
}

const filters = (page: Page) => page.getByTestId('events-filters');
const currentPage = (page: Page) =>
  page.getByRole('navigation', { name: 'Страницы' }).locator('a[aria-current="page"]');

/** Navigates in place through a link the test puts on the page, as a link of any remote would. */
async function clickLinkTo(page: Page, href: string) {
  await page.evaluate((target) => {
    document.getElementById('router-test-link')?.remove();
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'test link';
    link.id = 'router-test-link';
    document.body.append(link);
  }, href);
  await page.locator('#router-test-link').click();
}

test.describe('router: filters and paging live in the URL', () => {
  test('back and forward walk through filters and pages without reloading', async ({ page }) => {
    await page.goto('/moscow/events');
    await expect(page.getByTestId('events-count')).toBeVisible();
    await markPage(page);

    await filters(page).locator('a[data-chip="weekend"]').click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?date=weekend`);
    await expect(filters(page).locator('a[data-chip="weekend"]')).toHaveAttribute('aria-current', 'true');

    await page.goto('/moscow/events');
    await markPage(page);
    const second = page.locator('nav a[rel="next"]');
    await second.click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?page=2`);
    await expect(currentPage(page)).toHaveText('2');
    await filters(page).locator('a[data-chip="weekend"]').click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?date=weekend`);

    await page.goBack();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?page=2`);
    await expect(currentPage(page)).toHaveText('2');
    await expect(filters(page).locator('a[data-chip="weekend"]')).not.toHaveAttribute('aria-current', 'true');

    await page.goBack();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events`);
    await expect(currentPage(page)).toHaveText('1');

    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?date=weekend`);
    await expect(filters(page).locator('a[data-chip="weekend"]')).toHaveAttribute('aria-current', 'true');
    await expectSamePage(page);
  });

  test('a deep link opens with its filters and page', async ({ page }) => {
    // A filter whose list runs to several pages at any hour: the weekend's can be one page on a Sunday morning.
    await page.goto('/moscow/events?past=1&page=2');
    await expect(filters(page).locator('input[name="past"]')).toBeChecked();
    await expect(currentPage(page)).toHaveText('2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/moscow\/events\?page=2$/);
  });
});

test.describe('router: redirects and guards', () => {
  test('the redirect lookup sends an old address to its target, on a page load and in place', async ({
    page,
  }) => {
    await page.goto('/msk');
    await expect(page).toHaveURL(`${HOST_URL}/moscow`);
    await expect(page.getByRole('heading', { level: 1, name: 'Куда сходить в Москве' })).toBeVisible();

    await markPage(page);
    await clickLinkTo(page, '/afisha');
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events`);
    await expect(page.getByTestId('events-count')).toBeVisible();
    await expectSamePage(page);
  });

  test('a lookup the API does not answer holds a navigation a second at most: no answer is no redirect', async ({
    page,
  }) => {
    await page.goto('/moscow');
    await markPage(page);
    // Never answered: the browser gives up on it as the server does (REDIRECT_TIMEOUT_MS).
    await page.route('**/kaver/web/v1/redirects?**', () => undefined);
    const clicked = Date.now();
    await page.getByRole('banner').getByRole('link', { name: 'Журнал' }).click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/blog`, { timeout: 5_000 });
    expect(Date.now() - clicked).toBeLessThan(4_000);
    await expectSamePage(page);
  });

  test('guards answer in place: an unknown city, an unknown page, /profile without a token', async ({
    page,
  }) => {
    await page.goto('/moscow');
    await markPage(page);
    await clickLinkTo(page, '/atlantis/events');
    await expect(page.getByRole('heading', { name: 'У нас нет такого города' })).toBeVisible();
    await expect(page).toHaveTitle('Ошибка');

    await page.goBack();
    await expect(page).toHaveURL(`${HOST_URL}/moscow`);
    await expect(page.getByRole('heading', { level: 1, name: 'Куда сходить в Москве' })).toBeVisible();

    await clickLinkTo(page, '/moscow/events/lists/best/yesterday');
    await expect(page.getByRole('heading', { name: 'У нас нет такой страницы' })).toBeVisible();

    await clickLinkTo(page, '/profile');
    await expect(page).toHaveURL(`${HOST_URL}/`);
    await expectSamePage(page);
  });
});

test.describe('router: listings', () => {
  test("a category the listing does not offer is the host's 404, without loading the listing page", async ({
    page,
  }) => {
    await page.goto('/moscow');
    await markPage(page);
    const loaded = new Set(filesOfExpose('mf-catalog', './city-page').js);
    const listingOwn = filesOfExpose('mf-catalog', './listing-page').js.filter((file) => !loaded.has(file));
    expect(listingOwn.length).toBeGreaterThan(0);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await clickLinkTo(page, '/moscow/events/listings/standup/concerts');
    const error = page.getByTestId('error-page');
    await expect(error.getByRole('heading', { name: 'У нас нет такой страницы' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Page Not Found: /moscow/events/listings/standup/concerts',
    );
    expect(requested.filter((url) => listingOwn.some((file) => url.endsWith(`/${file}`)))).toEqual([]);
    await expectSamePage(page);
  });
});

test.describe('router: scroll', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test('a new page opens at its top; back returns to where the list was left, forward to the top', async ({
    page,
  }) => {
    await page.goto('/moscow/events');
    await expect(page.getByTestId('events-count')).toBeVisible();
    await markPage(page);
    const card = page.locator('main a[href^="/moscow/events/"]').nth(4);
    // The list is left scrolled to its fifth card (the second row), clicked where it is (no scrolling by the test itself).
    const left = await card.evaluate((link) => {
      window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - 100);
      return Math.round(window.scrollY);
    });
    expect(left).toBeGreaterThan(100);
    await card.evaluate((link) => (link as HTMLAnchorElement).click());
    await expect(page).toHaveURL(/\/moscow\/events\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page.getByTestId('events-count')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(left);

    await page.goForward();
    await expect(page).toHaveURL(/\/moscow\/events\/[a-z0-9-]+$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expectSamePage(page);
  });
});
