import { expect, test } from '../support/auth/host-config';
import {
  apiAccepts,
  clickClosingPopup,
  openLoginModal,
  signedInToken,
  slowSocialLogin,
} from '../support/auth/login';
import { TELEGRAM_WIDGET_URL, vkIdAtRealOriginConfig, vkIdExchanges } from '../support/auth/providers';
import { installVkIdPages, type VkIdPages } from '../support/auth/vk-id';
import { HOST_URL } from '../support/ports';

let userId = Date.now() % 1_000_000_000;
const nextUser = () => ({ id: ++userId, firstName: 'Иван' });
const lastExchange = async () => (await vkIdExchanges()).at(-1);

/**
 * VK ID's new-window flow at its real origin (the SDK takes a window's answer only from *.vk.ru): config.json's
 * vkid without the development sdkDomain, and Playwright routes for https://id.vk.ru's pages. The API exchanges the
 * code with the stack's auth stand-in. (The development redirect flow against the stand-in: auth-dev-providers.)
 */
test.describe('VK ID (real @vkid/sdk, VK ID stand-ins)', () => {
  let pages: VkIdPages;

  test.beforeEach(async ({ context, deployConfig }) => {
    await deployConfig(vkIdAtRealOriginConfig());
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
    await clickClosingPopup(popup, '#allow');

    const token = await signedInToken(page);
    expect(await apiAccepts(token)).toBe(true);
    expect(await lastExchange()).toEqual(expect.objectContaining({ userId: pages.user.id, verified: true }));
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
    await clickClosingPopup(await popupOpened, '#allow');
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

  test('VK ID unreachable: the widget goes to not_loaded, the button still opens the window, nothing uncaught', async ({
    page,
    context,
  }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    // The SDK's own catch of a failed call logs it ('TypeError: Failed to fetch … at getTrackerId').
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        uncaught.push(message.text());
      }
    });
    const refused: string[] = [];
    // Registered after the stand-in pages, so it answers first: no VK host can be reached.
    await context.route(/^https:\/\/([a-z0-9-]+\.)*vk\.(ru|com)\//, (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.abort('internetdisconnected');
    });
    await page.goto('/');
    const modal = await openLoginModal(page);
    await expect(modal.getByTestId('vkid-one-tap')).toHaveAttribute('data-state', 'not_loaded', {
      timeout: 7_000,
    });
    const button = modal.getByTestId('login-vkid');
    await expect(button).toHaveAttribute('aria-busy', 'false');
    // VK ID's window cannot load either; closing it is the person changing their mind, as always.
    const popupOpened = page.waitForEvent('popup');
    await button.click();
    await (await popupOpened).close();
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(modal.getByTestId('social-error')).toHaveCount(0);

    // Config.init's tracker config and statistics, the widget's frame and statistics, the window: all refused.
    expect(new Set(refused)).toEqual(
      new Set(['/vkid_sdk_get_config', '/stat_events_vkid_sdk', '/button_one_tap_auth', '/authorize']),
    );
    expect(uncaught).toEqual([]);
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
    expect(await lastExchange()).toEqual(expect.objectContaining({ userId: pages.user.id, verified: true }));
  });
});

test.describe('Telegram (widget stand-in, real hash check in the API)', () => {
  test("'Войти с Telegram' waits for the widget script, then signs in with the signed user object", async ({
    page,
    context,
  }) => {
    // The stand-in's script is held until the test has seen the button wait for it.
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await context.route(TELEGRAM_WIDGET_URL, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto('/');
    const modal = await openLoginModal(page);
    const button = modal.getByTestId('login-telegram');
    await expect(button).toHaveText('Войти с Telegram');
    await expect(button).toBeDisabled();
    releaseScript();
    await expect(button).toBeEnabled({ timeout: 5_000 });
    const popupOpened = page.waitForEvent('popup');
    await button.click();
    const popup = await popupOpened;
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await popup.locator('#username').fill(`pavel${Date.now()}`);
    await clickClosingPopup(popup, '#accept');
    expect(await apiAccepts(await signedInToken(page))).toBe(true);
  });
});
