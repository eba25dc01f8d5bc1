import { expect, test } from '@playwright/test';

test.describe('the error page on a narrow phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('«Вернуться на главную» grows with its text when it wraps, the text clear of its edges', async ({
    page,
  }, testInfo) => {
    await page.goto('/no/such/page');
    const home = page.getByTestId('error-page').getByRole('link', { name: 'Вернуться на главную' });
    await expect(home).toBeVisible();
    const { box, text } = await home.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      const outer = link.getBoundingClientRect();
      const inner = range.getBoundingClientRect();
      return {
        box: { top: outer.top, bottom: outer.bottom, lines: lines.size },
        text: { top: inner.top, bottom: inner.bottom },
      };
    });
    await testInfo.attach('error page at 320 px', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    // At 320 px it is two lines: the pill holds both with room above and below.
    expect(box.lines).toBe(2);
    expect(text.top - box.top).toBeGreaterThanOrEqual(6);
    expect(box.bottom - text.bottom).toBeGreaterThanOrEqual(6);
  });
});
