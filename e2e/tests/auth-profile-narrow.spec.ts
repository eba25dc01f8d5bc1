import { expect, test } from '@playwright/test';
import { completeProfile } from '../support/auth/login';
import { signIn } from '../support/session';

/**
 * /profile on a 320 px phone: the page and its edit form keep to the screen (the birth-date field with its calendar
 * button inside the form's column), the profile's own headings speak on «ты», and «Удалить аккаунт» is a target
 * a finger can hit.
 */
test('the profile fits a 320 px phone, speaks on «ты» and its deletion link is a whole target', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const session = await signIn(context);
  await completeProfile(session.accessToken, 'Анна');
  await page.goto('/profile');
  const profile = page.getByTestId('profile-page');
  await expect(profile.getByTestId('profile-name')).toHaveText('Анна');

  await expect.soft(profile.getByRole('heading', { name: 'Новое в твоих местах' })).toBeVisible();
  await expect.soft(profile.getByRole('heading', { name: /ваш/i })).toHaveCount(0);

  const remove = profile.getByRole('link', { name: 'Удалить аккаунт' });
  await expect(remove).toHaveAttribute('href', '/services/account-deleting');
  const target = await remove.boundingBox();
  expect.soft(target?.height, 'the link is lower than a finger').toBeGreaterThanOrEqual(24);
  expect.soft(target?.width).toBeGreaterThanOrEqual(24);

  await profile.getByTestId('profile-edit').click();
  const form = profile.getByTestId('edit-profile-form');
  const birthDate = form.getByLabel('Дата рождения', { exact: true });
  await expect(birthDate).toHaveValue(/^\d\d\.\d\d\.\d{4}$/);
  await form.getByRole('button', { name: 'Открыть календарь' }).focus();
  await page.screenshot({ path: testInfo.outputPath('320-profile-edit.png'), fullPage: true });

  const layout = await page.evaluate(() => {
    const root = document.documentElement;
    const form = document.querySelector('[data-testid="edit-profile-form"]') as HTMLElement;
    const picker = form.querySelector('[data-testid="profile-birth-date"]') as HTMLElement;
    const field = (picker.querySelector('input') as HTMLInputElement).parentElement as HTMLElement;
    const toggle = picker.querySelector('button') as HTMLButtonElement;
    return {
      page: root.scrollWidth,
      screen: root.clientWidth,
      form: form.getBoundingClientRect().right,
      field: field.getBoundingClientRect().right,
      toggle: toggle.getBoundingClientRect().right,
    };
  });
  expect.soft(layout.page, 'the page scrolls sideways').toBeLessThanOrEqual(layout.screen);
  expect.soft(layout.field, 'the birth-date field leaves the form').toBeLessThanOrEqual(layout.form);
  expect.soft(layout.toggle, 'the calendar button leaves the field').toBeLessThanOrEqual(layout.field);
  // The field's focus ring (2 px outline, 1 px offset) stays on the screen.
  expect.soft(layout.field + 3).toBeLessThanOrEqual(layout.screen);
});
