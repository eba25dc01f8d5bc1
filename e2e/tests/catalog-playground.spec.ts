import { expect, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { HOST_URL } from '../support/ports';

/** The title of the event the page picked. */
const pickedTitle = (page: Page) => page.getByTestId('playground-result').locator('h3').first().textContent();

/** Picks an answer, as a visitor does: by its label. */
const choose = (page: Page, answer: string) => page.locator('label', { hasText: answer }).click();

// /playground is a GET form of the page: without JavaScript the server reads the answers from the address and
// renders the pick; with it, the app starts from the same answers and the server's pick.
test.describe('catalog: the playground', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('«Подобрать» gives the answers checked and the result; «Другой вариант» another event', async ({
      page,
    }) => {
      await page.goto('/playground');
      // The radios are drawn by their labels.
      await choose(page, 'Сегодня');
      await choose(page, '😂 Посмеяться');
      await page.getByRole('button', { name: 'Подобрать' }).click();
      await expect(page).toHaveURL(`${HOST_URL}/playground?when=today&mood=laugh&budget=any`);
      await expect(page.getByRole('radio', { name: 'Сегодня' })).toBeChecked();
      await expect(page.getByRole('radio', { name: '😂 Посмеяться' })).toBeChecked();
      await expect(page.getByRole('radio', { name: 'Неважно' })).toBeChecked();
      // An event, or the words that there is none for these answers: the server's answer either way.
      await expect(page.getByTestId('playground-result')).toBeVisible();

      // Tonight's party keeps today filled (the seed): an event, and another.
      await choose(page, '🎲 Удиви меня');
      await page.getByRole('button', { name: 'Подобрать' }).click();
      await expect(page).toHaveURL(`${HOST_URL}/playground?when=today&mood=any&budget=any`);
      const first = await pickedTitle(page);
      expect(first).toBeTruthy();
      await page.getByRole('button', { name: 'Другой вариант' }).click();
      await expect(page).toHaveURL(/\/playground\?when=today&mood=any&budget=any&shown=\d+$/);
      await expect(page.getByRole('radio', { name: '🎲 Удиви меня' })).toBeChecked();
      expect(await pickedTitle(page)).not.toBe(first);
    });

    test('a value the form does not offer is ignored', async ({ page }) => {
      const response = await page.goto('/playground?when=yesterday&mood=dance&budget=lots');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('radio', { name: 'Выходные' })).toBeChecked();
      await expect(page.getByRole('radio', { name: '💃 Потанцевать' })).toBeChecked();
      await expect(page.getByRole('radio', { name: 'Неважно' })).toBeChecked();
      await expect(page.getByTestId('playground-result')).toBeVisible();
    });
  });

  test("with JavaScript the app starts from the address's answers and the server's pick", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/playground?when=today&mood=any&budget=any');
    const served = await pickedTitle(page);
    expect(served).toBeTruthy();
    await appStarted(page);
    await expect(page.getByRole('radio', { name: 'Сегодня' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '🎲 Удиви меня' })).toBeChecked();
    expect(await pickedTitle(page)).toBe(served);
    expect(errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
    // Answered in place: the address stays.
    await choose(page, 'Завтра');
    await page.getByRole('button', { name: 'Подобрать' }).click();
    await expect(page.getByTestId('playground-result')).toBeVisible();
    await expect(page).toHaveURL(`${HOST_URL}/playground?when=today&mood=any&budget=any`);
  });
});
