import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session';
import { openOfferFromCommunity } from '../support/subscription/offer';
import { CARDS } from '../support/subscription/premium';

/**
 * A keyboard through the purchase: each view of the offer that replaces the focused control (the email form, the
 * plans after the widget, the result) takes focus, so that it never falls to the page's body — out of a modal,
 * and away from where a screen reader was.
 */

const widgetForm = (page: Page) => page.getByTestId('yookassa-stand-in-form');
const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('on /subscription focus follows the purchase from the plans to the email form, the widget and the result', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/subscription');
  const offer = page.locator('[data-offer-view]');
  await expect(offer).toHaveAttribute('data-offer-view', 'plans');

  await page.getByTestId('purchase').focus();
  await page.keyboard.press('Enter');
  const email = page.getByTestId('email-form').getByLabel('Электронная почта');
  await expect(email).toBeFocused();

  // Back to the plans: focus stays in the offer.
  await page.getByTestId('email-form').getByRole('button', { name: 'Назад' }).press('Enter');
  await expect(offer).toHaveAttribute('data-offer-view', 'plans');
  expect(await focusIsOnBody(page)).toBe(false);
  await expect(offer).toBeFocused();

  await page.getByTestId('purchase').press('Enter');
  await expect(email).toBeFocused();
  await page.keyboard.type('anna@example.ru');
  await page.keyboard.press('Enter');
  await expect(widgetForm(page)).toBeVisible();

  // The widget closed without paying: the plans again, with focus in them.
  await page.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(offer).toHaveAttribute('data-offer-view', 'plans');
  expect(await focusIsOnBody(page)).toBe(false);

  // The close cleared the plan (SPEC.md 4): pick one again with the keyboard.
  const month = page.getByTestId('plan-list').getByRole('radio', { name: /Премиум на месяц/ });
  await month.focus();
  await page.keyboard.press('Space');
  await expect(month).toBeChecked();
  await page.getByTestId('purchase').press('Enter');
  await expect(widgetForm(page)).toBeVisible();
  await widgetForm(page).getByLabel('Номер карты').fill(CARDS.success);
  await widgetForm(page)
    .getByRole('button', { name: /Заплатить/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Подписка оформлена' })).toBeFocused({ timeout: 15_000 });
});

test('in the offer modal the email form takes focus and Tab stays in the dialog', async ({
  page,
  context,
}) => {
  await signIn(context);
  const dialog = await openOfferFromCommunity(page, '?offer_variant=1');
  await dialog.getByTestId('purchase').press('Enter');
  await expect(dialog.getByLabel('Электронная почта')).toBeFocused();
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
});
