import { expect, type Locator, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { API_URL, HOST_URL } from '../support/ports';
import { api, eventWithGallery } from './catalog-support';

/** The phone widths every layout check here runs at. */
const NARROW_WIDTHS = [320, 360];

/** The page does not scroll sideways, and no element matching `selector` leaves the screen. */
async function expectWithinScreen(page: Page, selector: string) {
  const overflow = await page.evaluate((selector) => {
    const width = window.innerWidth;
    return {
      width,
      scrollWidth: (document.scrollingElement as Element).scrollWidth,
      outside: [...document.querySelectorAll(selector)]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > width + 0.5))
        .map(
          ({ element, box }) =>
            `${element.tagName} «${(element.textContent ?? '').trim().slice(0, 40)}» ${Math.round(box.left)}–${Math.round(box.right)}`,
        ),
    };
  }, selector);
  expect(overflow.outside).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
}

/** An element's box on the screen, in px. */
const boxOf = (element: Locator) =>
  element.evaluate((node) => {
    const { top, bottom, left, right, width, height } = node.getBoundingClientRect();
    return { top, bottom, left, right, width, height };
  });

/** How many pages /moscow/search?q= has: the most of its events', places' and articles' (6 a page, as the page asks). */
async function searchPages(q: string): Promise<number> {
  const found = await api<Record<'events' | 'places' | 'articles', { total_pages: number }>>(
    `/search?city=moscow&q=${encodeURIComponent(q)}&per_page=6`,
  );
  return Math.max(found.events.total_pages, found.places.total_pages, found.articles.total_pages);
}

const searchUrl = (q: string, page?: number) =>
  `/moscow/search?q=${encodeURIComponent(q)}${page ? `&page=${page}` : ''}`;

/** The catalog's calls from the browser fail as on a lost connection. */
const failCatalogCalls = (page: Page) => page.route(`${API_URL}/kaver/web/v1/**`, (route) => route.abort());
const restoreCatalogCalls = (page: Page) => page.unroute(`${API_URL}/kaver/web/v1/**`);

test.describe('catalog ux: search past its last page', () => {
  for (const q of ['концерт', 'ве']) {
    test(`«${q}»: a page number past the last says there is none and leads to the first`, async ({
      page,
    }) => {
      const pages = await searchPages(q);
      expect(pages).toBeGreaterThan(0);
      for (const number of [pages + 1, 99]) {
        const answer = await page.goto(searchUrl(q, number));
        expect(answer?.status()).toBe(200);
        const state = page.getByTestId('empty-state');
        await expect(state.getByText(`Страницы ${number} нет`)).toBeVisible();
        await expect(state.getByText(`Всего страниц: ${pages}.`)).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Страницы' })).toHaveCount(0);
        await expect(page.getByTestId('search-results')).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      }
      await appStarted(page);
      await page.getByRole('link', { name: 'К первой странице' }).click();
      await expect(page).toHaveURL(`${HOST_URL}${searchUrl(q)}`);
      await expect(page.getByTestId('search-results')).toBeVisible();
    });
  }

  for (const width of NARROW_WIDTHS) {
    test(`the state fits a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(searchUrl('концерт', 99));
      await expect(page.getByText('Страницы 99 нет')).toBeVisible();
      await expectWithinScreen(page, '[data-testid="empty-state"], [data-testid="empty-state"] *');
    });
  }
});

test.describe('catalog ux: a long search query on a phone', () => {
  const QUERIES = [
    'https://kudago.com/msk/event/koncert-dzhazovyj-vecher/',
    'суперкалифрагилистикэкспиалидошесуперкалифрагилистик',
  ];
  for (const width of NARROW_WIDTHS) {
    for (const q of QUERIES) {
      test(`${width} px, «${q.slice(0, 24)}…»: nothing found is said inside the screen`, async ({ page }) => {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(searchUrl(q));
        const state = page.getByTestId('empty-state');
        await expect(state.getByText(`По запросу «${q}» ничего не нашлось`)).toBeVisible();
        // The state, its heading and buttons, the field that holds the query and the page's title line.
        await expectWithinScreen(
          page,
          '[data-testid="empty-state"], [data-testid="empty-state"] *, h1, form, form input, form button',
        );
        await expect(page.locator('input[name="q"]')).toHaveValue(q);
      });
    }
  }
});

test.describe('catalog ux: the share sheet on a phone', () => {
  for (const width of [...NARROW_WIDTHS, 390]) {
    test(`${width} px: every way to share fits, whole, with targets of a finger's size`, async ({ page }) => {
      const event = await eventWithGallery();
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/moscow/events/${event.slug}`);
      await appStarted(page);
      await page.getByTestId('event-page').getByTestId('share-button').click();
      const sheet = page.getByRole('dialog', { name: 'Хочу поделиться через' });
      await expect(sheet.getByRole('link', { name: 'Поделиться через Одноклассники' })).toBeVisible();

      // The sheet does not scroll sideways, nor does the page.
      const sheetScroll = await sheet.evaluate((node) => node.scrollWidth - node.clientWidth);
      expect(sheetScroll).toBeLessThanOrEqual(0);
      await expectWithinScreen(page, '[role="dialog"], [role="dialog"] a, [role="dialog"] button');

      const dialog = await boxOf(sheet);
      const targets = sheet.locator('a, button');
      for (const target of await targets.all()) {
        const name = (await target.getAttribute('aria-label')) ?? (await target.textContent());
        const box = await boxOf(target);
        expect(box.left, `${name} within the sheet`).toBeGreaterThanOrEqual(dialog.left - 0.5);
        expect(box.right, `${name} within the sheet`).toBeLessThanOrEqual(dialog.right + 0.5);
        expect(Math.min(box.width, box.height), `${name}: its smaller side`).toBeGreaterThanOrEqual(24);
        // Its label is whole: nothing of it cut at its edges.
        const cut = await target.evaluate((node) => node.scrollWidth - node.clientWidth);
        expect(cut, `${name} is not cut`).toBeLessThanOrEqual(0);
      }
      const close = await boxOf(sheet.getByRole('button', { name: 'Закрыть' }));
      expect(close.width).toBeGreaterThanOrEqual(44);
      expect(close.height).toBeGreaterThanOrEqual(44);
    });
  }
});

test.describe('catalog ux: a failed load is said once', () => {
  for (const width of NARROW_WIDTHS) {
    test(`${width} px, the city's journal: one error, apart from «Статьи», whose retry brings articles and guides`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/moscow');
      await appStarted(page);
      await failCatalogCalls(page);
      await page
        .getByRole('navigation', { name: 'Разделы', exact: true })
        .getByRole('link', { name: 'Журнал' })
        .click();
      await expect(page).toHaveURL(`${HOST_URL}/moscow/blog`);
      const error = page.getByTestId('error-state');
      await expect(error.first()).toBeVisible();
      await expect(error).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Попробовать ещё раз' })).toHaveCount(1);
      const heading = await boxOf(page.getByRole('heading', { level: 2, name: 'Статьи' }));
      const box = await boxOf(error);
      expect(box.top - heading.bottom).toBeGreaterThanOrEqual(8);
      await expectWithinScreen(page, '[data-testid="error-state"], [data-testid="error-state"] *');

      await restoreCatalogCalls(page);
      await page.getByRole('button', { name: 'Попробовать ещё раз' }).click();
      await expect(page.getByRole('list', { name: 'Статьи' })).toBeVisible();
      await expect(page.getByTestId('blog-guides')).toBeVisible();
      await expect(error).toHaveCount(0);
    });

    test(`${width} px, search: one error under the form, and its retry finds`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/moscow/search');
      await appStarted(page);
      await failCatalogCalls(page);
      await page.locator('input[name="q"]').fill('джаз');
      await page.getByRole('button', { name: 'Найти' }).click();
      await expect(page).toHaveURL(`${HOST_URL}${searchUrl('джаз')}`);
      const error = page.getByTestId('error-state');
      await expect(error.first()).toBeVisible();
      await expect(error).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Попробовать ещё раз' })).toHaveCount(1);
      const form = await boxOf(page.locator('form[action="/moscow/search"]'));
      expect((await boxOf(error)).top - form.bottom).toBeGreaterThanOrEqual(8);
      await expectWithinScreen(page, '[data-testid="error-state"], [data-testid="error-state"] *');

      await restoreCatalogCalls(page);
      await page.getByRole('button', { name: 'Попробовать ещё раз' }).click();
      await expect(page.getByTestId('search-results')).toBeVisible();
      await expect(error).toHaveCount(0);
    });
  }
});
