import { expect, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { headerLogin } from '../support/header';
import { remoteUrl } from '../support/ports';

// While a remote's modal loads, or when it cannot, the host shows its own frame: a modal dialog like the remote's,
// which takes focus, keeps Tab inside and gives focus back when it closes.
test('the frame of a modal whose remote cannot load holds the keyboard until it is closed', async ({
  page,
}) => {
  await page.route(`${remoteUrl('mf_auth')}/**`, (route) => route.abort());
  await page.goto('/moscow');
  await appStarted(page);
  const login = headerLogin(page);
  await login.click();
  const frame = page.getByRole('dialog');
  await expect(frame.getByRole('button', { name: 'Повторить' })).toBeVisible({ timeout: 30_000 });
  await expect(frame).toContainText('сейчас недоступен');

  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Tab');
    expect(await frame.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await frame.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(frame).toHaveCount(0);
  await expect(login).toBeFocused();
});
