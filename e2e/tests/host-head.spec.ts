import { expect, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { HOST_URL } from '../support/ports';
import { pageKinds } from './catalog-support';

/** The journal's articles: their pages are Open Graph articles, every other page a website. */
const ARTICLE_KINDS = new Set(['article', 'city weekend article', 'guide']);

const ogOf = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

test.describe('the head: Open Graph', () => {
  test('every page says its type, the brand and the locale', async ({ request }) => {
    const { brand } = (await (await request.get('/config.json')).json()) as { brand: string };
    for (const { kind, path } of await pageKinds()) {
      const html = await (await request.get(path)).text();
      expect(ogOf(html, 'og:type'), kind).toBe(ARTICLE_KINDS.has(kind) ? 'article' : 'website');
      expect(ogOf(html, 'og:site_name'), kind).toBe(brand);
      expect(ogOf(html, 'og:locale'), kind).toBe('ru_RU');
    }
  });
});

test.describe('the head: error pages', () => {
  const MISSING = [
    '/no/such/page',
    '/atlantis',
    '/moscow/events/no-such-event-anywhere',
    '/blog/no-such-article',
  ];

  test('name no address of their own: no canonical, no og:url, noindex', async ({ request }) => {
    for (const path of MISSING) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).not.toContain('rel="canonical"');
      expect(head, path).not.toContain('og:url');
      expect(head, path).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });

  test('keep none once the app has started, nor after a navigation in place; the next page has its own', async ({
    page,
  }) => {
    const canonical = page.locator('head link[rel="canonical"]');
    const ogUrl = page.locator('head meta[property="og:url"]');
    await page.goto('/no/such/page');
    await appStarted(page);
    await expect(page.getByTestId('error-page')).toBeVisible();
    await expect(canonical).toHaveCount(0);
    await expect(ogUrl).toHaveCount(0);

    await page.getByRole('link', { name: 'Вернуться на главную' }).click();
    await expect(page.locator('#cities')).toBeVisible();
    await expect(canonical).toHaveAttribute('href', `${HOST_URL}/`);
    await expect(ogUrl).toHaveAttribute('content', `${HOST_URL}/`);

    // A link of the app to a missing page: the error page replaces the page in place.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/moscow/events/lists/best/yesterday';
      link.id = 'head-test-link';
      link.textContent = 'test link';
      document.body.append(link);
    });
    await page.locator('#head-test-link').click();
    await expect(page.getByTestId('error-page')).toBeVisible();
    await expect(page).toHaveTitle('Ошибка');
    await expect(canonical).toHaveCount(0);
    await expect(ogUrl).toHaveCount(0);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
