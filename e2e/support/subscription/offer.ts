import { expect, type Page } from '@playwright/test';

/** Opens the subscription offer from a dating card on /community (with `query`), as a visitor does. */
export async function openOfferFromCommunity(page: Page, query = '') {
  await page.goto(`/community${query}`);
  await page
    .getByTestId('community-page')
    .getByRole('button', { name: /открыть анкету/ })
    .first()
    .click();
  const dialog = page.locator('[data-modal="subscription-offer"]').getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}
