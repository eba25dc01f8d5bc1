import path from 'node:path';
import { expect, test } from '@playwright/test';
import { completeProfile, openLoginModal } from '../support/auth/login';
import { sdkChunks, sdkOf } from '../support/auth/sdk-files';
import { exposedFiles } from '../support/remote-manifest';
import { signIn } from '../support/session';

// The stack serves the development config.json: Firebase, VK ID and Telegram all configured (auth stand-in).
test.describe('sign-in SDKs load only with the login modal', () => {
  const chunks = sdkChunks();

  test('the build keeps Firebase and VK ID in chunks of their own', () => {
    expect(chunks.firebase.length).toBeGreaterThan(0);
    expect(chunks.vkid.length).toBeGreaterThan(0);
    // No exposed module (the login modal's included) loads an SDK's file at once: they come with the flow.
    const exposes = exposedFiles('mf-auth');
    expect(exposes.size).toBeGreaterThan(0);
    for (const [expose, { js }] of exposes) {
      const loadedAtOnce = js.map((file) => path.basename(file));
      for (const file of [...chunks.firebase, ...chunks.vkid])
        expect(loadedAtOnce, expose).not.toContain(file);
    }
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
