import { expect, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { refuseFirstDeletion } from '../support/auth/fresh-sign-in';
import { apiAccepts, collectGoals, openLoginModal, signedInToken } from '../support/auth/login';
import { FIREBASE_EMULATOR_URL, VKID_STAND_IN_HOST } from '../support/auth/providers';
import { HOST_URL } from '../support/ports';
import { signIn } from '../support/session';

const DELETION_URL = `${HOST_URL}/services/account-deleting`;

/**
 * The fresh sign-in the account deletion asks for, done by a redirect that leaves the page: Firebase's when the
 * popup is blocked (back to the page it left), VK ID's in development (back to its redirectUrl, the site's root).
 * The new page opens the login modal for the return only; what the login was for is kept across the redirect.
 * The providers are the stack's auth stand-in, as in `npm start`; each sign-in is a new account, which the API
 * calls new and which has no birth date: any other login would open the onboarding.
 */
test.use({ ignoreHTTPSErrors: true });

/** On the deletion page, signed in by phone long ago: «Удалить аккаунт», then the login modal the API asks for. */
async function askForDeletionSignIn(page: Page) {
  await page.goto('/services/account-deleting');
  await appStarted(page);
  const content = page.getByTestId('account-deleting-page');
  await content.getByRole('button', { name: 'Удалить аккаунт' }).click();
  await content.getByRole('button', { name: 'Да, удалить навсегда' }).click();
  await expect(content.getByText('Для удаления аккаунта войди ещё раз — это займёт минуту.')).toBeVisible();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible({ timeout: 20_000 });
  return modal;
}

/** Signed in again, on the deletion page with no modal: the deletion goes through. */
async function backAtTheDeletion(page: Page, goals: string[]) {
  const token = await signedInToken(page);
  await expect.poll(() => goals).toContain('uspeshnaya-avtorizaciya');
  await expect(page).toHaveURL(DELETION_URL);
  // The host's outlet would hold the onboarding modal from the moment it was asked for.
  await expect(page.locator('[data-modal]')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: /Анкета знакомств/ })).toHaveCount(0);

  const content = page.getByTestId('account-deleting-page');
  // A new page: no control of it had the focus, and the deletion gives it to what the person presses next.
  await expect(content.getByRole('button', { name: 'Удалить аккаунт' })).toBeFocused();
  await content.getByRole('button', { name: 'Удалить аккаунт' }).click();
  await content.getByRole('button', { name: 'Да, удалить навсегда' }).click();
  await expect(content.getByTestId('account-deleted')).toContainText('Аккаунт удалён');
  expect(await apiAccepts(token)).toBe(false);
}

/** Google's sign-in by redirect, the popup being blocked: the IdP page, then back where it left. */
async function signInWithGoogleByRedirect(page: Page, modal: ReturnType<Page['getByTestId']>, from: string) {
  await modal.getByTestId('login-google').click();
  await page.waitForURL(`${FIREBASE_EMULATOR_URL}/emulator/auth/handler**`);
  await page.locator('#email-input').fill(`deleting-${Date.now()}@example.com`);
  await page.locator('#sign-in').click();
  await page.waitForURL(from);
}

test.describe('the sign-in the account deletion asked for, by redirect', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context);
    await refuseFirstDeletion(context, HOST_URL);
  });

  test("Firebase's redirect (popup blocked) comes back to the deletion, not to onboarding; the next login is ordinary", async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      window.open = () => null;
    });
    const goals = collectGoals(page);
    const modal = await askForDeletionSignIn(page);
    await signInWithGoogleByRedirect(page, modal, DELETION_URL);
    await backAtTheDeletion(page, goals);

    // What the deletion's login kept went with it: a new account signing in by redirect next gets onboarding.
    await page.goto('/');
    await appStarted(page);
    await signInWithGoogleByRedirect(page, await openLoginModal(page), `${HOST_URL}/`);
    await expect(page.getByRole('dialog', { name: /Анкета знакомств/ })).toBeVisible({ timeout: 20_000 });
  });

  test("VK ID's redirect comes back to its redirectUrl, then to the deletion, not to onboarding", async ({
    page,
  }) => {
    const goals = collectGoals(page);
    const modal = await askForDeletionSignIn(page);
    const widget = modal.getByTestId('vkid-one-tap');
    await expect(widget).toHaveAttribute('data-state', 'loaded');
    await widget.locator('iframe').contentFrame().locator('#one-tap-continue').click();
    await page.waitForURL(`https://${VKID_STAND_IN_HOST}/authorize?**`);
    await page.locator('#first-name').fill(`Вера${Date.now()}`);
    await page.locator('#allow').click();
    await page.waitForURL(/\/\?code=/);
    await backAtTheDeletion(page, goals);
  });
});
