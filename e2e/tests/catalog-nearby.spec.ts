import { expect, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { API_URL, HOST_URL } from '../support/ports';
import { api } from './catalog-support';

/** Манежная площадь, in the middle of Moscow. */
const HERE = { latitude: 55.7558, longitude: 37.6173 };

/** «350 м», «1,2 км», «12 км» back to meters (to the precision shown). */
function meters(text: string): number {
  const [, number = '', unit] = /^([\d\s\u00a0\u202f,]+)\s*(м|км)$/u.exec(text.trim()) ?? [];
  const value = Number(number.replace(/[\s\u00a0\u202f]/gu, '').replace(',', '.'));
  return unit === 'км' ? value * 1000 : value;
}

async function distancesOn(page: Page): Promise<number[]> {
  return (await page.getByTestId('nearby').getByTestId('distance').allTextContents()).map(meters);
}

/** Every request that carried a position went to the API, never to the site's server. */
function positionRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/[?&]lat=/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test.describe('catalog: nearby, position granted', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'] });

  test('the places list shows the nearest places first, each with its distance; the radius narrows it', async ({
    page,
  }, testInfo) => {
    const positions = positionRequests(page);
    await page.goto('/moscow/places');
    await appStarted(page);
    const usual = page.getByRole('list', { name: 'Места', exact: true });
    await expect(usual).toBeVisible();
    await page.getByRole('button', { name: 'Рядом со мной' }).click();

    const count = page.getByTestId('nearby-count');
    await expect(count).toContainText('в радиусе 3 км');
    await expect(usual).toHaveCount(0);
    const distances = await distancesOn(page);
    expect(distances.length).toBeGreaterThan(2);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(3000);
    // The same places as the API answers for this point, in its order.
    const expected = await api<{ items: { title: string }[] }>(
      `/places?city=moscow&lat=${HERE.latitude}&lon=${HERE.longitude}&radius=3000&per_page=24`,
    );
    const cards = page.getByRole('list', { name: 'Места рядом' }).getByRole('heading', { level: 3 });
    await expect(cards).toHaveText(expected.items.map((item) => item.title));
    await page.screenshot({ path: testInfo.outputPath('nearby-places.png'), fullPage: true });

    await page.getByRole('button', { name: '1 км', exact: true }).click();
    await expect(count).toContainText('в радиусе 1 км');
    const near = await distancesOn(page);
    expect(near.length).toBeLessThan(distances.length);
    expect(near.every((distance) => distance <= 1000)).toBe(true);

    await page.getByRole('button', { name: 'Весь список' }).click();
    await expect(usual).toBeVisible();
    await expect(page.getByTestId('nearby').getByTestId('distance')).toHaveCount(0);

    expect(positions.length).toBeGreaterThan(0);
    expect(positions.every((url) => url.startsWith(API_URL))).toBe(true);
    // The page the server sends stays the one everybody gets: no distances in it.
    const html = await (await fetch(`${HOST_URL}/moscow/places`)).text();
    expect(html).toContain('Рядом со мной');
    expect(html).not.toContain('data-testid="distance"');
  });

  test('the events list shows events of today and tomorrow nearby, nearest first', async ({ page }) => {
    await page.goto('/moscow/events');
    await appStarted(page);
    await page.getByRole('button', { name: 'Рядом со мной' }).click();
    await page.getByRole('button', { name: '10 км', exact: true }).click();
    await expect(page.getByTestId('nearby-count')).toContainText('сегодня и завтра в радиусе 10 км');
    const distances = await distancesOn(page);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

test.describe('catalog: nearby, position refused', () => {
  test.use({ permissions: [] });

  test('the message says why and the usual list stays', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/moscow/places');
    await appStarted(page);
    const usual = page.getByRole('list', { name: 'Места', exact: true });
    const before = await usual.getByRole('listitem').count();
    await page.getByRole('button', { name: 'Рядом со мной' }).click();
    await expect(page.getByTestId('nearby-problem')).toContainText('Нет доступа к геопозиции');
    await expect(usual.getByRole('listitem')).toHaveCount(before);
    await expect(page.getByTestId('nearby').getByTestId('distance')).toHaveCount(0);
  });
});
