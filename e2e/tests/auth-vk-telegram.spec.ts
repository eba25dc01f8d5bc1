import { expect } from '@playwright/test';
import { installHostConfig, testWithRewrittenCsp as test } from '../support/auth/host-config';
import { apiAccepts, openLoginModal, signedInToken, slowSocialLogin } from '../support/auth/login';
import { authProvidersConfig } from '../support/auth/providers';
import { installTelegram } from '../support/auth/telegram';
import { installVkIdPages, startVkIdServer, type VkIdPages, type VkIdServer } from '../support/auth/vk-id';
import { HOST_URL } from '../support/ports';

let vkServer: VkIdServer;
let userId = Date.now() % 1_000_000_000;
const nextUser = () => ({ id: ++userId, firstName: 'Иван' });

test.beforeAll(async () => {
  vkServer = await startVkIdServer();
});
test.afterAll(async () => {
  await vkServer.close();
});

test.describe('VK ID (real @vkid/sdk, VK ID stand-ins)', () => {
  let pages: VkIdPages;

  test.beforeEach(async ({ context }) => {
    await installHostConfig(context, { patch: authProvidersConfig(), rewriteCsp: true });
    await installTelegram(context, { user: { id: 1, first_name: 'Тест' }, scriptDelayMs: 0 });
    pages = { oneTap: 'signed-in', user: nextUser() };
    await installVkIdPages(context, pages);
  });

  test('the one-tap widget loads, signs in through the VK ID window and the API exchanges the code', async ({
    page,
  }) => {
    await page.goto('/');
    const modal = await openLoginModal(page);
    const widget = modal.getByTestId('vkid-one-tap');
    await expect(widget).toHaveAttribute('data-state', 'loaded');
    await expect(modal.getByTestId('login-vkid')).toHaveCount(0);
    const popupOpened = page.waitForEvent('popup');
    await widget.locator('iframe').contentFrame().locator('#one-tap-continue').click();
    const popup = await popupOpened;
    await popup.locator('#allow').click();

    const token = await signedInToken(page);
    expect(await apiAccepts(token)).toBe(true);
    expect(vkServer.exchanges.at(-1)).toEqual(
      expect.objectContaining({ userId: pages.user.id, verified: true }),
    );
  });

  test("not signed in to VK: the widget is hidden and 'Войти с VK ID' opens the VK ID window", async ({
    page,
  }) => {
    pages.oneTap = 'not-authorized';
    await page.goto('/');
    const modal = await openLoginModal(page);
    await expect(modal.getByTestId('vkid-one-tap')).toHaveAttribute('data-state', 'hidden');
    const button = modal.getByTestId('login-vkid');
    await expect(button).toHaveText('Войти с VK ID');
    const popupOpened = page.waitForEvent('popup');
    await button.click();
    await (await popupOpened).locator('#allow').click();
    expect(await apiAccepts(await signedInToken(page))).toBe(true);
  });

  test('a widget that never loads goes to not_loaded after 5 s and the button takes its place', async ({
    page,
  }) => {
    pages.oneTap = 'silent';
    await page.goto('/');
    const modal = await openLoginModal(page);
    const widget = modal.getByTestId('vkid-one-tap');
    await expect(widget).toHaveAttribute('data-state', 'loading');
    await expect(modal.getByTestId('login-vkid')).toHaveAttribute('aria-busy', 'true');
    await expect(widget).toHaveAttribute('data-state', 'not_loaded', { timeout: 7_000 });
    await expect(modal.getByTestId('login-vkid')).toHaveAttribute('aria-busy', 'false');
  });

  test('with no window allowed it signs in by redirect and finishes in the VK ID completion view', async ({
    page,
    context,
  }) => {
    pages.oneTap = 'not-authorized';
    await context.addInitScript(() => {
      window.open = () => null;
    });
    await slowSocialLogin(context);
    await page.goto('/');
    const modal = await openLoginModal(page);
    await modal.getByTestId('login-vkid').click();
    await page.waitForURL('https://id.vk.ru/authorize?**');
    await page.locator('#allow').click();
    await page.waitForURL(/\/\?code=/);
    await expect(page.getByText('Загружаем твои данные из аккаунта VK ID...')).toBeVisible();
    expect(await apiAccepts(await signedInToken(page))).toBe(true);
    // The single-use code leaves the address.
    await expect(page).toHaveURL(`${HOST_URL}/`);
    expect(vkServer.exchanges.at(-1)).toEqual(
      expect.objectContaining({ userId: pages.user.id, verified: true }),
    );
  });
});

test.describe('Telegram (widget stand-in, real hash check in the API)', () => {
  test("'Войти с Telegram' waits for the widget script, then signs in with the signed user object", async ({
    page,
    context,
  }) => {
    await installHostConfig(context, { patch: authProvidersConfig(), rewriteCsp: true });
    await installVkIdPages(context, { oneTap: 'not-authorized', user: nextUser() });
    await installTelegram(context, {
      user: { id: ++userId, first_name: 'Павел', username: 'pavel' },
      scriptDelayMs: 1_500,
    });
    await page.goto('/');
    const modal = await openLoginModal(page);
    const button = modal.getByTestId('login-telegram');
    await expect(button).toHaveText('Войти с Telegram');
    await expect(button).toBeDisabled();
    await expect(button).toBeEnabled({ timeout: 5_000 });
    const popupOpened = page.waitForEvent('popup');
    await button.click();
    const popup = await popupOpened;
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await popup.locator('#accept').click();
    expect(await apiAccepts(await signedInToken(page))).toBe(true);
  });
});
