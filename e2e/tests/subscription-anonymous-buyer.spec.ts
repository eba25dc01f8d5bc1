import { expect, test } from '@playwright/test';
import { completeProfile, signInInModal } from '../support/auth/login';
import { headerProfile } from '../support/header';
import { HOST_URL } from '../support/ports';
import { signInThroughApi } from '../support/session';
import { openOfferFromCommunity } from '../support/subscription/offer';
import { CARDS, subscriptionStatusOf } from '../support/subscription/premium';

/**
 * An anonymous visitor picks a plan in the offer: the address gets ?redirect=subscription (through the host's
 * navigation), the login modal opens, and after the sign-in the offer comes back 500 ms later and the purchase
 * goes on with the plan that was chosen, up to the payment.
 */
test('the chosen plan survives the sign-in and the purchase continues with it', async ({ page }) => {
  // A known person (name and birth date given), so that the sign-in does not start the onboarding.
  const account = await signInThroughApi();
  await completeProfile(account.accessToken);

  let offer = await openOfferFromCommunity(page, '?offer_variant=1');
  await offer.getByRole('radio', { name: /Премиум на год/ }).check();
  await offer.getByRole('button', { name: 'Оформить подписку' }).click();

  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(`${HOST_URL}/community?offer_variant=1&redirect=subscription`);
  await signInInModal(modal, account.phone);
  await expect(modal).toHaveCount(0);

  // The offer is back and went on with the year plan: this account has no email yet, so the email form asks.
  offer = page.locator('[data-modal="subscription-offer"]').getByRole('dialog');
  const form = offer.getByTestId('email-form');
  await expect(form).toBeVisible();
  await expect(page).toHaveURL(`${HOST_URL}/community?offer_variant=1`);
  await form.getByLabel('Электронная почта').fill('buyer@example.ru');
  await form.getByRole('button', { name: 'Перейти к оплате' }).click();
  const widget = page.getByTestId('yookassa-stand-in-form');
  await expect(widget).toContainText('3229.00');
  await widget.getByLabel('Номер карты').fill(CARDS.success);
  await widget.getByRole('button', { name: /Заплатить/ }).click();
  await expect(offer.getByText('Подписка оформлена')).toBeVisible();
  const status = await subscriptionStatusOf(account);
  expect(status.is_subscription_paid).toBe(true);
  expect(status.subscription_status_text).toMatch(/^Премиум на год до/);
});

/**
 * The audit's case: an account with a name and a birth date but no email signs in by phone within seconds of the
 * login modal opening. The ?redirect=subscription the offer put in the address was for that login: it leaves as
 * the login ends (not seconds later, when a reload or a shared link would still carry it), while the purchase goes
 * on to the email form.
 */
for (const variant of [1, 2] as const) {
  test(`offer variant ${variant}: ?redirect=subscription leaves the address as soon as the sign-in is done`, async ({
    page,
  }) => {
    const account = await signInThroughApi();
    await completeProfile(account.accessToken);

    const offer = await openOfferFromCommunity(page, `?offer_variant=${variant}`);
    await offer.getByRole('button', { name: 'Оформить подписку' }).click();
    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(`${HOST_URL}/community?offer_variant=${variant}&redirect=subscription`);
    await signInInModal(modal, account.phone);
    await expect(modal).toHaveCount(0);

    // The address is clean right after the sign-in: the offer's 500 ms, not the seconds a timer of the login
    // modal's VK ID widget kept the page busy (the host's navigation waits for the page to settle).
    const clean = `${HOST_URL}/community?offer_variant=${variant}`;
    await expect(page).toHaveURL(clean, { timeout: 1_500 });
    // No email on the account: the purchase went on to the email form.
    await expect(
      page.locator('[data-modal="subscription-offer"]').getByRole('dialog').getByTestId('email-form'),
    ).toBeVisible();
    expect(page.url()).toBe(clean);

    // A reload (or the link shared) no longer carries the redirect.
    await page.reload();
    await expect(headerProfile(page)).toBeVisible();
    expect(page.url()).toBe(clean);
  });
}

test('closing the login modal gives the purchase up: the plan kept for it and ?redirect go', async ({
  page,
}) => {
  const offer = await openOfferFromCommunity(page, '?offer_variant=3');
  await offer.locator('[data-plan="site_week_199"]').getByRole('button', { name: 'Оформить' }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(sessionStorage.getItem('kaver:pending-plan') ?? '{}').planId),
  ).toBe('site_week_199');
  await expect(page).toHaveURL(`${HOST_URL}/community?offer_variant=3&redirect=subscription`);
  await page.getByTestId('login-modal').getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  await expect(page.locator('[data-modal="subscription-offer"]')).toHaveCount(0);
  // A later sign-in is for something else: nothing is left to continue (subscription-buyer-sign-in.spec.ts).
  await expect(page).toHaveURL(`${HOST_URL}/community?offer_variant=3`);
  expect(await page.evaluate(() => sessionStorage.getItem('kaver:pending-plan'))).toBeNull();
});

test('on /subscription the purchase goes on in the page after the sign-in, with no offer modal over it', async ({
  page,
}) => {
  const account = await signInThroughApi();
  await completeProfile(account.accessToken);

  await page.goto('/subscription');
  const plans = page.getByTestId('plan-list');
  await expect(plans).toBeVisible();
  await plans.getByRole('radio', { name: /Премиум на год/ }).check();
  await page.getByTestId('purchase').click();

  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(`${HOST_URL}/subscription`);
  await signInInModal(modal, account.phone);
  await expect(modal).toHaveCount(0);

  // The page went on with the year plan to the email form, once: the offer modal never came.
  await expect(page.getByTestId('email-form')).toHaveCount(1);
  await expect(page.getByTestId('subscription-page').getByTestId('email-form')).toBeVisible();
  // A login with redirect=subscription brings the offer back 500 ms after it (SPEC.md 9): longer than that, none.
  await page.waitForTimeout(800);
  await expect(page.locator('[data-modal="subscription-offer"]')).toHaveCount(0);
  await expect(page.getByTestId('email-form')).toHaveCount(1);
});
