import { expect, test } from '@playwright/test';
import { API_URL, HOST_URL } from '../support/ports';

test.describe('sitemap', () => {
  test('robots.txt names the absolute sitemap URL of the site', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const lines = (await robots.text()).trimEnd().split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines.filter((line) => /^sitemap:/i.test(line))).toEqual([`Sitemap: ${HOST_URL}/sitemap.xml`]);
  });

  test("/sitemap.xml is the API's, served by the host, and its pages open", async ({ request, page }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    expect(xml).toBe(await (await request.get(`${API_URL}/sitemap.xml`)).text());
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${HOST_URL}/moscow/events</loc>`);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.every((loc) => loc.startsWith(`${HOST_URL}/`))).toBe(true);

    const event = locs.find((loc) => /\/moscow\/events\/(?!listings\/|lists\/)[^/]+$/.test(loc))!;
    await page.goto(event);
    await expect(page.getByTestId('event-page').getByRole('heading', { level: 1 })).toBeVisible();
    const guide = locs.find((loc) => loc.includes('/guides/'))!;
    await page.goto(guide);
    await expect(page.getByTestId('article-page').getByRole('heading', { level: 1 })).toBeVisible();
  });
});
