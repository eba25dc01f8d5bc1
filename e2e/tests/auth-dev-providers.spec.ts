import { expect, test } from '@playwright/test';
import { servedConfig } from '../support/auth/host-config';
import { apiAccepts, openLoginModal, signedInToken, slowSocialLogin } from '../support/auth/login';
import { AUTH_STAND_IN_URL, VKID_STAND_IN_HOST, vkIdExchanges } from '../support/auth/providers';
import { HOST_URL } from '../support/ports';

/**
 * The development set-up of `npm start`, as it is: config.json points every provider at the auth stand-in, and
 * nothing is answered by Playwright. VK ID runs its redirect flow against the stand-in's https pages (a developer
 * accepts its self-signed certificate once; here the browser is told to). Google, Apple and Telegram against the
 * same stand-in: auth-google-apple and auth-vk-telegram.
 */
test.use({ ignoreHTTPSErrors: true });

test('the development config names the auth stand-in for every provider', () => {
  const config = servedConfig() as Record<string, Record<string, unknown>>;
  expect(config.firebase).toMatchObject({
    emulatorUrl: AUTH_STAND_IN_URL,
    gapiScriptUrl: `${AUTH_STAND_IN_URL}/gapi/api.js`,
  });
  expect(config.vkid).toMatchObject({ sdkDomain: VKID_STAND_IN_HOST, authMode: 'redirect' });
  expect(config.telegram?.widgetUrl).toMatch(new RegExp(`^${AUTH_STAND_IN_URL}/telegram/`));
});

test('VK ID one-tap in development: the widget loads from the stand-in and signs in by redirect', async ({
  page,
  context,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (!['localhost', '127.0.0.1'].includes(host)) thirdParty.push(request.url());
  });
  await slowSocialLogin(context);
  await page.goto('/');
  const modal = await openLoginModal(page);
  const widget = modal.getByTestId('vkid-one-tap');
  await expect(widget).toHaveAttribute('data-state', 'loaded');
  await widget.locator('iframe').contentFrame().locator('#one-tap-continue').click();
  await page.waitForURL(`https://${VKID_STAND_IN_HOST}/authorize?**`);
  const name = `Ника${Date.now()}`;
  await page.locator('#first-name').fill(name);
  await page.locator('#allow').click();
  await page.waitForURL(/\/\?code=/);
  await expect(page.getByText('Загружаем твои данные из аккаунта VK ID...')).toBeVisible();
  expect(await apiAccepts(await signedInToken(page))).toBe(true);
  await expect(page).toHaveURL(`${HOST_URL}/`);
  expect((await vkIdExchanges()).at(-1)).toEqual(expect.objectContaining({ verified: true }));
  expect(thirdParty).toEqual([]);
});

test("'Войти с VK ID' in development goes to the stand-in by redirect and comes back signed in", async ({
  page,
}) => {
  // As for a developer who has not accepted the stand-in's certificate yet: no widget, the button after 5 s.
  await page.route(`https://${VKID_STAND_IN_HOST}/button_one_tap_auth**`, (route) => route.abort());
  await page.goto('/');
  const modal = await openLoginModal(page);
  await expect(modal.getByTestId('vkid-one-tap')).toHaveAttribute('data-state', 'not_loaded', {
    timeout: 8_000,
  });
  await modal.getByTestId('login-vkid').click();
  await page.waitForURL(`https://${VKID_STAND_IN_HOST}/authorize?**`);
  await page.locator('#first-name').fill(`Олег${Date.now()}`);
  await page.locator('#allow').click();
  expect(await apiAccepts(await signedInToken(page))).toBe(true);
  await expect(page).toHaveURL(`${HOST_URL}/`);
});
