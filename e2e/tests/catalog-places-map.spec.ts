import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { sparePort } from '../support/ports';
import { copyDist, type StaticServer, startHost } from '../support/stack';

const YMAPS = 'https://api-maps.yandex.ru/**';

/** A stand-in for the ymaps3 script: the classes the page uses, drawing each marker into the container. */
const YMAPS_STAND_IN = `
  class Child { constructor(props, element) { this.element = element; } }
  class YMap {
    constructor(container) { this.container = container; container.dataset.ymap = 'drawn'; }
    addChild(child) { if (child.element) this.container.append(child.element); }
    destroy() { this.container.replaceChildren(); }
  }
  window.ymaps3 = {
    ready: Promise.resolve(),
    YMap,
    YMapDefaultSchemeLayer: Child,
    YMapDefaultFeaturesLayer: Child,
    YMapMarker: Child,
  };
`;

async function expectAddressFallback(page: Page, notice: RegExp) {
  const fallback = page.getByTestId('places-map-fallback');
  await expect(fallback.getByRole('heading', { name: 'Адреса на карте' })).toBeVisible();
  await expect(fallback.getByTestId('places-map-notice')).toHaveText(notice);
  const cards = await page.locator('a[data-place]').count();
  expect(cards).toBeGreaterThan(0);
  await expect(fallback.getByRole('listitem')).toHaveCount(cards);
  const first = fallback.getByRole('listitem').first();
  const title = (await first.getByRole('link').first().textContent()) ?? '';
  const byAddress = first.getByRole('link', { name: `Открыть в Яндекс Картах: ${title}` });
  await expect(byAddress).toHaveAttribute('href', /^https:\/\/yandex\.ru\/maps\/\?text=/);
  await expect(byAddress).toHaveAttribute('target', '_blank');
  await expect(first.getByRole('link', { name: `По координатам: ${title}` })).toHaveAttribute(
    'href',
    /^https:\/\/yandex\.ru\/maps\/\?pt=\d+\.\d+,\d+\.\d+&z=16&l=map$/,
  );
}

test.describe('catalog: the places map', () => {
  test('without a key: the addresses with links to Yandex Maps, from the first HTML on', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/moscow/places')).text();
    expect(html).toContain('Адреса на карте');
    await page.goto('/moscow/places');
    await expectAddressFallback(page, /^Карта на сайте не подключена/);
    await expect(page.getByTestId('places-map')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Загрузить карту' })).toHaveCount(0);
  });

  test.describe('with a key', () => {
    let host: { dir: string; remove: () => void };
    let server: StaticServer;
    const port = sparePort(60);

    test.beforeAll(async () => {
      host = copyDist('host');
      const file = path.join(host.dir, 'config.json');
      const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(file, JSON.stringify({ ...config, maps: { apiKey: 'e2e-maps-key' } }));
      server = await startHost(host.dir, port);
    });

    test.afterAll(async () => {
      await server?.close();
      host?.remove();
    });

    test('loading, then the map with every place', async ({ page }) => {
      let release!: () => void;
      const scriptAsked = new Promise<void>((resolve) => (release = resolve));
      await page.route(YMAPS, async (route) => {
        expect(route.request().url()).toContain('apikey=e2e-maps-key&lang=ru_RU');
        release();
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.fulfill({ contentType: 'text/javascript', body: YMAPS_STAND_IN });
      });
      await page.goto(`http://localhost:${port}/moscow/places`);
      const map = page.getByTestId('places-map');
      await scriptAsked;
      await expect(page.locator('[data-map-status="loading"][aria-busy="true"]')).toBeAttached();
      await expect(page.locator('[data-map-status="loaded"][aria-busy="false"]')).toBeAttached();
      // Every place on the page but a secret one, which a visitor without premium gets with no whereabouts.
      await expect(map.locator('[data-ymap="drawn"] a')).toHaveCount(
        await page.locator('a[data-place]').filter({ hasNotText: 'Адрес — по подписке' }).count(),
      );
      await expect(page.getByTestId('places-map-fallback')).toHaveCount(0);
    });

    test('a script that fails: the addresses, and a retry that can still bring the map', async ({ page }) => {
      let fail = true;
      await page.route(YMAPS, (route) =>
        fail
          ? route.abort('connectionrefused')
          : route.fulfill({ contentType: 'text/javascript', body: YMAPS_STAND_IN }),
      );
      await page.goto(`http://localhost:${port}/moscow/places`);
      await expectAddressFallback(page, /^Карта не загрузилась/);
      fail = false;
      await page.getByRole('button', { name: 'Загрузить карту' }).click();
      await expect(page.getByTestId('places-map')).toHaveAttribute('data-map-status', 'loaded');
    });

    test('a script that never answers: the addresses after the time-out', async ({ page }) => {
      await page.route(YMAPS, () => {
        // Never answered, like a blocked or hanging CDN.
      });
      await page.goto(`http://localhost:${port}/moscow/places`);
      await expect(page.getByTestId('places-map')).toHaveAttribute('data-map-status', 'loading');
      await expect(page.getByTestId('places-map-fallback')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('places-map-notice')).toHaveText(/^Карта не загрузилась/);
    });
  });
});
