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

  test('a category or a time names its page in its heading, title and description, each its own', async ({
    request,
  }) => {
    const heads = [
      [
        '/moscow/events/listings/concerts',
        'Концерты в Москве',
        'Концерты в Москве — афиша концертов и билеты | Kaver',
      ],
      [
        '/moscow/events/listings/concerts/weekend',
        'Концерты в Москве на выходных',
        'Концерты в Москве на выходных | Kaver',
      ],
      [
        '/moscow/events/listings/halloween/parties',
        'Хеллоуин в Москве: вечеринки',
        'Хеллоуин в Москве: вечеринки | Kaver',
      ],
      [
        '/moscow/events/listings/halloween/parties/weekend',
        'Хеллоуин в Москве: вечеринки на выходных',
        'Хеллоуин в Москве: вечеринки на выходных | Kaver',
      ],
    ] as const;
    const descriptions = new Set<string>();
    for (const [path, heading, title] of heads) {
      const html = (await (await request.get(path)).text()).replaceAll('<!-- -->', '');
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(/<h1[^>]*>(?:<span[^>]*>[^<]*<\/span>)?([^<]*)<\/h1>/.exec(html)?.[1], path).toBe(heading);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      if (path !== heads[0][0]) expect(description, path).toMatch(new RegExp(`^${heading}\\. `));
      descriptions.add(description);
    }
    expect(descriptions.size).toBe(heads.length);
  });

  test('the listing as its own category is the shorter page: same title, its canonical link names that page', async ({
    request,
  }) => {
    const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const pairs = [
      ['/moscow/events/listings/concerts/concerts/weekend', '/moscow/events/listings/concerts/weekend'],
      ['/moscow/events/listings/concerts/concerts', '/moscow/events/listings/concerts'],
    ] as const;
    for (const [duplicate, shorter] of pairs) {
      const twice = await (await request.get(duplicate)).text();
      const once = await (await request.get(shorter)).text();
      expect(canonicalOf(twice), duplicate).toBe(`${HOST_URL}${shorter}`);
      expect(canonicalOf(once), shorter).toBe(`${HOST_URL}${shorter}`);
      expect(titleOf(twice), duplicate).toBe(titleOf(once));
    }
    // A category that narrows the listing is a page of its own.
    const djSets = await (await request.get('/moscow/events/listings/nightlife/dj-sets/weekend')).text();
    expect(canonicalOf(djSets)).toBe(`${HOST_URL}/moscow/events/listings/nightlife/dj-sets/weekend`);
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
