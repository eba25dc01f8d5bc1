import { expect, type Page, test } from '@playwright/test';
import { servedConfig } from '../support/auth/host-config';
import { signIn, type TestSession } from '../support/session';
import { CARDS, subscriptionStatusOf } from '../support/subscription/premium';

/**
 * The purchase flow on /subscription through the host, the real API and the YooKassa stand-in's widget (loaded
 * from the runtime config's yookassa.widgetUrl only when a payment starts).
 */

const planList = (page: Page) => page.getByTestId('plan-list');
const widgetForm = (page: Page) => page.getByTestId('yookassa-stand-in-form');

async function openPurchasePage(page: Page) {
  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-page')).toBeVisible();
  await expect(planList(page)).toBeVisible();
}

/** Picks a plan, asks to buy it and gives the email the new phone user does not have yet. */
async function startPayment(page: Page, planName: RegExp, email: string) {
  await planList(page).getByRole('radio', { name: planName }).check();
  await page.getByTestId('purchase').click();
  const form = page.getByTestId('email-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Электронная почта').fill(email);
  await form.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(widgetForm(page)).toBeVisible();
}

async function pay(page: Page, card: string) {
  await widgetForm(page).getByLabel('Номер карты').fill(card);
  await widgetForm(page)
    .getByRole('button', { name: /Заплатить/ })
    .click();
}

test.describe('subscription purchase', () => {
  let session: TestSession;

  test('a signed-in user pays with the widget, gets premium from the API and the dating paywall turns into the app prompt', async ({
    page,
    context,
  }, testInfo) => {
    session = await signIn(context);
    const widgetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/checkout-widget.js')) widgetRequests.push(request.url());
    });
    await openPurchasePage(page);

    // Plans in reverse server order, 'Популярное' on the month plan, which is preselected.
    const radios = planList(page).getByRole('radio');
    await expect(radios).toHaveCount(3);
    await expect(radios.nth(0)).toHaveAccessibleName(/Премиум на год/);
    await expect(radios.nth(1)).toHaveAccessibleName(/Премиум на месяц/);
    await expect(radios.nth(2)).toHaveAccessibleName(/Премиум на неделю/);
    await expect(planList(page).getByRole('radio', { name: /Премиум на месяц/ })).toBeChecked();
    await expect(page.locator('[data-plan="site_month_577"]')).toContainText('Популярное');
    await expect(page.locator('[data-plan="site_year_3229"]')).toContainText(
      'Сообщество и бесплатные проходки',
    );
    await expect(page.getByRole('link', { name: 'здесь' })).toHaveAttribute('href', '/documents');
    expect(widgetRequests).toHaveLength(0);
    await page.screenshot({ path: testInfo.outputPath('01-subscription-page.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('01-subscription-page-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    // An invalid address does nothing.
    await planList(page)
      .getByRole('radio', { name: /Премиум на год/ })
      .check();
    await page.getByTestId('purchase').click();
    const emailForm = page.getByTestId('email-form');
    await emailForm.getByLabel('Электронная почта').fill('anna@');
    await emailForm.getByRole('button', { name: 'Перейти к оплате' }).click();
    await expect(emailForm).toBeVisible();
    await expect(widgetForm(page)).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('02-email.png') });

    await emailForm.getByLabel('Электронная почта').fill('anna@example.ru');
    await emailForm.getByRole('button', { name: 'Перейти к оплате' }).click();
    await expect(widgetForm(page)).toBeVisible();
    expect(widgetRequests).toHaveLength(1);
    await expect(widgetForm(page)).toContainText('website;site_year_3229;anna@example.ru');
    await expect(widgetForm(page).getByRole('button', { name: /Заплатить/ })).toHaveText(
      'Заплатить 3229.00 ₽',
    );
    await expect(page.getByTestId('payment-progress')).toContainText('Ждем оплату');
    await page.screenshot({ path: testInfo.outputPath('03-widget.png') });

    await pay(page, CARDS.success);
    const result = page.getByTestId('payment-result');
    await expect(result.getByRole('heading')).toHaveText('Подписка оформлена');
    // The stores config.json has links for: iOS, Android and RuStore (SPEC.md 2.6).
    const stores = Object.keys(servedConfig().appStores as Record<string, string>);
    await expect(result.locator('a[data-store]')).toHaveCount(stores.length);
    expect(
      await result.locator('a[data-store]').evaluateAll((links) => links.map((link) => link.dataset.store)),
    ).toEqual(stores);
    await page.screenshot({ path: testInfo.outputPath('04-result.png') });

    const status = await subscriptionStatusOf(session);
    expect(status.is_subscription_paid).toBe(true);
    expect(status.subscription_status_text).toMatch(/^Премиум на год до /);

    // The session was refreshed in place: a client-side navigation shows the premium paywall.
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await page.locator('header').getByRole('link', { name: 'Знакомства' }).click();
    const paywall = page.getByTestId('dating-paywall');
    await expect(paywall.getByRole('heading')).toHaveText('Скачай приложение, чтобы знакомиться');
    // iOS and Android badges (SPEC.md 2.6).
    await expect(paywall.locator('a[data-store]')).toHaveCount(2);
    await expect(paywall.locator('a[data-store="ios"]')).toBeVisible();
    await expect(paywall.locator('a[data-store="android"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('05-community-premium.png'), fullPage: true });

    // A premium user asking for the offer sees the status card instead of a purchase.
    await page
      .getByTestId('community-page')
      .getByRole('button', { name: /открыть анкету/ })
      .first()
      .click();
    const offer = page.getByRole('dialog', { name: 'У тебя уже есть Премиум' });
    await expect(offer).toBeVisible();
    await expect(offer.locator('[data-plan="active"]')).toContainText('Популярное');
    await expect(offer.locator('[data-plan="active"]')).toContainText(status.subscription_status_text);
    await expect(offer.getByRole('radio')).toHaveCount(0);
  });

  test('a declined card says Платеж отменен and grants nothing', async ({ page, context }, testInfo) => {
    session = await signIn(context);
    await openPurchasePage(page);
    await startPayment(page, /Премиум на месяц/, 'ivan@example.ru');
    await pay(page, CARDS.declined);
    const notice = page.getByTestId('purchase-notice');
    await expect(notice).toContainText('Платеж отменен');
    await expect(widgetForm(page)).toHaveCount(0);
    // The plan stays selected for another try.
    await expect(planList(page).getByRole('radio', { name: /Премиум на месяц/ })).toBeChecked();
    await page.screenshot({ path: testInfo.outputPath('declined.png') });
    expect((await subscriptionStatusOf(session)).is_subscription_paid).toBe(false);
  });

  test('closing the widget clears the payment and the plan selection', async ({ page, context }) => {
    session = await signIn(context);
    await openPurchasePage(page);
    await startPayment(page, /Премиум на неделю/, 'olga@example.ru');
    await page.getByRole('button', { name: 'Закрыть' }).last().click();
    await expect(widgetForm(page)).toHaveCount(0);
    await expect(planList(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByTestId('purchase')).toBeDisabled();
    // The address given once is kept for the next try: the widget opens straight away.
    await planList(page)
      .getByRole('radio', { name: /Премиум на неделю/ })
      .check();
    await page.getByTestId('purchase').click();
    await expect(widgetForm(page)).toBeVisible();
  });

  test('an anonymous visitor who picks a plan is sent to login with redirect subscription', async ({
    page,
  }) => {
    await openPurchasePage(page);
    await planList(page)
      .getByRole('radio', { name: /Премиум на год/ })
      .check();
    await page.getByTestId('purchase').click();
    await expect(page.locator('[data-modal="login"]')).toBeAttached();
    await expect(page.getByTestId('email-form')).toHaveCount(0);
    await expect(widgetForm(page)).toHaveCount(0);
  });
});
