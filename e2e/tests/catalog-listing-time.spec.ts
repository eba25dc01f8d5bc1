import { expect, test } from '@playwright/test';
import { HOST_URL } from '../support/ports';

// SPEC.md 2.1: a listing, optionally a category, then optionally a time. The time may follow the listing directly
// (issue 22: '/{city}/events/listings/{slug}/{time}' answered 404 after the router change).
test.describe('catalog: listing routes with and without a category before the time', () => {
  test('serves a listing, a listing with a time, and a listing with a category and a time; 404 for anything else', async ({
    page,
    request,
  }) => {
    const shapes = [
      ['/saint-petersburg/events/listings/standup', 'Стендап'],
      ['/saint-petersburg/events/listings/standup/weekend', 'на выходных'],
      ['/moscow/events/listings/concerts/today', 'сегодня'],
      ['/moscow/events/listings/concerts/concerts/weekend', 'на выходных'],
    ] as const;
    for (const [path, title] of shapes) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('data-testid="listing-title"');
      expect(html, path).toContain(title);
    }
    for (const path of [
      '/moscow/events/listings/concerts/someday',
      '/moscow/events/listings/concerts/weekend/today',
      '/moscow/events/listings/concerts/concerts/someday',
      // A category or time the listing does not offer (its chips never link there).
      '/moscow/events/listings/concerts/standup',
      '/moscow/events/listings/concerts/standup/weekend',
      '/moscow/events/listings/weekend/today',
      '/moscow/events/lists/weekend/today',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }

    // The chips keep the time when a category is picked, and the category when a time is.
    await page.goto('/saint-petersburg/events/listings/standup/weekend');
    await expect(page.getByTestId('listing-title')).toContainText('на выходных');
    await expect(page.locator('a[data-chip="weekend"]')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('a[data-chip="all"]')).toHaveAttribute('aria-current', 'true');
    await page.locator('a[data-chip="today"]').click();
    await expect(page).toHaveURL(`${HOST_URL}/saint-petersburg/events/listings/standup/today`);
    await expect(page.getByTestId('listing-title')).toContainText('сегодня');
    await page.locator('a[data-chip="any-time"]').click();
    await expect(page).toHaveURL(`${HOST_URL}/saint-petersburg/events/listings/standup`);
  });

  test("a holiday listing links its city's articles in the server's HTML, and no heading where there are none", async ({
    request,
  }) => {
    const kazan = await (await request.get('/kazan/events/listings/halloween')).text();
    expect(kazan).toContain('Статьи к празднику');
    for (const slug of ['kuda-skhodit-na-khellouin-v-kazani', 'strashnye-kvesty-kazani']) {
      expect(kazan).toContain(`href="/blog/${slug}"`);
    }
    const moscow = await (await request.get('/moscow/events/listings/halloween')).text();
    expect(moscow).not.toContain('Статьи к празднику');
    const concerts = await (await request.get('/kazan/events/listings/concerts')).text();
    expect(concerts).not.toContain('Статьи к празднику');
  });
});
