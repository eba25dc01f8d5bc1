import { expect, test } from '@playwright/test';
import { lastSmsCode } from '../support/auth/login';
import { API_URL, remoteUrl } from '../support/ports';
import { uniquePhone } from '../support/session';

test('mf-auth runs alone in its harness: phone sign-in against the real API', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto(`${remoteUrl('mf_auth')}/?parcel=login-modal&api=${encodeURIComponent(API_URL)}`);
  const modal = page.getByTestId('login-modal');
  await expect(modal.getByRole('heading', { name: 'Вход в Kaver' })).toBeVisible();
  await modal.getByTestId('phone-input').pressSequentially(phone.slice(1));
  await modal.getByTestId('phone-submit').click();
  await expect(modal.getByRole('heading', { name: 'Код из СМС' })).toBeVisible();
  await modal.getByTestId('code-box-0').pressSequentially(await lastSmsCode(phone));
  await modal.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByTestId('harness-session')).toContainText('authenticated');
  await expect(page.getByTestId('harness-bus-log')).toContainText('tokensReceived');

  await page.getByRole('button', { name: /Профиль/ }).click();
  await expect(page.getByTestId('profile-page')).toBeVisible();
});
