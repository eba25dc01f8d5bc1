import { expect } from '@playwright/test';
import { installFirebaseEmulator } from '../support/auth/firebase-emulator';
import { installHostConfig, testWithRewrittenCsp as test } from '../support/auth/host-config';
import { completeProfile, openLoginModal } from '../support/auth/login';
import { authProvidersConfig, FIREBASE_EMULATOR_URL } from '../support/auth/providers';
import { sdkChunks, sdkOf } from '../support/auth/sdk-files';
import { installTelegram } from '../support/auth/telegram';
import { installVkIdPages } from '../support/auth/vk-id';
import { signIn } from '../support/session';

test.describe('sign-in SDKs load only with the login modal', () => {
  const chunks = sdkChunks();

  test.beforeEach(async ({ context }) => {
    await installHostConfig(context, {
      patch: authProvidersConfig(),
      rewriteCsp: true,
      extraFrameOrigins: [FIREBASE_EMULATOR_URL],
    });
    await installFirebaseEmulator(context);
    await installVkIdPages(context, { oneTap: 'not-authorized', user: { id: 1, firstName: 'Иван' } });
    await installTelegram(context, { user: { id: 1, first_name: 'Тест' }, scriptDelayMs: 0 });
  });

  test('the build keeps Firebase and VK ID in chunks of their own', () => {
    expect(chunks.firebase.length).toBeGreaterThan(0);
    expect(chunks.vkid.length).toBeGreaterThan(0);
    for (const file of [...chunks.firebase, ...chunks.vkid])
      expect(file).not.toMatch(/^__federation_expose_/);
  });

  test('nothing of Firebase, VK ID or Telegram is requested on / until the modal opens', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const sdk = sdkOf(request.url(), chunks);
      if (sdk) requested.push(sdk);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await openLoginModal(page);
    await expect
      .poll(() => [...new Set(requested)].sort())
      .toEqual(expect.arrayContaining(['firebase', 'telegram', 'vkid']));
  });

  test('the profile page loads none of them either', async ({ page, context }) => {
    const session = await signIn(context);
    await completeProfile(session.accessToken);
    const requested: string[] = [];
    page.on('request', (request) => {
      const sdk = sdkOf(request.url(), chunks);
      if (sdk) requested.push(request.url());
    });
    await page.goto('/profile');
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
  });
});
