import { expect, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { API_URL } from '../support/ports';

/**
 * The API refuses a query with control characters (400, which no retry mends): the page drops them before it uses
 * the query, in its title, its field and its search, the server and the browser alike.
 */
async function expectQueryRead(page: Page, { field, title }: { field: string; title: RegExp }) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск · Москва');
  await expect(page.getByRole('searchbox', { name: 'Событие, место или статья' })).toHaveValue(field);
  await expect(page).toHaveTitle(title);
  await expect(page.getByTestId('error-state')).toHaveCount(0);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`catalog: a search query with control characters, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('alone: the empty search with its hint; around words: the words are searched', async ({ page }) => {
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(`${API_URL}/`) && response.status() === 400)
          refused.push(response.url());
      });
      await page.goto('/moscow/search?q=%00%01');
      if (javaScriptEnabled) await appStarted(page);
      await expectQueryRead(page, { field: '', title: /^Поиск по афише — Москва/ });
      await expect(page.getByText('Что ищем?')).toBeVisible();
      await expect(page.getByText('Введи хотя бы две буквы. Можно попробовать:')).toBeVisible();

      await page.goto('/moscow/search?q=%00%D0%B1%D0%B0%D1%80%01');
      if (javaScriptEnabled) await appStarted(page);
      await expectQueryRead(page, { field: 'бар', title: /^«бар» — поиск по афише, Москва/ });
      await expect(page.getByTestId('search-results').or(page.getByTestId('empty-state'))).toBeVisible();
      expect(refused).toEqual([]);
    });
  });
}
