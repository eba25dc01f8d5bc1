import { expect, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { API_URL, HOST_URL } from '../support/ports';
import { api, moscowDay } from './catalog-support';

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

/** The titles the API gives around HERE for this list's query (`/events?…` or `/places?…`), nearest first. */
async function nearbyTitles(path: string, radius: number): Promise<string[]> {
  const near = `lat=${HERE.latitude}&lon=${HERE.longitude}&radius=${radius}&per_page=24`;
  return (await api<{ items: { title: string }[] }>(`${path}&${near}`)).items.map((item) => item.title);
}

/** The nearby list shows these titles in this order, or says it has none. */
async function expectNearby(page: Page, list: 'События рядом' | 'Места рядом', titles: string[]) {
  if (titles.length === 0) {
    await expect(page.getByTestId('nearby').getByTestId('empty-state')).toBeVisible();
  } else {
    await expect(page.getByRole('list', { name: list }).getByRole('heading', { level: 3 })).toHaveText(
      titles,
    );
  }
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

test.describe('catalog: nearby keeps to the filters the list shows', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'] });

  test('the events list: its filters apply nearby; a chip changed there narrows the nearby list in place', async ({
    page,
  }) => {
    const window = (from: number, to: number) => `date_start=${moscowDay(from)}&date_end=${moscowDay(to)}`;
    // With no dates chosen, nearby is today and tomorrow, what is on already included.
    const soon = `${window(0, 1)}&show_past=1`;
    const free = await nearbyTitles(`/events?city=moscow&cost_start=0&cost_end=0&${soon}`, 10_000);
    const all = await nearbyTitles(`/events?city=moscow&${soon}`, 10_000);
    expect(free, 'the seed has paid events nearby, so the filter tells the lists apart').not.toEqual(all);

    await page.goto('/moscow/events?price=free');
    await appStarted(page);
    await page.getByRole('button', { name: 'Рядом со мной' }).click();
    await page.getByRole('button', { name: '10 км', exact: true }).click();
    await expectNearby(page, 'События рядом', free);
    if (free.length > 0) {
      await expect(page.getByTestId('nearby-count')).toContainText('на сегодня и завтра в радиусе 10 км');
    }
    await expect(page.getByRole('link', { name: 'Сбросить фильтры (1)' })).toBeVisible();

    const panel = page.getByTestId('events-filters-panel');
    await panel.getByRole('link', { name: 'Сегодня', exact: true }).click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?date=today&price=free`);
    const today = await nearbyTitles(`/events?city=moscow&cost_start=0&cost_end=0&${window(0, 0)}`, 10_000);
    await expectNearby(page, 'События рядом', today);
    await expect(page.getByTestId('nearby')).toContainText(
      today.length > 0 ? 'на сегодня в радиусе 10 км' : 'В радиусе 10 км таких событий на сегодня нет',
    );
    await expect(page.getByRole('button', { name: 'Рядом со мной' })).toHaveAttribute('aria-pressed', 'true');

    // «Сбросить фильтры»: nearby stays, for every event of today and tomorrow.
    await panel.getByRole('link', { name: /Сбросить фильтры/ }).click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events`);
    await expectNearby(page, 'События рядом', all);
  });

  test('the places list: nearby keeps to its category, and follows another one chosen', async ({ page }) => {
    const bars = await nearbyTitles('/places?city=moscow&place_category=bar', 3000);
    const all = await nearbyTitles('/places?city=moscow', 3000);
    expect(bars).not.toEqual(all);

    await page.goto('/moscow/places?category=bar');
    await appStarted(page);
    await page.getByRole('button', { name: 'Рядом со мной' }).click();
    await expectNearby(page, 'Места рядом', bars);

    await page
      .getByRole('navigation', { name: 'Категории мест' })
      .getByRole('link', { name: 'Все', exact: true })
      .click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/places`);
    await expectNearby(page, 'Места рядом', all);
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
