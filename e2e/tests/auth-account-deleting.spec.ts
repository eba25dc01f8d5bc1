import { expect, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { refuseFirstDeletion } from '../support/auth/fresh-sign-in';
import { apiAccepts, collectGoals, signInInModal } from '../support/auth/login';
import { HOST_URL } from '../support/ports';
import { signIn, uniquePhone } from '../support/session';

const QUESTION = 'Точно удалить аккаунт? Это нельзя отменить.';

test.describe('account deletion', () => {
  test('the sign-in the deletion asked for returns to it, not to onboarding, for an account without a name', async ({
    page,
    context,
  }) => {
    // Signed in by phone and onboarding skipped: no name, no birth date (the profile says «Без имени»).
    const session = await signIn(context);
    await refuseFirstDeletion(context, HOST_URL);
    const goals = collectGoals(page);
    await page.goto('/services/account-deleting');
    await appStarted(page);
    const content = page.getByTestId('account-deleting-page');
    const confirm = content.getByRole('button', { name: 'Да, удалить навсегда' });
    await content.getByTestId('delete-account').click();
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(content.getByText('Для удаления аккаунта войди ещё раз — это займёт минуту.')).toBeVisible();

    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await signInInModal(modal, session.phone);
    await expect.poll(() => goals).toContain('uspeshnaya-avtorizaciya');
    // The host's outlet would hold the onboarding modal from the moment it was asked for.
    await expect(page.locator('[data-modal]')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: /Анкета знакомств/ })).toHaveCount(0);

    await expect(content.getByRole('alertdialog', { name: QUESTION })).toBeVisible();
    // The closed login modal gives the focus back to the button that was pressed, not to <body>.
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(content.getByTestId('account-deleted')).toContainText('Аккаунт удалён');
    expect(await apiAccepts(session.accessToken)).toBe(false);
  });

  test('signed in from the page’s «Войти», which the deletion then replaces, the focus goes to «Удалить аккаунт»', async ({
    page,
  }) => {
    await page.goto('/services/account-deleting');
    await appStarted(page);
    const content = page.getByTestId('account-deleting-page');
    await content.getByRole('button', { name: 'Войти' }).click();
    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await signInInModal(modal, uniquePhone());
    await expect(page.locator('[data-modal]')).toHaveCount(0);
    await expect(content.getByTestId('delete-account')).toBeFocused();
  });

  test('by keyboard: the focus follows the confirmation, Escape closes it, and the result takes it', async ({
    page,
    context,
  }) => {
    const session = await signIn(context);
    await page.goto('/services/account-deleting');
    await appStarted(page);
    const content = page.getByTestId('account-deleting-page');
    const deleteButton = content.getByRole('button', { name: 'Удалить аккаунт' });
    const confirmation = content.getByRole('alertdialog', { name: QUESTION });

    await deleteButton.focus();
    await page.keyboard.press('Enter');
    await expect(confirmation).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirmation).toHaveCount(0);
    await expect(deleteButton).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(content.getByRole('button', { name: 'Оставить аккаунт' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(deleteButton).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(content.getByRole('button', { name: 'Да, удалить навсегда' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(content.getByTestId('account-deleted')).toBeFocused();
    await expect(content.getByTestId('account-deleted')).toContainText('Аккаунт удалён');
    expect(await apiAccepts(session.accessToken)).toBe(false);
  });
});
