import { expect, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { completeProfile } from '../support/auth/login';
import { signIn } from '../support/session';

test.describe('profile by keyboard', () => {
  test('the focus goes to the form when it opens and back to «Редактировать» when it closes', async ({
    page,
    context,
  }) => {
    const session = await signIn(context);
    await completeProfile(session.accessToken);
    await page.goto('/profile');
    await appStarted(page);
    const profile = page.getByTestId('profile-page');
    const edit = profile.getByRole('button', { name: 'Редактировать' });
    const name = profile.getByTestId('edit-profile-form').getByLabel('Имя');

    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();

    await profile.getByRole('button', { name: 'Отмена' }).focus();
    await page.keyboard.press('Enter');
    await expect(edit).toBeFocused();
    // The next stop is the one after «Редактировать», not one further down the page.
    await page.keyboard.press('Tab');
    await expect(profile.getByRole('button', { name: 'Выйти' })).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Мария');
    await page.keyboard.press('Enter');
    await expect(profile.getByText('Профиль сохранён')).toBeVisible();
    await expect(profile.getByTestId('profile-name')).toHaveText('Мария');
    await expect(edit).toBeFocused();
  });
});
